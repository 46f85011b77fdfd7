// The form floor: the franchise form's 21 fields as a plain antd Form, validated while typing, posted as JSON.
import { App, Button, Card, DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { isContactPhone } from '../../src/shared/formats/phone.ts';
import { api } from './api.ts';

const opts = (values: string[], names = values) => values.map((v, i) => ({ value: v, label: names[i] }));
const req = (title: string): Rule => ({ required: true, message: `请输入${title}` });
const decimal: Rule = { pattern: /^\d+(\.\d{1,2})?$/, message: '请输入正确的金额' };
const posInt: Rule = { pattern: /^[1-9]\d*$/, message: '请输入正整数' };

function Fields() {
  return (
    <>
      <Form.Item name="projectName" label="项目名称" rules={[req('项目名称'), { max: 100 }]}><Input /></Form.Item>
      <Form.Item name="transferorType" label="出让方类型" rules={[req('出让方类型')]}>
        <Radio.Group options={opts(['person', 'org'], ['个人', '组织'])} />
      </Form.Item>
      <Form.Item name="transferorName" label="出让方名称" rules={[req('出让方名称'), { max: 100 }]}><Input /></Form.Item>
      <Form.Item name="idCardNo" label="身份证号码" rules={[{ pattern: /^\d{17}[\dX]$/, message: '请输入正确的身份证号码' }]}><Input /></Form.Item>
      <Form.Item name="creditCode" label="统一社会信用代码" rules={[{ pattern: /^[0-9A-HJ-NPQRTUWXY]{18}$/, message: '请输入正确的统一社会信用代码' }]}><Input /></Form.Item>
      <Form.Item name="contactPerson" label="联系人" rules={[{ max: 50 }]}><Input /></Form.Item>
      <Form.Item
        name="contactPhone"
        label="联系电话"
        rules={[req('联系电话'), { validator: async (_, v: string | undefined) => { if (v && !isContactPhone(v)) throw new Error('请输入正确的联系电话'); } }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="county" label="所属区（县）"><Select options={opts(['510104', '510129', '510131', '510183'], ['锦江区', '大邑县', '蒲江县', '邛崃市'])} /></Form.Item>
      <Form.Item name="location" label="坐落位置" rules={[{ max: 200 }]}><Input /></Form.Item>
      <Form.Item name="area" label="面积" rules={[{ pattern: /^\d+(\.\d{1,4})?$/, message: '请输入正确的面积' }]}><Input /></Form.Item>
      <Form.Item name="areaUnit" label="面积单位" initialValue="亩"><Select options={opts(['亩', '平方米'])} /></Form.Item>
      <Form.Item name="transferMethod" label="流转方式" rules={[req('流转方式')]}><Select options={opts(['出让', '出租', '转包', '入股'])} /></Form.Item>
      <Form.Item name="termYears" label="流转期限（年）" rules={[posInt]}><Input /></Form.Item>
      <Form.Item name="startDate" label="起始日期"><DatePicker /></Form.Item>
      <Form.Item name="endDate" label="截止日期"><DatePicker /></Form.Item>
      <Form.Item name="listingPrice" label="挂牌价（元）" rules={[req('挂牌价（元）'), decimal]}><Input /></Form.Item>
      <Form.Item name="earnestMoney" label="保证金（元）" rules={[decimal]}><Input /></Form.Item>
      <Form.Item name="paymentMethod" label="付款方式"><Select options={opts(['一次性付款', '分期付款', '按年付款'])} /></Form.Item>
      <Form.Item name="listingDays" label="公告期（天）" rules={[posInt]}><Input /></Form.Item>
      <Form.Item name="conditions" label="受让方条件" rules={[{ max: 1000 }]}><Input.TextArea /></Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 500 }]}><Input.TextArea /></Form.Item>
    </>
  );
}

function Page() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const submit = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, v && typeof v === 'object' && 'format' in v ? (v as Dayjs).format('YYYY-MM-DD') : v]),
    );
    await api('/api/records/franchise', { method: 'POST', body: JSON.stringify({ data }) });
    void message.success('保存成功');
  };
  return (
    <Card title="出让/出租项目编辑">
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} onFinish={submit} style={{ maxWidth: 900 }}>
        <Fields />
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" htmlType="submit">保存</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export function FloorForm() {
  return (
    <App>
      <Page />
    </App>
  );
}
