// 修改密码: old password, the new one twice, the shared strength rule. On success the server has ended
// the user's other sessions; this one stays, and the page lifts a due change (AccountSettingsPage).
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
// Not Input.Password: the build loads that one when first drawn (vite.config.ts, late imports).
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { ACCOUNT_API, checkPasswordChange, FIELD_TITLES, PASSWORD_RULE_TEXT, type PasswordChanged, type PasswordInput } from '../../../shared/account.ts';
import { http } from '../../request/http.ts';
import { sharedRule, showServerErrors } from './rules.ts';

// The card shows failures next to the fields itself; the request layer's toast would say it twice.
const changePassword = (p: PasswordInput) => http.post<PasswordChanged>(ACCOUNT_API.changePassword, { ...p }, 'form', { silent: true });

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

// Passwords are checked verbatim (no trimming): a space may be part of one.
const filled = (v: Partial<PasswordInput>): PasswordInput => ({
  oldPassword: v.oldPassword ?? '',
  newPassword: v.newPassword ?? '',
  confirmPassword: v.confirmPassword ?? '',
});

const rule = (field: (typeof FIELDS)[number]) => sharedRule<PasswordInput>(field, (v) => checkPasswordChange(filled(v)));

interface Props {
  /** A password change is due (the page says why): the old-password box takes the focus. */
  forced: boolean;
  onChanged(text: string): void;
}

export function PasswordCard({ forced, onChanged }: Props) {
  const [form] = Form.useForm<PasswordInput>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: PasswordInput) => {
    setBusy(true);
    setError(null);
    try {
      const r = await changePassword(filled(values));
      form.resetFields();
      onChanged(r.endedSessions > 0 ? `密码修改成功，其它 ${r.endedSessions} 处登录已退出` : '密码修改成功');
    } catch (err) {
      setError(showServerErrors(form, err, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="修改密码" className="account-card" id="change-password">
      <Form<PasswordInput> form={form} layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
        <Form.Item label={FIELD_TITLES.oldPassword} name="oldPassword" rules={[rule('oldPassword')]}>
          <Password autoComplete="current-password" placeholder="请输入原密码" autoFocus={forced} />
        </Form.Item>
        <Form.Item
          label={FIELD_TITLES.newPassword}
          name="newPassword"
          rules={[rule('newPassword')]}
          dependencies={['oldPassword']}
          extra={`密码${PASSWORD_RULE_TEXT}`}
        >
          <Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item label={FIELD_TITLES.confirmPassword} name="confirmPassword" rules={[rule('confirmPassword')]} dependencies={['newPassword']}>
          <Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" className="account-card__error" />}
        <Button type="primary" htmlType="submit" loading={busy}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
