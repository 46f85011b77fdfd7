// The login page: 用户名 / 密码 / 登录, Enter submits, the server's message shown on failure. It also
// takes single sign-on from the content system (?token=&userId=&domain=&hold=&siteName=).
// Plain React and CSS (global.css, "login"): the first visit downloads no antd, grid, form or chart code.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../stores/session.ts';
import { APP_TITLE } from './routes.ts';
import { useDocumentTitle } from './title.ts';

type Field = 'username' | 'password';
const REQUIRED: Record<Field, string> = { username: '请输入用户名', password: '请输入密码' };

function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : '登录失败，请稍后重试';
}

/** The fields' own problems: a blank name (spaces only count as blank) or an empty password. */
function missing(values: Record<Field, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (values.username.trim() === '') out.username = REQUIRED.username;
  if (values.password === '') out.password = REQUIRED.password;
  return out;
}

export default function LoginPage() {
  useDocumentTitle('登录');
  const id = useId();
  const [query] = useSearchParams();
  const login = useSession((s) => s.login);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reveal, setReveal] = useState(false);
  const ssoToken = query.get('token');
  const problems = missing(values);

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

  const submit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    setTouched({ username: true, password: true });
    if (Object.keys(problems).length > 0) return;
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

  const field = (name: Field, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => {
    const problem = touched[name] ? problems[name] : undefined;
    const inputId = `${id}-${name}`;
    return (
      <div className={problem ? 'login-field has-error' : 'login-field'}>
        <label htmlFor={inputId}>{label}</label>
        {input({ id: inputId, 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? `${inputId}-error` : undefined })}
        {problem && (
          <div id={`${inputId}-error`} className="login-field__error">
            {problem}
          </div>
        )}
      </div>
    );
  };

  const set = (name: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const v = e.target.value;
    setValues((old) => ({ ...old, [name]: v }));
    setTouched((old) => ({ ...old, [name]: true }));
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title">
          {APP_TITLE}
        </h1>
        <form onSubmit={(e) => void submit(e)} noValidate autoComplete="on" aria-busy={busy}>
          {field('username', '用户名', (p) => (
            <input {...p} className="login-input" name="username" autoFocus autoComplete="username" placeholder="请输入用户名" value={values.username} onChange={set('username')} disabled={busy} />
          ))}
          {field('password', '密码', (p) => (
            <div className="login-password">
              <input
                {...p}
                className="login-input"
                name="password"
                type={reveal ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="请输入密码"
                value={values.password}
                onChange={set('password')}
                disabled={busy}
              />
              <button type="button" className="login-password__toggle" aria-label={reveal ? '隐藏密码' : '显示密码'} aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
                {reveal ? '隐藏' : '显示'}
              </button>
            </div>
          ))}
          {error && (
            <div className="login-card__error" role="alert">
              {error}
            </div>
          )}
          <button type="submit" className="login-submit" disabled={busy}>
            {busy && <span className="login-submit__spinner" aria-hidden="true" />}
            {busy ? '登录中' : '登录'}
          </button>
        </form>
      </section>
    </main>
  );
}
