// The audit trail of record writes: who, when, under which role, old -> new per field. Written by the
// caller's transaction, so a change and its audit row commit or roll back together.
import type { Db } from '../../db/types.ts';

/** `decision`: one approver's decision at a level of an approval chain (the record's state may not change). */
export type AuditOp = 'create' | 'update' | 'delete' | 'transition' | 'effect' | 'decision';

export interface AuditWho {
  userId: number | null;
  name: string;
  /** The role the user acted under (current role); '' for the system. */
  role: string;
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditEntry {
  entity: string;
  recordId: number;
  op: AuditOp;
  action?: string;
  who: AuditWho;
  changes: FieldChange[];
}

/** Field-by-field difference of two documents (status included when given as a field). */
export function diffDocs(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[k];
    const b = after[k];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    out.push({ field: k, from: a ?? null, to: b ?? null });
  }
  return out;
}

export async function writeAudit(tx: Db, e: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO record_audit (record_id, entity, op, action, user_id, user_name, role, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [e.recordId, e.entity, e.op, e.action ?? '', e.who.userId, e.who.name, e.who.role, JSON.stringify(e.changes)],
  );
}

export const SYSTEM_WHO: AuditWho = { userId: null, name: '系统', role: '' };

/** The action of the audit row a rollup writes on its parent (x-rollup totals recomputed). */
export const ROLLUP_ACTION = 'rollup';

/** The action of the audit row a file deletion writes (record id 0 when no record held the file). */
export const FILE_DELETE_ACTION = 'deleteFile';

/** Chinese names of the actions the server itself writes, which are no workflow transition. */
export const SYSTEM_ACTION_TITLES: Readonly<Record<string, string>> = {
  [ROLLUP_ACTION]: '汇总更新',
  [FILE_DELETE_ACTION]: '删除文件',
  // System setup's own steps (src/server/system, data sync), as the audit-log list shows them.
  create: '新增',
  update: '修改',
  lock: '锁定',
  unlock: '解锁',
  reset_password: '重置密码',
  settings: '站点参数',
  account: '账户设置',
  image: '图片设置',
  varieties: '交易品种',
  menus: '菜单权限',
  workflow: '工作流管理',
  chain: '审批链',
  import: '导入',
  export: '导出',
  confirm: '确认',
  cancel: '取消',
};

/** Chinese names of the setup tables audited beside the records (system setup, data sync). */
export const SYSTEM_ENTITY_TITLES: Readonly<Record<string, string>> = {
  sys_user: '用户',
  sys_site: '站点',
  sys_role: '角色菜单',
  sys_sync: '数据同步',
};
