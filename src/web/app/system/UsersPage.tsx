// 用户 (custom component "system_users"): the site's users; create, edit, lock/unlock, reset password.
// The server keeps the rules (own site only, no self-lockout, the last administrator stays).
import { ALL_SITES } from '../../../shared/site/allSites.ts';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Space from 'antd/es/space';
// Not Input.Password: the build loads that one when first drawn (vite.config.ts, late imports).
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { PASSWORD_RULE_TEXT } from '../../../shared/account.ts';
import { ADMIN_ROLE, isAdmin } from '../../../shared/permission.ts';
import { USER_TITLES, USER_TYPES, type SystemUser, type UserInput } from '../../../shared/system/api.ts';
import type { RendererProps } from '../../engine/types.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { useSession } from '../../stores/session.ts';
import { roleTitle, systemApi, useMenuTree } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useSiteChoice } from './SiteChoice.tsx';
import { useSave } from './useSave.ts';
import { queryKeys } from '../../query/keys.ts';

type Editing = { user: SystemUser | null } | null;

export default function UsersPage(_props: RendererProps) {
  const principal = useSession((s) => s.principal);
  const me = useSession((s) => s.info?.userId);
  const admin = principal ? isAdmin(principal) : false;
  const { sites } = useSiteChoice();
  const [siteFilter, setSiteFilter] = useState<number | null>(null);
  const users = useApiQuery(queryKeys.system('users', siteFilter), () => systemApi.users(siteFilter));
  const tree = useMenuTree();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<SystemUser | null>(null);
  const [form] = Form.useForm<UserInput>();
  const [pwForm] = Form.useForm<{ password: string }>();
  const roleOptions = (tree.data?.roles ?? []).filter((r) => admin || r.name !== ADMIN_ROLE).map((r) => ({ value: r.name, label: r.title }));

  const open = (user: SystemUser | null) => {
    form.resetFields();
    form.setFieldsValue(
      user
        ? { username: user.username, name: user.name, phone: user.phone, siteId: user.siteId, roles: user.roles, userType: user.userType }
        : { roles: [], siteId: sites[0]?.id ?? null, userType: 0 },
    );
    setEditing({ user });
  };
  const submission = useSave(
    async (user: SystemUser | null) => {
      const v = await form.validateFields();
      const input: UserInput = { username: v.username ?? '', name: v.name ?? '', phone: v.phone ?? '', siteId: v.siteId ?? null, roles: v.roles ?? [], userType: v.userType ?? 0, password: v.password };
      if (user) await systemApi.updateUser(user.id, input);
      else await systemApi.createUser(input);
      setEditing(null);
      users.reload();
    },
    (user) => (user ? '已保存' : '用户已创建，首次登录须修改密码'),
  );
  const locking = useSave(
    async (u: SystemUser, locked: boolean) => {
      await systemApi.lockUser(u.id, locked);
      users.reload();
    },
    (_u, locked) => (locked ? '账号已锁定' : '账号已解锁'),
  );
  const passwordReset = useSave(async (u: SystemUser) => {
    const v = await pwForm.validateFields();
    await systemApi.resetPassword(u.id, v.password);
    setResetting(null);
    // The row's 待改密码 tag shows at once.
    users.reload();
  }, '密码已重置，用户下次登录须修改密码');

  return (
    <SettingsCard
      title="用户"
      picker={
        admin ? (
          <Select
            aria-label="按站点筛选"
            allowClear
            placeholder={ALL_SITES}
            style={{ width: 260 }}
            value={siteFilter ?? undefined}
            options={sites.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(v?: number) => setSiteFilter(v ?? null)}
          />
        ) : undefined
      }
      extra={
        <Button type="primary" onClick={() => open(null)}>
          新增用户
        </Button>
      }
    >
      {submission.holder}
      {locking.holder}
      {passwordReset.holder}
      <Table<SystemUser>
        rowKey="id"
        size="middle"
        loading={users.loading}
        dataSource={users.data ?? []}
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 条` }}
        locale={{ emptyText: '暂无用户' }}
        columns={[
          { title: USER_TITLES.username, dataIndex: 'username', width: 140 },
          { title: USER_TITLES.name, dataIndex: 'name', width: 120 },
          { title: USER_TITLES.phone, dataIndex: 'phone', width: 140 },
          { title: USER_TITLES.siteId, dataIndex: 'siteName', width: 240 },
          { title: USER_TITLES.userType, width: 100, render: (_, u) => USER_TYPES.find((t) => t.value === u.userType)?.label ?? '' },
          { title: USER_TITLES.roles, render: (_, u) => u.roles.map((r) => <Tag key={r}>{roleTitle(tree.data, r)}</Tag>) },
          {
            title: '状态',
            width: 150,
            render: (_, u) => (
              <Space size={4}>
                {u.locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>}
                {u.mustChangePassword ? <Tag color="orange">待改密码</Tag> : null}
              </Space>
            ),
          },
          {
            title: '操作',
            width: 220,
            render: (_, u) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(u)}>
                  编辑
                </Button>
                {u.id === me ? null : u.locked ? (
                  <Button type="link" size="small" onClick={() => void locking.save(u, false)}>
                    解锁
                  </Button>
                ) : (
                  <Popconfirm title={`锁定后 ${u.name} 将立即退出且不能登录，确定锁定吗？`} onConfirm={() => void locking.save(u, true)}>
                    <Button type="link" size="small" danger>
                      锁定
                    </Button>
                  </Popconfirm>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    pwForm.resetFields();
                    setResetting(u);
                  }}
                >
                  重置密码
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal title={editing?.user ? '编辑用户' : '新增用户'} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => void submission.save(editing?.user ?? null)} confirmLoading={submission.saving} okText="保存" cancelText="取消" destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="username" label={USER_TITLES.username} rules={[{ required: true, message: `请输入${USER_TITLES.username}` }]}>
            <Input disabled={Boolean(editing?.user)} maxLength={30} />
          </Form.Item>
          <Form.Item name="name" label={USER_TITLES.name} rules={[{ required: true, message: `请输入${USER_TITLES.name}` }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label={USER_TITLES.phone}>
            <Input maxLength={11} />
          </Form.Item>
          {admin ? (
            <Form.Item name="siteId" label={USER_TITLES.siteId}>
              <Select allowClear placeholder="系统管理员不属于站点" options={sites.map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
          ) : null}
          <Form.Item name="roles" label={USER_TITLES.roles} rules={[{ required: true, message: `请选择${USER_TITLES.roles}` }]}>
            <Select mode="multiple" options={roleOptions} />
          </Form.Item>
          <Form.Item name="userType" label={USER_TITLES.userType}>
            <Select options={USER_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          {editing?.user ? null : (
            <Form.Item name="password" label={USER_TITLES.password} extra={PASSWORD_RULE_TEXT} rules={[{ required: true, message: `请输入${USER_TITLES.password}` }]}>
              <Password autoComplete="new-password" />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal title={`重置密码：${resetting?.name ?? ''}`} open={resetting !== null} onCancel={() => setResetting(null)} onOk={() => resetting && void passwordReset.save(resetting)} confirmLoading={passwordReset.saving} okText="重置" cancelText="取消" destroyOnHidden>
        <Form form={pwForm} layout="vertical" preserve={false}>
          <Form.Item name="password" label="新密码" extra={`${PASSWORD_RULE_TEXT}；用户下次登录须修改密码`} rules={[{ required: true, message: '请输入新密码' }]}>
            <Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </SettingsCard>
  );
}
