// 站点参数 (custom component "system_site_settings"): the site's parameters, the signature and seal images
// used by print layouts, and its pay accounts (the account endpoint reads them).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import { useEffect, useState } from 'react';
import { ACCOUNT_TITLES, SETTING_TITLES, SYSTEM_API, type SiteAccountRow, type SiteSettings } from '../../../shared/system/api.ts';
import type { RendererProps } from '../../engine/types.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { SiteImagesCard } from './SiteImagesCard.tsx';
import { useSiteChoice } from './SiteChoice.tsx';
import { useSave } from './useSave.ts';
import { queryKeys } from '../../query/keys.ts';

interface Loaded {
  settings: SiteSettings;
  accounts: SiteAccountRow[];
}
type AccountInput = Omit<SiteAccountRow, 'id'>;

export default function SiteSettingsPage(_props: RendererProps) {
  const { site, picker, loading } = useSiteChoice();
  const id = site?.id ?? 0;
  const data = useApiQuery(queryKeys.system('settings', id), () => http.get<Loaded>(SYSTEM_API.siteSettings(id)), { enabled: id > 0 });
  const [form] = Form.useForm<SiteSettings>();
  const [accountForm] = Form.useForm<AccountInput>();
  const [editing, setEditing] = useState<{ account: SiteAccountRow | null } | null>(null);
  const settings = useSave(async () => {
    await http.put(SYSTEM_API.siteSettings(id), { ...(await form.validateFields()) });
    data.reload();
  }, '站点参数已保存');
  const account = useSave(async () => {
    const v = await accountForm.validateFields();
    if (editing?.account) await http.put(SYSTEM_API.siteAccount(id, editing.account.id), { ...v });
    else await http.post(SYSTEM_API.siteAccounts(id), { ...v }, 'json');
    setEditing(null);
    data.reload();
  }, '账户已保存');
  const removal = useSave(async (a: SiteAccountRow) => {
    await http.del(SYSTEM_API.siteAccount(id, a.id));
    data.reload();
  }, '账户已删除');
  useEffect(() => {
    if (data.data) form.setFieldsValue(data.data.settings);
  }, [data.data, form]);

  if (loading || (data.loading && !data.data)) return <Spin />;
  if (!site) return <Empty description="暂无站点" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {settings.holder}
      {account.holder}
      {removal.holder}
      <SettingsCard title="站点参数" picker={picker} onSave={() => void settings.save()} saving={settings.saving}>
        <Form form={form} layout="vertical">
          <Row gutter={24}>
            <Col span={6}>
              <Form.Item name="listingDays" label={SETTING_TITLES.listingDays}>
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} placeholder="例如 20" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="auctionDelayMinutes" label={SETTING_TITLES.auctionDelayMinutes} extra="最后几分钟内出价则顺延同样时长">
                <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} placeholder="例如 5" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </SettingsCard>
      <SiteImagesCard siteId={id} />
      <Card
        title="收款账户"
        extra={
          <Button
            onClick={() => {
              accountForm.resetFields();
              setEditing({ account: null });
            }}
          >
            新增账户
          </Button>
        }
      >
        <Table<SiteAccountRow>
          rowKey="id"
          pagination={false}
          dataSource={data.data?.accounts ?? []}
          locale={{ emptyText: '暂无账户' }}
          columns={[
            { title: ACCOUNT_TITLES.acountNumber, dataIndex: 'acountNumber', width: 260 },
            { title: ACCOUNT_TITLES.acountName, dataIndex: 'acountName' },
            { title: ACCOUNT_TITLES.bank, dataIndex: 'bank', width: 260 },
            {
              title: '操作',
              width: 140,
              render: (_, a) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      accountForm.setFieldsValue(a);
                      setEditing({ account: a });
                    }}
                  >
                    编辑
                  </Button>
                  <Popconfirm title="确定删除该账户吗？" onConfirm={() => void removal.save(a)}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal title={editing?.account ? '编辑账户' : '新增账户'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => void account.save()} confirmLoading={account.saving} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={accountForm} layout="vertical" preserve={false}>
          <Form.Item name="acountNumber" label={ACCOUNT_TITLES.acountNumber} rules={[{ required: true, message: `请输入${ACCOUNT_TITLES.acountNumber}` }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="acountName" label={ACCOUNT_TITLES.acountName} rules={[{ required: true, message: `请输入${ACCOUNT_TITLES.acountName}` }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="bank" label={ACCOUNT_TITLES.bank} rules={[{ required: true, message: `请输入${ACCOUNT_TITLES.bank}` }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
