// 个人设置 API: profile update and password change, on every test backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, type PasswordChanged } from '../../src/shared/account.ts';
import type { UserInfo } from '../../src/shared/api.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

describe.each(backends())('account on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  const hashOf = async (username: string): Promise<string> =>
    (await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]))[0]!.password_hash;

  it('updates name, avatar and introduction (form-encoded, trimmed) and answers the new user info', async () => {
    const token = await s.login('finance');
    const res = await s.app.inject({
      method: 'POST',
      url: ACCOUNT_API.updateProfile,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '  王会计 ', avatar: 'https://img.example.com/a.png', introduction: '负责保证金\n与结算' }).toString(),
    });
    const r = res.json<{ code: string; msg: string; data: UserInfo }>();
    expect(r).toMatchObject({ code: '200', msg: '个人信息已保存', data: { name: '王会计', avatar: 'https://img.example.com/a.png', introduction: '负责保证金\n与结算', roles: ['finance'] } });
    const info = await s.get<UserInfo>('/api/user/info', token);
    expect(info.data).toMatchObject({ name: '王会计', avatar: 'https://img.example.com/a.png' });
  });

  it('accepts an uploaded file path as avatar and an empty avatar', async () => {
    const token = await s.token('operator2');
    expect((await s.post(ACCOUNT_API.updateProfile, { name: '赵经办', avatar: '/files/1/a.png', introduction: '' }, token)).code).toBe('200');
    expect((await s.post<UserInfo>(ACCOUNT_API.updateProfile, { name: '赵经办', avatar: '', introduction: '' }, token)).data.avatar).toBe('');
  });

  it('refuses a bad profile with 100002, field errors naming the field, and changes nothing', async () => {
    const token = await s.token('auditor2');
    const before = await s.get<UserInfo>('/api/user/info', token);
    const r = await s.post(ACCOUNT_API.updateProfile, { name: '   ', avatar: 'javascript:alert(1)', introduction: '长'.repeat(201) }, token);
    expect(r.code).toBe('100002');
    expect(r.msg).toBe('请输入姓名');
    expect(r.errors).toEqual([
      { field: 'name', message: '请输入姓名' },
      { field: 'avatar', message: '请输入正确的头像地址' },
      { field: 'introduction', message: '个人简介不能超过200个字符' },
    ]);
    expect((await s.post(ACCOUNT_API.updateProfile, { name: '名'.repeat(21) }, token)).msg).toBe('姓名不能超过20个字符');
    const after = await s.get<UserInfo>('/api/user/info', token);
    expect(after.data).toEqual(before.data);
  });

  it('needs a session', async () => {
    expect(await s.post(ACCOUNT_API.updateProfile, { name: 'x' })).toMatchObject({ code: '100001' });
    expect(await s.post(ACCOUNT_API.changePassword, { oldPassword: 'a', newPassword: 'b' })).toMatchObject({ code: '100001' });
  });

  it('refuses a weak, mismatched or unchanged new password before looking at the old one', async () => {
    const token = await s.token('auditor');
    const hash = await hashOf('auditor');
    const cases: [Record<string, string>, string, string][] = [
      [{ oldPassword: '', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'oldPassword', '请输入原密码'],
      [{ oldPassword: 'Auditor@123', newPassword: '', confirmPassword: '' }, 'newPassword', '请输入新密码'],
      [{ oldPassword: 'Auditor@123', newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'newPassword', '新密码至少8位，且须同时包含字母和数字'],
      [{ oldPassword: 'Auditor@123', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'newPassword', '新密码至少8位，且须同时包含字母和数字'],
      [{ oldPassword: 'Auditor@123', newPassword: '12345678', confirmPassword: '12345678' }, 'newPassword', '新密码至少8位，且须同时包含字母和数字'],
      [{ oldPassword: 'Auditor@123', newPassword: 'Auditor@123', confirmPassword: 'Auditor@123' }, 'newPassword', '新密码不能与原密码相同'],
      [{ oldPassword: 'Auditor@123', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'confirmPassword', '两次输入的新密码不一致'],
      [{ oldPassword: 'Auditor@123', newPassword: 'Abcdefg1' }, 'confirmPassword', '请再次输入新密码'],
    ];
    for (const [body, field, message] of cases) {
      const r = await s.post(ACCOUNT_API.changePassword, body, token);
      expect(r.code, JSON.stringify(body)).toBe('100002');
      expect(r.errors).toContainEqual({ field, message });
    }
    expect(await hashOf('auditor')).toBe(hash);
  });

  it('refuses a wrong old password with a clear message and changes nothing', async () => {
    const token = await s.login('operator');
    const other = await s.login('operator');
    const hash = await hashOf('operator');
    const r = await s.post(ACCOUNT_API.changePassword, { oldPassword: 'Wrong@123', newPassword: 'Newpass123', confirmPassword: 'Newpass123' }, token);
    expect(r).toMatchObject({ code: '100002', msg: '原密码不正确', errors: [{ field: 'oldPassword', message: '原密码不正确' }] });
    expect(await hashOf('operator')).toBe(hash);
    // Both sessions live on; the old password still logs in.
    expect((await s.get('/api/user/info', other)).code).toBe('200');
    expect((await s.get('/api/user/info', token)).code).toBe('200');
    await s.login('operator', 'Operator@123');
  });

  it('changes the password (form-encoded), ends the other sessions and keeps this one', async () => {
    // manager is the demo user with two roles; the shared PASSWORDS table predates it.
    const mine = await s.login('manager', 'Manager@123');
    const otherA = await s.login('manager', 'Manager@123');
    const otherB = await s.login('manager', 'Manager@123');
    const bystander = await s.login('auditor2');
    const res = await s.app.inject({
      method: 'POST',
      url: ACCOUNT_API.changePassword,
      headers: { token: mine, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ oldPassword: 'Manager@123', newPassword: 'Sun 2026 pass', confirmPassword: 'Sun 2026 pass' }).toString(),
    });
    expect(res.json()).toEqual({ code: '200', msg: '密码修改成功', data: { endedSessions: 2 } satisfies PasswordChanged });
    expect((await s.get('/api/user/info', mine)).code).toBe('200');
    expect(await s.get('/api/user/info', otherA)).toMatchObject({ code: '100001' });
    expect(await s.get('/api/user/info', otherB)).toMatchObject({ code: '100001' });
    expect((await s.get('/api/user/info', bystander)).code).toBe('200');
    // The new password logs in (scrypt, verbatim with its spaces); the old one no longer does.
    expect(await s.post('/api/user/login', { username: 'manager', password: 'Manager@123' })).toMatchObject({ code: '100007' });
    const again = await s.login('manager', 'Sun 2026 pass');
    expect(again).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashOf('manager')).toMatch(/^scrypt\$/);
    // The old password is now wrong for a second change.
    const r = await s.post(ACCOUNT_API.changePassword, { oldPassword: 'Manager@123', newPassword: 'Other1234', confirmPassword: 'Other1234' }, again);
    expect(r.msg).toBe('原密码不正确');
  });
});
