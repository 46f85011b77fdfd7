// The login page: 用户名 / 密码 / 登录, Enter submits, the server's message shown on failure. It also
// takes single sign-on from the content system (?token=&userId=&domain=&hold=&siteName=).
// It imports antd's form pieces only: no grid, no rjsf, no shell.
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../stores/session.ts';
import { APP_TITLE } from './routes.ts';
import { useDocumentTitle } from './title.ts';

interface Credentials {
  username: string;
  password: string;
}

function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : '登录失败，请稍后重试';
}

export default function LoginPage() {
  useDocumentTitle('登录');
  const [query] = useSearchParams();
  const login = useSession((s) => s.login);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ssoToken = query.get('token');

  useEffect(() => {
    if (!ssoToken || ssoToken === useSession.getState().token) return;
    setBusy(true);
    useSession
      .getState()
      .enterWithToken({
        token: ssoToken,
        userId: query.get('userId'),
        domain: query.get('domain'),
        hold: query.get('hold'),
        siteName: query.get('siteName'),
      })
      .catch((err: unknown) => setError(messageOf(err)))
      .finally(() => setBusy(false));
    // The query is read once per token: re-running on other query changes would log in twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [ssoToken]);

  const submit = async (values: Credentials): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      // On success the guard moves on to ?redirect= (or /).
      await login(values.username, values.password);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title">
          {APP_TITLE}
        </h1>
        <Form<Credentials> layout="vertical" onFinish={submit} autoComplete="on" requiredMark={false} disabled={busy}>
          <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
            <Input autoFocus autoComplete="username" placeholder="请输入用户名" size="large" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" placeholder="请输入密码" size="large" />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} className="login-card__error" role="alert" />}
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}
