// 交易品种 (custom component "system_varieties"): which trading varieties the site enables, and the extra
// menus each adds. Effective at the users' next page load; the server refuses a disabled variety at once.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import type { MenuItem } from '../../../shared/schema/types.ts';
import type { RendererProps } from '../../engine/types.ts';
import { systemApi, useMenuTree } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useSiteChoice } from './SiteChoice.tsx';
import { useSave } from './useSave.ts';

function menuTitles(sections: MenuItem[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: MenuItem[]) => items.forEach((m) => (out.set(m.name, m.title), walk(m.children ?? [])));
  walk(sections);
  return out;
}

export default function VarietiesPage(_props: RendererProps) {
  const { site, picker, loading, reload } = useSiteChoice();
  const tree = useMenuTree();
  const [enabled, setEnabled] = useState<string[]>([]);
  const { save: send, saving, holder } = useSave(systemApi.saveVarieties, '交易品种已保存，用户下次打开页面时生效');
  const all = tree.data?.varieties ?? [];
  useEffect(() => {
    if (site) setEnabled(site.varieties ?? all.map((v) => v.code));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the site (or its saved state) changes
  }, [site, tree.data]);

  if (loading || (tree.loading && !tree.data)) return <Spin />;
  if (!site) return <Empty description="暂无站点" />;
  const titles = menuTitles(tree.data?.sections ?? []);
  const stored = site.varieties ?? all.map((v) => v.code);
  const removing = stored.filter((c) => !enabled.includes(c));
  const save = () =>
    send(
      site.id,
      all.map((v) => v.code).filter((c) => enabled.includes(c)),
    ).then((done) => done && reload());
  const saveButton = (
    <Button type="primary" loading={saving} onClick={removing.length ? undefined : () => void save()}>
      保存
    </Button>
  );
  return (
    <SettingsCard title="交易品种" picker={picker}>
      {holder}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="勾选本站点开展的交易品种。选择某个品种后，交易管理只显示该品种的项目，并显示它额外的菜单。" />
      <Table
        rowKey="code"
        pagination={false}
        dataSource={all}
        columns={[
          {
            title: '启用',
            width: 80,
            render: (_, v) => (
              <Checkbox
                aria-label={`启用${v.name}`}
                checked={enabled.includes(v.code)}
                onChange={(e) => setEnabled((cur) => (e.target.checked ? [...cur, v.code] : cur.filter((c) => c !== v.code)))}
              />
            ),
          },
          { title: '品种名称', dataIndex: 'name', width: 200 },
          { title: '品种代码', dataIndex: 'code', width: 160 },
          {
            title: '额外菜单',
            render: (_, v) => (v.menus.length ? v.menus.map((m) => <Tag key={m}>{titles.get(m) ?? m}</Tag>) : <span style={{ color: '#999' }}>无</span>),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        {removing.length ? (
          <Popconfirm title={`停用 ${removing.map((c) => all.find((v) => v.code === c)?.name ?? c).join('、')} 后，本站点不能再选择它们，确定保存吗？`} onConfirm={() => void save()}>
            {saveButton}
          </Popconfirm>
        ) : (
          saveButton
        )}
      </Space>
    </SettingsCard>
  );
}
