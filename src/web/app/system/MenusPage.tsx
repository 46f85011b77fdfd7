// 菜单设置 (custom component "system_menus"): the menu tree of menus.json with the site's own switch,
// order and title per entry. The files stay the source of structure; the server refuses names they lack.
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { MenuItem } from '../../../shared/schema/types.ts';
import type { MenuSetting } from '../../../shared/site/config.ts';
import type { RendererProps } from '../../engine/types.ts';
import { systemApi, useMenuTree } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useSiteChoice } from './SiteChoice.tsx';
import { useSave } from './useSave.ts';

interface Row {
  key: string;
  title: string;
  order: number;
  children?: Row[];
}

const toRows = (items: MenuItem[]): Row[] =>
  items.map((m, i) => ({ key: m.name, title: m.title, order: i + 1, ...(m.children ? { children: toRows(m.children) } : {}) }));

/** Drops empty entries so only real overrides are stored. */
function compact(settings: Record<string, MenuSetting>): Record<string, MenuSetting> {
  const out: Record<string, MenuSetting> = {};
  for (const [k, s] of Object.entries(settings)) {
    const v: MenuSetting = {
      ...(s.enabled === false ? { enabled: false } : {}),
      ...(typeof s.sort === 'number' ? { sort: s.sort } : {}),
      ...(s.title?.trim() ? { title: s.title.trim() } : {}),
    };
    if (Object.keys(v).length) out[k] = v;
  }
  return out;
}

export default function MenusPage(_props: RendererProps) {
  const { site, picker, loading, reload } = useSiteChoice();
  const tree = useMenuTree();
  const [settings, setSettings] = useState<Record<string, MenuSetting>>({});
  const { save, saving, holder } = useSave(systemApi.saveMenus, '菜单设置已保存，用户下次打开页面时生效');
  useEffect(() => {
    if (site) setSettings(site.menuSettings);
  }, [site]);

  if (loading || (tree.loading && !tree.data)) return <Spin />;
  if (!site) return <Empty description="暂无站点" />;
  const set = (name: string, patch: MenuSetting) => setSettings((cur) => ({ ...cur, [name]: { ...cur[name], ...patch } }));
  const onSave = () => void save(site.id, compact(settings)).then((done) => done && reload());
  return (
    <SettingsCard title="菜单设置" picker={picker} onSave={onSave} saving={saving}>
      {holder}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="停用的菜单及其下级对本站点所有用户隐藏，服务器同时拒绝其页面的请求；排序按数字从小到大，名称留空则使用默认名称。" />
      <Table<Row>
        rowKey="key"
        size="small"
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        dataSource={toRows(tree.data?.sections ?? [])}
        columns={[
          { title: '菜单', dataIndex: 'title', width: 300, render: (t: string, r) => <span>{t}<span style={{ color: '#999', marginLeft: 8 }}>{r.key}</span></span> },
          {
            title: '启用',
            width: 90,
            render: (_, r) => <Switch aria-label={`启用${r.title}`} size="small" checked={settings[r.key]?.enabled !== false} onChange={(on) => set(r.key, { enabled: on })} />,
          },
          {
            title: '排序',
            width: 120,
            render: (_, r) => <InputNumber size="small" min={0} max={999} placeholder={String(r.order)} value={settings[r.key]?.sort ?? null} onChange={(v) => set(r.key, { sort: typeof v === 'number' ? v : undefined })} />,
          },
          {
            title: '本站点显示名称',
            render: (_, r) => <Input size="small" maxLength={20} placeholder={r.title} value={settings[r.key]?.title ?? ''} onChange={(e) => set(r.key, { title: e.target.value })} style={{ maxWidth: 240 }} />,
          },
        ]}
      />
    </SettingsCard>
  );
}
