// A table-backed resource (x-table) maps every property to a column of its own table. What the server
// cannot do over such a table is refused here, so a declaration that passes the check works end to end:
// the start-up check (src/server/resources/verify.ts) then confirms the table and columns exist.
import type { EntitySchema } from '../schema/types.ts';
import { has, report, type CheckContext } from './context.ts';
import { pointer } from './util.ts';

/** Tables the engine keeps for itself: a resource over them would bypass their own rules. */
const RESERVED_TABLES = new Set([
  'records', 'record_audit', 'record_transitions', 'record_sequences', 'users', 'user_roles', 'roles', 'sessions',
  'sso_tickets', 'login_attempts', 'login_audit', 'signing_keys', 'files', 'messages', 'chat_sessions', 'chat_messages',
  'schema_migrations',
]);

/** Entity keywords that need the records table (workflow status, variety column, ledgers, numbering). */
const RECORDS_ONLY = ['x-workflow', 'x-variety', 'x-ledger', 'x-source'] as const;
const PROPERTY_RECORDS_ONLY = ['x-ref', 'x-sequence', 'x-unique'] as const;

export function checkTableResource(ctx: CheckContext, file: string, e: EntitySchema): void {
  const t = e['x-table'];
  if (!t) return;
  if (RESERVED_TABLES.has(t.name)) report(ctx, file, '/x-table/name', `数据表 "${t.name}" 由系统自身维护，不能声明为业务对象`);
  for (const k of RECORDS_ONLY) {
    if (e[k] !== undefined) report(ctx, file, pointer(k), `使用 x-table 的业务对象不支持 ${k}（它需要 records 表）`);
  }
  if (t.global && !t.site) report(ctx, file, '/x-table/global', 'global 需要同时声明 site（所属站点列）');
  const used = new Map<string, string>();
  const claim = (col: string, at: string) => {
    const first = used.get(col);
    if (first) report(ctx, file, at, `列 "${col}" 已用于 ${first}`);
    else used.set(col, at);
  };
  claim('id', '主键');
  for (const [key, col] of [['site', t.site], ['version', t.version], ['updatedAt', t.updatedAt]] as const) {
    if (col) claim(col, `/x-table/${key}`);
  }
  for (const [prop, col] of Object.entries(t.columns)) {
    const at = pointer('x-table', 'columns', prop);
    if (!has(e.properties, prop)) report(ctx, file, at, `属性 "${prop}" 不存在（properties 中没有）`);
    claim(col, at);
  }
  for (const [name, p] of Object.entries(e.properties)) {
    const at = pointer('properties', name);
    if (!has(t.columns, name)) report(ctx, file, at, `属性 "${name}" 没有对应的列：请在 /x-table/columns 中声明`);
    if (p.type === 'object' || p.type === 'array') report(ctx, file, pointer('properties', name, 'type'), `x-table 的属性只能是单值（字符串、数字、布尔），"${name}" 是 ${p.type}`);
    for (const k of PROPERTY_RECORDS_ONLY) {
      if (p[k] !== undefined) report(ctx, file, pointer('properties', name, k), `使用 x-table 的业务对象不支持 ${k}`);
    }
  }
}
