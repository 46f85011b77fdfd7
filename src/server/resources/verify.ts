// Start-up check of the table-backed resources against the database, after the migrations: the table
// and every declared column exist, and a column that cannot be empty is a required property (else a
// create that leaves it out would fail inside PostgreSQL instead of with a message naming the field).
import type { Registry } from '../../shared/schema/types.ts';
import type { Db } from '../db/types.ts';

interface ColumnRow {
  table_name: string;
  column_name: string;
  not_null: boolean;
  has_default: boolean;
}

// One catalog query for every declared table: information_schema.columns, asked once per table, cost
// ~100 ms of each start on PGlite. A generated column's expression is not a default (as in information_schema).
const COLUMNS_SQL = `SELECT c.relname AS table_name, a.attname AS column_name, a.attnotnull AS not_null,
       (a.atthasdef AND a.attgenerated = '') AS has_default
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = current_schema() AND c.relname IN (SELECT jsonb_array_elements_text($1::jsonb)) AND c.relkind IN ('r', 'p')
   AND a.attnum > 0 AND NOT a.attisdropped`;

export async function verifyTableResources(db: Db, registry: Registry): Promise<string[]> {
  const problems: string[] = [];
  const tables = Object.values(registry.entities).flatMap((e) => (e['x-table'] ? [e['x-table'].name] : []));
  if (tables.length === 0) return problems;
  const byTable = new Map<string, Map<string, ColumnRow>>();
  for (const r of await db.query<ColumnRow>(COLUMNS_SQL, [JSON.stringify(tables)])) {
    const cols = byTable.get(r.table_name) ?? new Map<string, ColumnRow>();
    cols.set(r.column_name, r);
    byTable.set(r.table_name, cols);
  }
  for (const entity of Object.values(registry.entities)) {
    const t = entity['x-table'];
    if (!t) continue;
    const where = `业务对象 ${entity.name} 的 x-table`;
    const cols = byTable.get(t.name);
    if (!cols) {
      problems.push(`${where}：数据表 "${t.name}" 不存在`);
      continue;
    }
    const declared: [string, string | undefined][] = [['id', 'id'], ['site', t.site], ['version', t.version], ['updatedAt', t.updatedAt]];
    for (const [key, col] of declared) {
      if (col && !cols.has(col)) problems.push(`${where}：数据表 "${t.name}" 没有列 "${col}"（${key}）`);
    }
    const required = new Set(entity.required ?? []);
    for (const [prop, col] of Object.entries(t.columns)) {
      const c = cols.get(col);
      if (!c) problems.push(`${where}：数据表 "${t.name}" 没有列 "${col}"（属性 ${prop}）`);
      else if (c.not_null && !c.has_default && !required.has(prop)) {
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
