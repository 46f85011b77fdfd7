// 工作流管理 → 审批链: a site's approval chains, each level's title, mode, approver roles and users and deadline,
// within what the declaration allows (the server checks the same bounds and saves a new version).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import type { ChainLevel } from '../../../shared/chain/types.ts';
import type { SiteChain } from '../../../shared/system/chains.ts';
import { displayText } from '../../../shared/display/index.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { roleTitle, systemApi, type MenuTree } from './api.ts';
import { useSave } from './useSave.ts';

function OneChain({ siteId, chain, tree, onSaved }: { siteId: number; chain: SiteChain; tree: MenuTree | undefined; onSaved: () => void }) {
  const [levels, setLevels] = useState<ChainLevel[]>(chain.levels);
  useEffect(() => setLevels(chain.levels), [chain]);
  const { save, saving, holder } = useSave(systemApi.saveChain, '审批链已保存，新提交的记录按新版本审批');
  const set = (i: number, patch: Partial<ChainLevel>) => setLevels((cur) => cur.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const last = chain.history[0];
  return (
    <Card
      size="small"
      data-testid={`chain-${chain.entity}-${chain.action}`}
      title={<Space>{`${chain.entityTitle} · ${chain.title}`}<Tag color={chain.version > 0 ? 'blue' : 'default'}>{chain.version > 0 ? `第 ${chain.version} 版` : '默认'}</Tag></Space>}
      extra={
        <Space>
          <Button disabled={levels.length >= chain.limits.maxLevels} onClick={() => setLevels((cur) => [...cur, { title: `第${cur.length + 1}级审批`, mode: 'any', roles: chain.limits.roles.slice(0, 1) }])}>增加一级</Button>
          <Button type="primary" loading={saving} onClick={() => void save(siteId, chain, levels).then((done) => done && onSaved())}>保存审批链</Button>
        </Space>
      }
    >
      {holder}
      <Table
        rowKey={(_, i) => String(i)}
        size="small"
        pagination={false}
        dataSource={levels}
        columns={[
          { title: '级', width: 40, render: (_, __, i) => i + 1 },
          { title: '名称', width: 180, render: (_, l, i) => <Input aria-label={`第${i + 1}级名称`} value={l.title} onChange={(e) => set(i, { title: e.target.value })} /> },
          {
            title: '方式', width: 110,
            render: (_, l, i) => <Select aria-label={`第${i + 1}级方式`} value={l.mode} style={{ width: 96 }} onChange={(mode) => set(i, { mode })} options={[{ value: 'any', label: '或签' }, { value: 'all', label: '会签' }]} />,
          },
          {
            title: '审批角色',
            render: (_, l, i) => (
              <Select mode="multiple" aria-label={`第${i + 1}级审批角色`} value={l.roles ?? []} style={{ minWidth: 140 }} onChange={(roles: string[]) => set(i, { roles })}
                options={chain.limits.roles.map((r) => ({ value: r, label: roleTitle(tree, r) }))} />
            ),
          },
          {
            title: '审批人（用户名）',
            render: (_, l, i) => (chain.limits.users
              ? <Select mode="tags" aria-label={`第${i + 1}级审批人`} value={l.users ?? []} style={{ minWidth: 160 }} onChange={(users: string[]) => set(i, { users })} open={false} />
              : <Typography.Text type="secondary">不可指定</Typography.Text>),
          },
          {
            title: '时限（小时）', width: 120,
            render: (_, l, i) => <InputNumber aria-label={`第${i + 1}级时限`} min={1} max={720} precision={0} value={l.deadlineHours ?? null} onChange={(v) => set(i, v === null ? { deadlineHours: undefined } : { deadlineHours: v })} />,
          },
          { title: '条件', width: 90, render: (_, l) => (l.when ? <Tag>有条件</Tag> : <Typography.Text type="secondary">无</Typography.Text>) },
          {
            title: '', width: 70,
            render: (_, __, i) => <Button type="link" danger disabled={levels.length <= chain.limits.minLevels} onClick={() => setLevels((cur) => cur.filter((_, j) => j !== i))}>删除</Button>,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        可设 {chain.limits.minLevels}–{chain.limits.maxLevels} 级；各级只由所列审批人办理（系统管理员不例外），同一人不能审批同一记录的两级；审批中的记录按其开始时的版本办完。
        {last ? ` 当前版本由 ${last.userName} 于 ${displayText('datetime', last.createdAt)} 保存。` : ''}
      </Typography.Paragraph>
    </Card>
  );
}

export function ChainEditor({ siteId, tree }: { siteId: number; tree: MenuTree | undefined }) {
  const chains = useApiQuery(queryKeys.system('chains', siteId), () => systemApi.chains(siteId));
  if (!chains.data) return null;
  if (chains.data.length === 0) return <Empty description="没有可由站点调整的审批链" />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {chains.data.map((c) => <OneChain key={`${c.entity}.${c.action}`} siteId={siteId} chain={c} tree={tree} onSaved={chains.reload} />)}
    </Space>
  );
}
