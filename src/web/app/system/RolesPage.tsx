// 角色与菜单权限 (custom component "system_roles"): a role's menu whitelist as a three-level checkbox tree.
// The administrator edits the global whitelist; a site's administrator edits its site's own (or returns it
// to the global one). The server enforces a change at the next request; menus follow at the next load.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import type { DataNode } from 'antd/es/tree';
// Its own line: the site picker is the one addition here (the all-sites administrator's scope).
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import type { MenuItem } from '../../../shared/schema/types.ts';
import type { SystemRole } from '../../../shared/system/api.ts';
import { ADMIN_ROLE } from '../../../shared/permission.ts';
import type { RendererProps } from '../../engine/types.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { useSession } from '../../stores/session.ts';
import { systemApi, useMenuTree } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useSave } from './useSave.ts';
import { queryKeys } from '../../query/keys.ts';

const toNodes = (items: MenuItem[]): DataNode[] => items.map((m) => ({ key: m.name, title: m.title, children: m.children ? toNodes(m.children) : undefined }));

/** A checked menu grants everything under it: keep the topmost checked names only. */
export function compressChecked(sections: MenuItem[], checked: Set<string>): string[] {
  const out: string[] = [];
  const walk = (items: MenuItem[]) => {
    for (const m of items) {
      if (checked.has(m.name)) out.push(m.name);
      else walk(m.children ?? []);
    }
  };
  walk(sections);
  return out;
}

export default function RolesPage(_props: RendererProps) {
  // A site's administrator edits its own site; the all-sites administrator picks the global whitelist or a site's.
  const ownSite = useSession((s) => s.info?.siteId ?? null);
  const [pickedSite, setPickedSite] = useState<number | null>(null);
  const siteId = ownSite ?? pickedSite;
  const sites = useApiQuery(queryKeys.system('sites'), systemApi.sites, { enabled: ownSite === null });
  const tree = useMenuTree();
  const roles = useApiQuery(queryKeys.system('roles', siteId), () => systemApi.roles(siteId));
  const [current, setCurrent] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const { save: send, saving, holder } = useSave(systemApi.saveRoleMenus, '菜单权限已保存，立即生效');
  const editable = (roles.data ?? []).filter((r) => r.name !== ADMIN_ROLE);
  const role: SystemRole | undefined = editable.find((r) => r.name === current) ?? editable[0];
  useEffect(() => {
    if (role) setChecked(role.siteMenus ?? role.menus);
  }, [role]);
  const nodes = useMemo(() => toNodes(tree.data?.sections ?? []), [tree.data]);

  if (roles.loading && !roles.data) return <Spin />;
  if (!role) return <Empty description="暂无可编辑的角色" />;
  const save = (menus: string[] | null) => send(role.name, siteId, menus).then((done) => done && roles.reload());
  return (
    <Row gutter={16}>
      {holder}
      <Col span={7}>
        <Card title="角色">
          {ownSite === null ? (
            <Select
              aria-label="编辑范围"
              style={{ width: '100%', marginBottom: 12 }}
              value={pickedSite ?? 0}
              options={[{ value: 0, label: '全局（站点未单独设置时使用）' }, ...(sites.data ?? []).map((x) => ({ value: x.id, label: `站点：${x.name}` }))]}
              onChange={(v: number) => setPickedSite(v === 0 ? null : v)}
            />
          ) : null}
          <List
            dataSource={editable}
            renderItem={(r) => (
              <List.Item
                onClick={() => setCurrent(r.name)}
                style={{ cursor: 'pointer', background: r.name === role.name ? '#e6f4ff' : undefined, paddingLeft: 12 }}
              >
                <Space>
                  <Typography.Text strong={r.name === role.name}>{r.title}</Typography.Text>
                  <Typography.Text type="secondary">{r.name}</Typography.Text>
                  {siteId !== null && r.siteMenus ? <Tag color="blue">本站点设置</Tag> : null}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={17}>
        <SettingsCard
          title={`菜单权限：${role.title}`}
          extra={
            siteId !== null && role.siteMenus ? (
              <Popconfirm title="恢复为全局菜单权限吗？本站点的设置将被删除。" onConfirm={() => void save(null)}>
                <Button>恢复全局设置</Button>
              </Popconfirm>
            ) : undefined
          }
          onSave={() => void save(compressChecked(tree.data?.sections ?? [], new Set(checked)))}
          saving={saving}
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={siteId === null ? '全局菜单权限：各站点未单独设置时使用。' : '本站点的菜单权限：只影响本站点的用户。'}
          />
          {tree.loading && !tree.data ? (
            <Spin />
          ) : (
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              treeData={nodes}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            />
          )}
        </SettingsCard>
      </Col>
    </Row>
  );
}
