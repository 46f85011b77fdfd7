// Login throttling (per account and per address, growing waits, a temporary lock), equal work for
// unknown names, and the login audit. The throttle reads the server's injected clock: no test waits.
// Attempts are counted before the password is checked, so a burst of parallel attempts gets no more
// checks than the rules allow; the old password of 个人设置's change is limited the same way.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { buildApp } from '../../../src/server/app.ts';
import { openPostgres, type PostgresDb } from '../../../src/server/db/postgres.ts';
import { ACCOUNT_API } from '../../../src/shared/account.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, waitAfter } from '../../../src/server/auth/throttle.ts';
import { backends } from '../helpers/db.ts';
import { PASSWORDS as PASSWORDS_OF, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('login limits on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  const advance = (ms: number) => s.clock.advance(ms);
  afterAll(async () => {
    await s?.close();
  });
  const attempt = async (username: string, password: string, address = '10.1.0.1') =>
    (await s.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: address, payload: { username, password } })).json<{
      code: string;
      msg: string;
    }>();
  const audits = async (username: string) =>
    s.db.query<{ success: boolean; reason: string; address: string }>('SELECT success, reason, address FROM login_audit WHERE username = $1 ORDER BY id', [username]);

  it('waits grow after a few failures, then the account locks for 15 minutes, whatever the password', async () => {
    for (let i = 1; i <= ACCOUNT_POLICY.free; i++) expect(await attempt('operator', 'wrong')).toMatchObject({ code: '100007', msg: '用户名或密码错误' });
    // The next attempt must wait, even with the right password.
    expect(await attempt('operator', 'Operator@123')).toMatchObject({ code: '100007', msg: '登录失败次数过多，请 1 秒后再试' });
    let failures = ACCOUNT_POLICY.free;
    let previous = 0;
    while (failures < ACCOUNT_POLICY.lockAt) {
      const wait = waitAfter(ACCOUNT_POLICY, failures);
      expect(wait).toBeGreaterThan(previous);
      previous = wait;
      await advance(wait - 1);
      expect((await attempt('operator', 'wrong')).msg).toMatch(/^登录失败次数过多/);
      await advance(1);
      expect(await attempt('operator', 'wrong')).toMatchObject({ msg: '用户名或密码错误' });
      failures++;
    }
    expect(await attempt('operator', 'Operator@123')).toMatchObject({ code: '100007', msg: '登录失败次数过多，请 15 分钟后再试' });
    await advance(14 * 60_000);
    expect(await attempt('operator', 'Operator@123')).toMatchObject({ msg: '登录失败次数过多，请 1 分钟后再试' });
    await advance(60_000);
    expect(await attempt('operator', 'Operator@123')).toMatchObject({ code: '200' });
    // A success starts the count again.
    expect(await attempt('operator', 'wrong')).toMatchObject({ msg: '用户名或密码错误' });
    const rows = await audits('operator');
    expect(rows.filter((r) => r.success).map((r) => r.reason)).toEqual(['ok']);
    expect(rows.filter((r) => r.reason === 'bad_credentials').length).toBe(ACCOUNT_POLICY.lockAt + 1);
    expect(rows.filter((r) => r.reason === 'locked').length).toBeGreaterThan(ACCOUNT_POLICY.lockAt - ACCOUNT_POLICY.free);
    expect(rows.every((r) => r.address === '10.1.0.1')).toBe(true);
  });

  it('an unknown name is throttled exactly like a known one (no way to tell them apart)', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i <= ACCOUNT_POLICY.free; i++) {
      known.push((await attempt('auditor', 'wrong', '10.2.0.1')).msg);
      unknown.push((await attempt('nobody-here', 'wrong', '10.2.0.2')).msg);
    }
    expect(unknown).toEqual(known);
    expect(await audits('nobody-here')).toEqual(expect.arrayContaining([expect.objectContaining({ success: false, reason: 'bad_credentials' })]));
  });

  it('an unknown name costs the same password work as a wrong password', async () => {
    const time = async (username: string, address: string): Promise<number> => {
      const start = performance.now();
      await attempt(username, 'wrong', address);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const names = ['finance', 'operator2', 'auditor2', 'manager', 'admin'];
    for (const [i, name] of names.entries()) {
      known.push(await time(name, `10.3.0.${i}`));
      unknown.push(await time(`ghost${i}`, `10.3.1.${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy hash an unknown name answered ~30 times faster; scrypt dominates both now.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('one address failing on many names waits too', async () => {
    for (let i = 0; i < ADDRESS_POLICY.free; i++) expect((await attempt(`spray${i}`, 'x', '10.4.0.1')).msg).toBe('用户名或密码错误');
    expect((await attempt('finance', 'Finance@123', '10.4.0.1')).msg).toBe('登录失败次数过多，请 1 秒后再试');
    // Another address is not affected.
    expect((await attempt('finance', 'Finance@123', '10.4.0.2')).code).toBe('200');
  });

  it('right passwords are not counted: more logins than the address allows failures all pass', async () => {
    // Each attempt is counted before its check; a right password takes its count back.
    for (let i = 0; i <= ADDRESS_POLICY.free; i++) expect((await attempt('admin', PASSWORDS_OF.admin!, '10.7.0.1')).code).toBe('200');
    expect(await attempt('nobody-else', 'wrong', '10.7.0.1')).toMatchObject({ msg: '用户名或密码错误' });
  });

  type Answer = { code: string; msg: string };
  const reasons = async (username: string): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const r of await audits(username)) out[r.reason] = (out[r.reason] ?? 0) + 1;
    return out;
  };
  const refused = (a: Answer): boolean => a.msg.startsWith('登录失败次数过多');

  it('a burst of parallel wrong passwords gets only the allowed checks, and the right password in it is refused', async () => {
    const user = 'siteadmin';
    const address = '10.5.0.1';
    const right = PASSWORDS_OF[user]!;
    const burst = (n: number, rightAt: number | null) =>
      Promise.all(Array.from({ length: n }, (_, i) => attempt(user, i === rightAt ? right : 'wrong', address)));
    // 60 at once, the right password last: only the free attempts are checked, the rest are refused.
    const first = await burst(60, 59);
    expect(first.filter((a) => a.msg === '用户名或密码错误')).toHaveLength(ACCOUNT_POLICY.free);
    expect(first.filter(refused)).toHaveLength(60 - ACCOUNT_POLICY.free);
    expect(first[59]).toMatchObject({ code: '100007', msg: '登录失败次数过多，请 1 秒后再试' });
    expect(await reasons(user)).toEqual({ bad_credentials: ACCOUNT_POLICY.free, locked: 60 - ACCOUNT_POLICY.free });
    // Each time a wait has passed, a burst gets exactly one check in, until the lock.
    for (let failures = ACCOUNT_POLICY.free; failures < ACCOUNT_POLICY.lockAt; failures++) {
      await advance(waitAfter(ACCOUNT_POLICY, failures));
      const step = await burst(20, null);
      expect(step.filter((a) => a.msg === '用户名或密码错误')).toHaveLength(1);
      expect(step.filter(refused)).toHaveLength(19);
    }
    // Locked: the right password hidden in a burst is refused with the lock's wait, and never checked.
    const locked = await burst(40, 20);
    expect(new Set(locked.map((a) => a.msg))).toEqual(new Set(['登录失败次数过多，请 15 分钟后再试']));
    expect((await reasons(user)).bad_credentials).toBe(ACCOUNT_POLICY.lockAt);
    await advance(ACCOUNT_POLICY.lockMs);
    expect(await attempt(user, right, address)).toMatchObject({ code: '200' });
    expect((await reasons(user)).bad_credentials).toBe(ACCOUNT_POLICY.lockAt);
  });

  it('the old password of a password change is limited the same way, per user', async () => {
    const user = 'siteadmin2';
    const right = PASSWORDS_OF[user]!;
    const token = await s.login(user);
    const hash = async () => (await s.db.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE username = $1', [user]))[0]!.h;
    const before = await hash();
    const change = async (oldPassword: string) =>
      (
        await s.app.inject({
          method: 'POST',
          url: ACCOUNT_API.changePassword,
          headers: { token },
          payload: { oldPassword, newPassword: 'Fresh@2026x', confirmPassword: 'Fresh@2026x' },
        })
      ).json<Answer & { errors?: { field: string; message: string }[] }>();
    const burst = (n: number, rightAt: number | null) => Promise.all(Array.from({ length: n }, (_, i) => change(i === rightAt ? right : 'Wrong@1234')));
    const tooMany = (a: Answer): boolean => a.msg.startsWith('原密码错误次数过多');
    const first = await burst(60, 59);
    expect(first.filter((a) => a.msg === '原密码不正确')).toHaveLength(ACCOUNT_POLICY.free);
    expect(first.filter(tooMany)).toHaveLength(60 - ACCOUNT_POLICY.free);
    expect(first[59]).toMatchObject({ code: '100002', msg: '原密码错误次数过多，请 1 秒后再试', errors: [{ field: 'oldPassword' }] });
    expect(await hash()).toBe(before);
    for (let failures = ACCOUNT_POLICY.free; failures < ACCOUNT_POLICY.lockAt; failures++) {
      await advance(waitAfter(ACCOUNT_POLICY, failures));
      const step = await burst(20, null);
      expect(step.filter((a) => a.msg === '原密码不正确')).toHaveLength(1);
    }
    const locked = await burst(40, 0);
    expect(new Set(locked.map((a) => a.msg))).toEqual(new Set(['原密码错误次数过多，请 15 分钟后再试']));
    expect(await hash()).toBe(before);
    // Every check of a wrong old password is in the audit; the refusals too.
    expect(await reasons(user)).toMatchObject({ old_password_wrong: ACCOUNT_POLICY.lockAt });
    await advance(ACCOUNT_POLICY.lockMs);
    expect(await change(right)).toMatchObject({ code: '200', msg: '密码修改成功' });
    expect(await hash()).not.toBe(before);
  });
});

describe.runIf(backends().includes('postgres'))('login limits across two processes on PostgreSQL', () => {
  let s: TestServer;
  let secondDb: PostgresDb;
  let second: FastifyInstance;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    // A second "process": its own pool on the same database, the same clock.
    secondDb = await openPostgres(s.dbUrl!);
    second = await buildApp({ db: secondDb, registry: s.ctx.registry, config: s.config, clock: s.clock, plugins: SERVER_PLUGINS });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await s?.close();
  });

  it('a burst split over both gets no more checks than one process would', async () => {
    const user = 'auditor';
    const attempt = async (app: FastifyInstance, password: string) =>
      (await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.6.0.1', payload: { username: user, password } })).json<{ code: string; msg: string }>();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(i % 2 ? second : s.app, i === 59 ? PASSWORDS_OF[user]! : 'wrong')));
    expect(answers.filter((a) => a.msg === '用户名或密码错误')).toHaveLength(ACCOUNT_POLICY.free);
    expect(answers[59]!.msg).toBe('登录失败次数过多，请 1 秒后再试');
    const rows = await s.db.query<{ reason: string }>('SELECT reason FROM login_audit WHERE username = $1', [user]);
    expect(rows.filter((r) => r.reason === 'bad_credentials')).toHaveLength(ACCOUNT_POLICY.free);
  });
});
