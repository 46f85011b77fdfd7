// 流程管理 (custom component "system_workflow"): for every approval flow declared in the entity schemas,
// which roles act at each step on the site, chosen among the roles the schema allows. The server checks
// the same narrowed workflow on every transition, and approval pages offer only what it allows.
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import type { RendererProps } from '../../engine/types.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { roleTitle, systemApi, useMenuTree } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { ChainEditor } from './ChainEditor.tsx';
import { useSiteChoice } from './SiteChoice.tsx';
import { useSave } from './useSave.ts';
import { queryKeys } from '../../query/keys.ts';

type Roles = Record<string, Record<string, string[]>>;

export default function WorkflowPage(_props: RendererProps) {
  const { site, picker, loading, reload } = useSiteChoice();
  const flows = useApiQuery(queryKeys.system('workflows'), systemApi.workflows, { staleTime: Infinity });
  const tree = useMenuTree();
  const [roles, setRoles] = useState<Roles>({});
  const { save, saving, holder } = useSave(systemApi.saveWorkflow, '流程设置已保存，立即生效');
  useEffect(() => {
    if (site) setRoles(site.workflowRoles);
  }, [site]);

  if (loading || (flows.loading && !flows.data)) return <Spin />;
  if (!site) return <Empty description="暂无站点" />;
  const toggle = (entity: string, action: string, allowed: string[], role: string, on: boolean) =>
    setRoles((cur) => {
      const now = cur[entity]?.[action] ?? allowed;
      const next = on ? [...new Set([...now, role])] : now.filter((r) => r !== role);
      return { ...cur, [entity]: { ...cur[entity], [action]: allowed.filter((r) => next.includes(r)) } };
    });
  const onSave = () => void save(site.id, roles).then((done) => done && reload());
  return (
    <SettingsCard title="流程管理" picker={picker} onSave={onSave} saving={saving}>
      {holder}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="每个步骤可由哪些角色办理（只能在流程定义允许的角色中选择）；系统管理员始终可以办理。" />
      <Collapse
        defaultActiveKey={(flows.data ?? []).map((f) => f.entity)}
        items={(flows.data ?? []).map((f) => ({
          key: f.entity,
          label: (
            <span>
              {f.title}
              {roles[f.entity] && Object.keys(roles[f.entity]!).length ? <Tag color="blue" style={{ marginLeft: 8 }}>本站点已调整</Tag> : null}
            </span>
          ),
          children: (
            <Table
              rowKey="action"
              size="small"
              pagination={false}
              dataSource={f.steps}
              columns={[
                { title: '步骤', dataIndex: 'title', width: 200 },
                {
                  title: '办理角色',
                  render: (_, step) => {
                    const current = roles[f.entity]?.[step.action] ?? step.roles;
                    return step.roles
                      .filter((r) => r !== 'admin')
                      .map((r) => (
                        <Checkbox key={r} checked={current.includes(r)} onChange={(e) => toggle(f.entity, step.action, step.roles, r, e.target.checked)}>
                          {roleTitle(tree.data, r)}
                        </Checkbox>
                      ));
                  },
                },
              ]}
            />
          ),
        }))}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>审批链</Typography.Title>
      <ChainEditor siteId={site.id} tree={tree.data} />
    </SettingsCard>
  );
}
