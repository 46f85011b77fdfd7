// 站点管理 (custom component "system_sites", administrator only): the sites with name, domain, region,
// contact and status.
import { Button, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { SITE_TITLES, type SiteInput, type SystemSite } from '../../../shared/system/api.ts';
import type { RendererProps } from '../../engine/types.ts';
import { systemApi, useSites } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useSave } from './useSave.ts';

export default function SitesPage(_props: RendererProps) {
  const sites = useSites();
  const [editing, setEditing] = useState<{ site: SystemSite | null } | null>(null);
  const [form] = Form.useForm<SiteInput>();
  const open = (site: SystemSite | null) => {
    form.resetFields();
    form.setFieldsValue(site ? { name: site.name, domain: site.domain, contact: site.contact, phone: site.phone, enabled: site.enabled } : { enabled: true });
    setEditing({ site });
  };
  const { save, saving, holder } = useSave(async (site: SystemSite | null) => {
    const v = await form.validateFields();
    const input: SiteInput = { name: v.name ?? '', domain: v.domain ?? '', regionId: site?.regionId ?? null, contact: v.contact ?? '', phone: v.phone ?? '', enabled: v.enabled !== false };
    if (site) await systemApi.updateSite(site.id, input);
    else await systemApi.createSite(input);
    setEditing(null);
    sites.reload();
  }, '站点已保存');
  return (
    <SettingsCard title="站点管理" extra={<Button type="primary" onClick={() => open(null)}>新增站点</Button>}>
      {holder}
      <Table<SystemSite>
        rowKey="id"
        loading={sites.loading}
        dataSource={sites.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无站点' }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: SITE_TITLES.name, dataIndex: 'name', width: 280 },
          { title: SITE_TITLES.domain, dataIndex: 'domain', width: 220 },
          { title: SITE_TITLES.contact, dataIndex: 'contact', width: 120 },
          { title: SITE_TITLES.phone, dataIndex: 'phone', width: 160 },
          { title: '交易品种', render: (_, s) => (s.varieties === null ? '全部' : `${s.varieties.length} 个`), width: 100 },
          { title: '状态', width: 90, render: (_, s) => (s.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '操作', width: 90, render: (_, s) => <Button type="link" size="small" onClick={() => open(s)}>编辑</Button> },
        ]}
      />
      <Modal title={editing?.site ? '编辑站点' : '新增站点'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => void save(editing?.site ?? null)} confirmLoading={saving} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label={SITE_TITLES.name} rules={[{ required: true, message: `请输入${SITE_TITLES.name}` }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="domain" label={SITE_TITLES.domain}>
            <Input maxLength={100} placeholder="例如 pj.nccq.example.cn" />
          </Form.Item>
          <Form.Item name="contact" label={SITE_TITLES.contact}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label={SITE_TITLES.phone}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </SettingsCard>
  );
}
