// The list floor: the franchise list's columns in an antd Table, paged and sorted by the server.
import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { api } from './api.ts';

interface Row {
  id: number;
  status: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

const STATES: Record<string, [string, string]> = {
  draft: ['草稿', 'default'],
  pending: ['待审核', 'processing'],
  listed: ['已挂牌', 'success'],
  trading: ['交易中', 'blue'],
  traded: ['已成交', 'green'],
  withdrawn: ['已撤牌', 'warning'],
};

const money = (v: unknown) => (typeof v === 'string' && v ? Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2 }) : '');
const time = (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false });

const columns: ColumnsType<Row> = [
  { title: '项目名称', width: 220, fixed: 'left', render: (_, r) => String(r.data.projectName ?? '') },
  { title: '出让方名称', width: 140, render: (_, r) => String(r.data.transferorName ?? '') },
  { title: '流转方式', width: 100, render: (_, r) => String(r.data.transferMethod ?? '') },
  { title: '挂牌价（元）', width: 140, align: 'right', render: (_, r) => money(r.data.listingPrice) },
  { title: '联系电话', width: 140, render: (_, r) => String(r.data.contactPhone ?? '') },
  { title: '状态', width: 100, render: (_, r) => (r.status ? <Tag color={STATES[r.status]?.[1]}>{STATES[r.status]?.[0]}</Tag> : null) },
  { title: '创建时间', width: 170, render: (_, r) => time(r.createdAt) },
  {
    title: '操作',
    width: 160,
    fixed: 'right',
    render: (_, r) => (
      <Space size={4}>
        <Button type="link" size="small">查看</Button>
        {r.status === 'draft' ? <Button type="link" size="small">编辑</Button> : null}
      </Space>
    ),
  },
];

export function FloorList() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [data, setData] = useState<{ list: Row[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    void api<{ list: Row[]; total: number }>(`/api/records/franchise?page=${page}&size=${size}&sort=-createdAt`).then((d) => {
      setData(d);
      setLoading(false);
    });
  }, [page, size]);
  return (
    <Card title="出让/出租项目">
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.list}
        loading={loading}
        scroll={{ x: 1200 }}
        pagination={{
          current: page,
          pageSize: size,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p, s) => {
            setPage(s !== size ? 1 : p);
            setSize(s);
          },
        }}
      />
    </Card>
  );
}
