// The chain on the approval page: each level with its mode, approvers, signatures (who, when, opinion),
// who it still waits for and the current level's deadline.
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ChainView, ChainViewLevel } from '../../../shared/chain/view.ts';
import { displayText } from '../../../shared/display/index.ts';
import { useAppMeta } from '../../engine/session.ts';

const STATUS: Record<ChainViewLevel['status'], { step: 'finish' | 'process' | 'wait' | 'error'; text: string; color: string }> = {
  approved: { step: 'finish', text: '已通过', color: 'success' },
  current: { step: 'process', text: '审批中', color: 'processing' },
  waiting: { step: 'wait', text: '待审批', color: 'default' },
  skipped: { step: 'wait', text: '无需审批', color: 'default' },
  rejected: { step: 'error', text: '已驳回', color: 'error' },
};

export function ChainPanel({ view }: { view: ChainView }) {
  const meta = useAppMeta();
  const role = (name: string) => meta?.menus.roles.find((r) => r.name === name)?.title ?? name;
  const who = (roles: string[], users: string[]) => [...roles.map((r) => `${role(r)}（角色）`), ...users].join('、');
  return (
    <Card title={`审批链${view.version > 0 ? `（第 ${view.version} 版）` : ''}`} data-testid="approval-chain">
      <Steps
        orientation="vertical"
        size="small"
        current={view.current ?? view.levels.length}
        items={view.levels.map((l) => ({
          status: STATUS[l.status].step,
          title: (
            <Space>
              {l.title}
              <Tag>{l.mode === 'all' ? '会签' : '或签'}</Tag>
              <Tag color={STATUS[l.status].color}>{STATUS[l.status].text}</Tag>
            </Space>
          ),
          content: (
            <Space orientation="vertical" size={2}>
              <Typography.Text type="secondary">审批人：{who(l.roles, l.users)}</Typography.Text>
              {l.decisions.map((d) => (
                <Typography.Text key={`${d.userId}-${d.createdAt}`}>
                  {d.name}{d.signedByName ? `（${d.signedByName}代签）` : ''} {d.decision === 'approve' ? '同意' : '驳回'} · {displayText('datetime', d.createdAt)}
                  {d.opinion ? `：${d.opinion}` : ''}
                </Typography.Text>
              ))}
              {l.status === 'current' ? <Typography.Text type="warning">等待：{who(l.missing.roles, l.missing.users)}</Typography.Text> : null}
              {l.deadline ? <Typography.Text type="secondary">办理时限：{displayText('datetime', l.deadline)} 前</Typography.Text> : null}
            </Space>
          ),
        }))}
      />
    </Card>
  );
}
