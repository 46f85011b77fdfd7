// The system columns every record has beside its document: each described once — its title, its value
// type (so it is shown, filtered and sorted like any field of that type), its SQL column and whether the
// migrations index it. Checker, list SQL, displays, print and Excel read this table.
import type { SystemField } from '../schema/types.ts';
import type { ValueTypeName } from './names.ts';

export interface SystemColumn {
  /** Its title on every screen and in messages. */
  title: string;
  /** The template editor's button for it; absent: not offered there. */
  insertLabel?: string;
  type: ValueTypeName;
  /** The records table's column. */
  column: string;
  /** How SQL compares it (the column's own type, not the document's text). */
  sql: 'integer' | 'text' | 'timestamp';
  /** Never NULL: sorts need no NULLS clause and match plain btree indexes. */
  notNull: boolean;
  /** The migrations index it, so no entity index is declared for it. */
  indexed: boolean;
}

export const SYSTEM_COLUMNS: Readonly<Record<SystemField, SystemColumn>> = {
  id: { title: '编号', insertLabel: '记录编号', type: 'serial', column: 'id', sql: 'integer', notNull: true, indexed: true },
  status: { title: '状态', insertLabel: '状态', type: 'status', column: 'status', sql: 'text', notNull: false, indexed: false },
  siteId: { title: '站点', type: 'serial', column: 'site_id', sql: 'integer', notNull: false, indexed: false },
  // The trading varieties are a dictionary of their own (the route table names them).
  variety: { title: '交易品种', type: 'dict', column: 'variety', sql: 'text', notNull: false, indexed: false },
  version: { title: '版本', type: 'serial', column: 'version', sql: 'integer', notNull: true, indexed: false },
  createdAt: { title: '创建时间', insertLabel: '创建时间', type: 'datetime', column: 'created_at', sql: 'timestamp', notNull: true, indexed: true },
  updatedAt: { title: '更新时间', type: 'datetime', column: 'updated_at', sql: 'timestamp', notNull: true, indexed: true },
};
