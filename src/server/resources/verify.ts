// Start-up check of the table-backed resources against the database, after the migrations: the table
// and every declared column exist, and a column that cannot be empty is a required property (else a
// create that leaves it out would fail inside PostgreSQL instead of with a message naming the field).
import type { Registry } from '../../shared/schema/types.ts';
import type { Db } from '../db/types.ts';

interface ColumnRow {
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

export async function verifyTableResources(db: Db, registry: Registry): Promise<string[]> {
  const problems: string[] = [];
  for (const entity of Object.values(registry.entities)) {
    const t = entity['x-table'];
    if (!t) continue;
    const where = `业务对象 ${entity.name} 的 x-table`;
    const rows = await db.query<ColumnRow>(
      `SELECT column_name, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1`,
      [t.name],
    );
    if (rows.length === 0) {
      problems.push(`${where}：数据表 "${t.name}" 不存在`);
      continue;
    }
    const cols = new Map(rows.map((r) => [r.column_name, r]));
    const declared: [string, string | undefined][] = [['id', 'id'], ['site', t.site], ['version', t.version], ['updatedAt', t.updatedAt]];
    for (const [key, col] of declared) {
      if (col && !cols.has(col)) problems.push(`${where}：数据表 "${t.name}" 没有列 "${col}"（${key}）`);
    }
    const required = new Set(entity.required ?? []);
    for (const [prop, col] of Object.entries(t.columns)) {
      const c = cols.get(col);
      if (!c) problems.push(`${where}：数据表 "${t.name}" 没有列 "${col}"（属性 ${prop}）`);
      else if (c.is_nullable === 'NO' && c.column_default === null && !required.has(prop)) {
        problems.push(`${where}：列 "${col}" 不能为空且没有默认值，属性 "${prop}" 须列入 required`);
      }
    }
  }
  return problems;
}

/** Throws with every problem named: a server that would fail on its first write does not start. */
export async function requireTableResources(db: Db, registry: Registry): Promise<void> {
  const problems = await verifyTableResources(db, registry);
  if (problems.length > 0) throw new Error(`表存储声明与数据库不符：\n${problems.join('\n')}`);
}
