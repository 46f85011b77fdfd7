// Login throttling (per account and per address, growing waits, a temporary lock), equal work for
// unknown names, and the login audit. The throttle reads the server's injected clock: no test waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, waitAfter } from '../../../src/server/auth/throttle.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

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
});
