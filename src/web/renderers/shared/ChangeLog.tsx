// The record's change history from the audit trail: who (under which role) changed which field from what
// to what, newest first. Server-side rows are immutable; this only reads them.
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { AuditRow } from '../../../shared/api.ts';
import { displayText } from '../../../shared/display/index.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { stateTitle } from '../../../shared/workflow.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { records, type RecordId } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';

const OPS: Record<AuditRow['op'], string> = { create: '新增', update: '修改', delete: '删除', transition: '流程', effect: '联动', decision: '审批' };
const ROLES: Record<string, string> = { admin: '系统管理员', operator: '经办人', auditor: '审核人', finance: '财务', '': '' };

function shown(entity: EntitySchema, field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '（空）';
  if (field === 'status') return stateTitle(entity['x-workflow'], String(v));
  if (typeof v === 'boolean') return v ? '是' : '否';
  return typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v);
}

/** 操作 column: the kind of write and, for a transition or a linked step, its Chinese name from the server. */
function what(a: AuditRow): string {
  const action = a.actionTitle;
  const head = action ? `${OPS[a.op]}：${action}` : OPS[a.op];
  if (a.op === 'create') return `${head}（${a.changes.length} 项）`;
  return head;
}

export function ChangeLog({ entity, id, version }: { entity: EntitySchema; id: RecordId; version?: number }) {
  const audit = useApiQuery(queryKeys.audit(entity.name, id, version), () => records.audit(entity.name, id));
  let body;
  if (audit.error) body = <ErrorPanel status="warning" error={audit.error} fallback="修改记录加载失败" onRetry={audit.reload} />;
  else if (!audit.data) body = null;
  else if (audit.data.length === 0) body = <Empty description="暂无修改记录" />;
  else {
    const rows = [...audit.data].reverse();
    body = (
      <Table<AuditRow>
        size="small"
        rowKey="id"
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        dataSource={rows}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (v: string) => displayText('datetime', v) },
          { title: '操作人', dataIndex: 'userName', width: 150, render: (_: string, a) => `${a.userName}${ROLES[a.role] ? `（${ROLES[a.role] ?? a.role}）` : ''}` },
          { title: '操作', dataIndex: 'op', width: 140, render: (_: string, a) => what(a) },
          {
            title: '变更内容',
            dataIndex: 'changes',
            render: (_: unknown, a) =>
              a.op === 'create' || a.op === 'delete' ? null : (
                <>
                  {a.changes.map((c) => (
                    <Typography.Paragraph key={c.field} style={{ margin: 0 }}>
                      {c.title}：{shown(entity, c.field, c.from)} → {shown(entity, c.field, c.to)}
                    </Typography.Paragraph>
                  ))}
                </>
              ),
          },
        ]}
      />
    );
  }
  return (
    <Card title="修改记录" size="small" loading={audit.loading && !audit.data} data-testid="change-log">
      {body}
    </Card>
  );
}
