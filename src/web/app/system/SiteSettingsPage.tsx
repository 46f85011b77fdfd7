// 站点参数 (custom component "system_site_settings"): the site's parameters, the signature and seal images
// used by print layouts, and its pay accounts (the account endpoint reads them).
import { Button, Card, Col, Empty, Form, Image, Input, InputNumber, message, Modal, Popconfirm, Row, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { ACCOUNT_TITLES, SETTING_TITLES, SYSTEM_API, type SiteAccountRow, type SiteSettings } from '../../../shared/system/api.ts';
import type { RendererProps } from '../../engine/types.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';
import { useSiteChoice } from './SiteChoice.tsx';

interface Loaded {
  settings: SiteSettings;
  accounts: SiteAccountRow[];
}
type AccountInput = Omit<SiteAccountRow, 'id'>;

export default function SiteSettingsPage(_props: RendererProps) {
  const { site, picker, loading } = useSiteChoice();
  const id = site?.id ?? 0;
  const data = useApiQuery(['system', 'settings', id], () => http.get<Loaded>(SYSTEM_API.siteSettings(id)), { enabled: id > 0 });
  const [form] = Form.useForm<SiteSettings>();
  const [accountForm] = Form.useForm<AccountInput>();
  const [editing, setEditing] = useState<{ account: SiteAccountRow | null } | null>(null);
  const [api, holder] = message.useMessage();
  useEffect(() => {
    if (data.data) form.setFieldsValue(data.data.settings);
  }, [data.data, form]);
  const signature = Form.useWatch('signature', form);
  const seal = Form.useWatch('seal', form);

  if (loading || (data.loading && !data.data)) return <Spin />;
  if (!site) return <Empty description="暂无站点" />;
  const save = async () => {
    const v = await form.validateFields();
    await http.put(SYSTEM_API.siteSettings(id), { ...v });
    void api.success('站点参数已保存');
    data.reload();
  };
  const saveAccount = async () => {
    const v = await accountForm.validateFields();
    if (editing?.account) await http.put(SYSTEM_API.siteAccount(id, editing.account.id), { ...v });
    else await http.post(SYSTEM_API.siteAccounts(id), { ...v }, 'json');
    void api.success('账户已保存');
    setEditing(null);
    data.reload();
  };
  const remove = async (a: SiteAccountRow) => {
    await http.del(SYSTEM_API.siteAccount(id, a.id));
    void api.success('账户已删除');
    data.reload();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {holder}
      <Card title="站点参数" extra={<Space>{picker}<Button type="primary" onClick={() => void save().catch(() => undefined)}>保存</Button></Space>}>
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
            <Col span={6}>
              <Form.Item name="signature" label={SETTING_TITLES.signature} extra="打印合同、鉴证书时使用">
                <Input placeholder="https://… 或 /api/files/…" />
              </Form.Item>
              {signature ? <Image src={signature} height={64} alt="签章" /> : null}
            </Col>
            <Col span={6}>
              <Form.Item name="seal" label={SETTING_TITLES.seal} extra="打印合同、鉴证书时使用">
                <Input placeholder="https://… 或 /api/files/…" />
              </Form.Item>
              {seal ? <Image src={seal} height={64} alt="公章" /> : null}
            </Col>
          </Row>
        </Form>
      </Card>
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
                  <Popconfirm title="确定删除该账户吗？" onConfirm={() => void remove(a).catch(() => undefined)}>
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
      <Modal title={editing?.account ? '编辑账户' : '新增账户'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => void saveAccount().catch(() => undefined)} okText="保存" cancelText="取消" destroyOnHidden>
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
