// 基本资料: name, avatar address and introduction, checked by the shared rule, saved to the server;
// the session then reloads so the top bar shows the new name at once.
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { ACCOUNT_API, checkProfile, FIELD_TITLES, INTRODUCTION_MAX, type ProfileInput } from '../../../shared/account.ts';
import type { UserInfo } from '../../../shared/api.ts';
import { roleTitle } from '../../../shared/names.ts';
import { http } from '../../request/http.ts';
import { useSession } from '../../stores/session.ts';
import { sharedRule, showServerErrors } from './rules.ts';

// The card shows failures next to the fields itself; the request layer's toast would say it twice.
const saveProfile = (p: ProfileInput) => http.post<UserInfo>(ACCOUNT_API.updateProfile, { ...p }, 'form', { silent: true });

// Name and avatar have no maxLength: the shared rule's message says what is too long instead of the
// input silently cutting it off.
const FIELDS = ['name', 'avatar', 'introduction'] as const;

/** What is sent and checked: name and avatar trimmed, as the server reads them. */
function normalised(v: Partial<ProfileInput>): ProfileInput {
  return { name: (v.name ?? '').trim(), avatar: (v.avatar ?? '').trim(), introduction: (v.introduction ?? '').trim() };
}

const rule = (field: (typeof FIELDS)[number]) => sharedRule<ProfileInput>(field, (v) => checkProfile(normalised(v)));

export function ProfileCard({ info, onSaved }: { info: UserInfo; onSaved(text: string): void }) {
  const [form] = Form.useForm<ProfileInput>();
  const avatar = Form.useWatch('avatar', form) ?? info.avatar;
  const [busy, setBusy] = useState(false);
  const menus = useSession((s) => s.meta?.menus);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: ProfileInput) => {
    setBusy(true);
    setError(null);
    try {
      await saveProfile(normalised(values));
      await useSession.getState().load();
      onSaved('个人信息已保存');
    } catch (err) {
      setError(showServerErrors(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="基本资料" className="account-card">
      <div className="account-card__who">
        <Avatar size={56} src={avatar.trim() || undefined} icon={<UserOutlined />} alt={`${info.name}的头像`} />
        <div>
          <div className="account-card__username">{info.username}</div>
          <div className="account-card__site">
            {info.siteName} · 当前角色：{roleTitle(menus, info.roles[0] ?? '')}
          </div>
        </div>
      </div>
      <Form<ProfileInput>
        form={form}
        layout="vertical"
        initialValues={{ name: info.name, avatar: info.avatar, introduction: info.introduction }}
        onFinish={submit}
        disabled={busy}
        requiredMark={false}
      >
        <Form.Item label={FIELD_TITLES.name} name="name" rules={[rule('name')]}>
          <Input autoComplete="name" placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item label={FIELD_TITLES.avatar} name="avatar" rules={[rule('avatar')]} extra="以 http(s):// 开头的图片地址，或上传文件后得到的地址">
          <Input placeholder="请输入头像地址" inputMode="url" />
        </Form.Item>
        <Form.Item label={FIELD_TITLES.introduction} name="introduction" rules={[rule('introduction')]}>
          <Input.TextArea rows={3} showCount maxLength={INTRODUCTION_MAX} placeholder="请输入个人简介" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" className="account-card__error" />}
        <Button type="primary" htmlType="submit" loading={busy}>
          保存资料
        </Button>
      </Form>
    </Card>
  );
}
