// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/web/request/client.ts';
import { fixedInfoProfile, mainProfile, secondaryProfile } from '../../../src/web/request/profiles.ts';
import { onPasswordDue } from '../../../src/web/request/password-due.ts';
import { resetSessionEndForTests } from '../../../src/web/request/session-end.ts';
import { adoptVariety, resetVarietyAlertForTests } from '../../../src/web/request/variety.ts';
import { getCookie, setCookie } from '../../../src/web/persist/cookies.ts';
import { clearCookies, fakeAdapter, fakeBrowser, fakeFeedback } from './fakes.ts';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  resetSessionEndForTests();
  adoptVariety(null);
  resetVarietyAlertForTests();
});

describe('secondary profile (VEA request.js)', () => {
  it('declares /prod-api, 5000 ms, code 20000', () => {
    expect(secondaryProfile).toMatchObject({ baseURL: '/prod-api', timeout: 5000, successCode: '20000' });
  });

  it('sends X-Token and resolves with the whole body', async () => {
    setCookie('Admin-Token', 'tok');
    const { adapter, sent } = fakeAdapter(() => ({ code: 20000, data: { token: 'x' } }));
    const client = createClient(secondaryProfile, { adapter, feedback: fakeFeedback(), browser: fakeBrowser() });
    await expect(client.post('/user/login', { username: 'a' })).resolves.toEqual({ code: 20000, data: { token: 'x' } });
    expect(sent[0]!.headers['X-Token']).toBe('tok');
    expect(sent[0]!.headers.token).toBeUndefined();
  });

  it('shows the message (or Error) for any other code, also for writes', async () => {
    const feedback = fakeFeedback();
    const { adapter } = fakeAdapter(() => ({ code: 60204 }));
    const client = createClient(secondaryProfile, { adapter, feedback, browser: fakeBrowser() });
    await expect(client.post('/user/login', {})).rejects.toMatchObject({ code: '60204', message: 'Error' });
    expect(feedback.error).toHaveBeenCalledWith('Error', 5);
  });

  it.each(['50008', '50012', '50014'])('code %s opens the confirm-logout dialog; re-login resets the token and reloads', async (code) => {
    setCookie('Admin-Token', 'tok');
    const feedback = fakeFeedback();
    const browser = fakeBrowser();
    const { adapter } = fakeAdapter(() => ({ code: Number(code), message: '非法令牌' }));
    const client = createClient(secondaryProfile, { adapter, feedback, browser });
    await expect(client.get('/user/info')).rejects.toMatchObject({ code, message: '非法令牌' });
    expect(feedback.confirmLogout).toHaveBeenCalledTimes(1);
    expect(feedback.error).toHaveBeenCalledWith('非法令牌', 5);
    feedback.confirmLogout.mock.calls[0]![0]();
    expect(getCookie('Admin-Token')).toBeUndefined();
    expect(browser.reload).toHaveBeenCalled();
  });

  it('the fixed-info variant answers user info without a server call: one role, lafite', async () => {
    const { adapter, sent } = fakeAdapter();
    const client = createClient(fixedInfoProfile, { adapter, feedback: fakeFeedback(), browser: fakeBrowser() });
    const body = await client.get<{ code: number; data: { roles: string[] } }>('/user/info');
    expect(body.code).toBe(20000);
    expect(body.data.roles).toEqual(['lafite']);
    expect(sent).toHaveLength(0);
  });
});

describe('trading variety under transaction_management', () => {
  const onPage = '/transaction_management/release/franchise';

  it('adds transferVariety to GET params and POST bodies', async () => {
    localStorage.setItem('transferVariety', 'LQ');
    adoptVariety('LQ');
    const { adapter, sent } = fakeAdapter();
    const client = createClient(mainProfile, { adapter, feedback: fakeFeedback(), browser: fakeBrowser(onPage) });
    await client.get('/api/records/franchise', { page: 1 });
    await client.post('/api/x', { a: 1 });
    expect(sent[0]!.params).toEqual({ page: 1, transferVariety: 'LQ' });
    expect(String(sent[1]!.data)).toBe('a=1&transferVariety=LQ');
  });

  it('leaves requests from other sections alone', async () => {
    localStorage.setItem('transferVariety', 'LQ');
    adoptVariety('LQ');
    const { adapter, sent } = fakeAdapter();
    const client = createClient(mainProfile, { adapter, feedback: fakeFeedback(), browser: fakeBrowser('/home') });
    await client.get('/api/x', { page: 1 });
    expect(sent[0]!.params).toEqual({ page: 1 });
  });

  it('refuses requests when another tab chose a different variety, with the refresh alert', async () => {
    adoptVariety('LQ');
    localStorage.setItem('transferVariety', 'GQ');
    const feedback = fakeFeedback();
    const browser = fakeBrowser(onPage);
    const { adapter, sent } = fakeAdapter();
    const client = createClient(mainProfile, { adapter, feedback, browser });
    await expect(client.get('/api/records/franchise')).rejects.toMatchObject({
      code: '100008',
      message: '交易品种不匹配，请刷新后重试',
    });
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ code: '100008' });
    expect(sent).toHaveLength(0);
    expect(feedback.varietyMismatch).toHaveBeenCalledTimes(1);
    feedback.varietyMismatch.mock.calls[0]![0]();
    expect(browser.reload).toHaveBeenCalled();
  });

  it('exempts unread and message calls', async () => {
    adoptVariety('LQ');
    localStorage.setItem('transferVariety', 'GQ');
    const { adapter, sent } = fakeAdapter(() => ({ code: '200', data: [0, 0, 0] }));
    const client = createClient(mainProfile, { adapter, feedback: fakeFeedback(), browser: fakeBrowser(onPage) });
    await expect(client.get('/unread/1')).resolves.toEqual([0, 0, 0]);
    await expect(client.get('/api/messages', { type: 1 })).resolves.toEqual([0, 0, 0]);
    expect(sent).toHaveLength(2);
  });
});

describe('a password change is due (100009)', () => {
  it('announces it to the session, shows no message of its own, and rejects with the server\'s words', async () => {
    const feedback = fakeFeedback();
    const browser = fakeBrowser('/home');
    const heard: number[] = [];
    const off = onPasswordDue(() => heard.push(1));
    try {
      const msg = '管理员已重置或设置了您的密码，请先在个人设置中修改密码';
      const { adapter } = fakeAdapter(() => ({ code: '100009', msg, data: null }));
      const client = createClient(mainProfile, { adapter, feedback, browser });
      await expect(client.get('/api/records/franchise')).rejects.toMatchObject({ code: '100009', message: msg });
      await expect(client.post('/api/records/franchise/1/transition', { action: 'approve' })).rejects.toMatchObject({ code: '100009' });
      expect(heard).toHaveLength(2);
      expect(feedback.error).not.toHaveBeenCalled();
      expect(feedback.expired).not.toHaveBeenCalled();
      expect(browser.reload).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });
});
