// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/web/request/client.ts';
import { mainProfile } from '../../../src/web/request/profiles.ts';
import { resetSessionEndForTests } from '../../../src/web/request/session-end.ts';
import { ApiError } from '../../../src/web/request/types.ts';
import { getCookie, setCookie } from '../../../src/web/persist/cookies.ts';
import { clearCookies, fakeAdapter, fakeBrowser, fakeFeedback } from './fakes.ts';

function setup(answer?: Parameters<typeof fakeAdapter>[0], pathname = '/home', search = '') {
  const { adapter, sent } = fakeAdapter(answer);
  const feedback = fakeFeedback();
  const browser = fakeBrowser(pathname, search);
  const client = createClient(mainProfile, { adapter, feedback, browser });
  return { client, sent, feedback, browser };
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  resetSessionEndForTests();
});
afterEach(() => clearCookies());

describe('main profile as data', () => {
  it('declares the spec constants', () => {
    expect(mainProfile.timeout).toBe(200000);
    expect(mainProfile.successCode).toBe('200');
    expect(mainProfile.defaultMode).toBe('form');
    expect(mainProfile.messageSeconds).toBe(5);
  });
});

describe('headers', () => {
  it('sends no identity headers without a session, but always X-Requested-With', async () => {
    const { client, sent } = setup();
    await client.get('/api/x');
    expect(sent[0]!.headers.token).toBeUndefined();
    expect(sent[0]!.headers.userId).toBeUndefined();
    expect(sent[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends userId and siteId from the cookies and never a token (the HttpOnly cookie carries it)', async () => {
    setCookie('Admin-Token', 'tok-1');
    setCookie('uid', '7');
    setCookie('siteId', '3');
    const { client, sent } = setup();
    await client.get('/api/x');
    expect(sent[0]!.headers).toMatchObject({ userId: '7', siteId: '3', 'X-Requested-With': 'XMLHttpRequest' });
    expect(sent[0]!.headers.token).toBeUndefined();
  });

  it("takes siteId from the current route's query over the cookie", async () => {
    setCookie('uid', '7');
    setCookie('siteId', '3');
    const { client, sent } = setup(undefined, '/home', '?siteId=9&x=1');
    await client.post('/api/x', {});
    expect(sent[0]!.headers.siteId).toBe('9');
  });
});

describe('bodies and params', () => {
  it('form-encodes POST bodies by default, null as "" and arrays as repeated keys', async () => {
    const { client, sent } = setup();
    await client.post('/api/x', { a: 1, b: null, c: [1, 2], d: undefined, e: '中文' });
    expect(sent[0]!.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(String(sent[0]!.data)).toBe('a=1&b=&c=1&c=2&e=%E4%B8%AD%E6%96%87');
  });

  it("sends JSON in 'json' mode and keeps null there", async () => {
    const { client, sent } = setup();
    await client.post('/api/records/x', { data: { a: null, n: 2 } }, 'json');
    expect(sent[0]!.headers['Content-Type']).toContain('application/json');
    expect(JSON.parse(String(sent[0]!.data))).toEqual({ data: { a: null, n: 2 } });
  });

  it("sends multipart in 'file' mode", async () => {
    const { client, sent } = setup();
    const file = new Blob(['hello'], { type: 'text/plain' });
    await client.post('/api/upload', { file, fileUrl: null }, 'file');
    const body = sent[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('fileUrl')).toBe('');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it('sends GET params with null as ""', async () => {
    const { client, sent } = setup();
    await client.get('/api/x', { type: 'a', v: null });
    expect(sent[0]!.params).toEqual({ type: 'a', v: '' });
    expect(sent[0]!.data).toBeUndefined();
  });

  it('sends PUT as JSON', async () => {
    const { client, sent } = setup();
    await client.put('/api/records/x/1', { data: {}, version: 2 });
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.headers['Content-Type']).toContain('application/json');
  });
});

describe('envelope', () => {
  it('resolves with data on code "200"', async () => {
    const { client } = setup(() => ({ code: '200', msg: '成功', data: { n: 1 } }));
    await expect(client.get('/api/x')).resolves.toEqual({ n: 1 });
  });

  it('rejects other codes with ApiError(code, msg, errors)', async () => {
    const errors = [{ field: 'phone', message: '请输入正确的联系电话' }];
    const { client, feedback } = setup(() => ({ code: '100002', msg: '联系电话有误', data: null, errors }));
    const err = await client.post('/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: '100002', message: '联系电话有误', errors });
    // a write's error is the caller's to show (e.g. under the field)
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('shows the server message for a failed lookup, for 5 seconds', async () => {
    const { client, feedback } = setup(() => ({ code: '100003', msg: '记录不存在', data: null }));
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.error).toHaveBeenCalledWith('记录不存在', 5);
  });

  it('does not show it when the caller asks for silence', async () => {
    const { client, feedback } = setup(() => ({ code: '100003', msg: '记录不存在', data: null }));
    await expect(client.get('/api/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('treats a number code 200 as success too (compared as a string)', async () => {
    const { client } = setup(() => ({ code: 200, msg: '', data: 5 }));
    await expect(client.get('/api/x')).resolves.toBe(5);
  });

  it('shows 未授权 for 100004', async () => {
    const { client, feedback } = setup(() => ({ code: '100004', msg: '未授权', data: null }));
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ code: '100004' });
    expect(feedback.error).toHaveBeenCalledWith('未授权', 5);
  });

  it('reports a transport failure as NETWORK and shows it', async () => {
    const feedback = fakeFeedback();
    const client = createClient(mainProfile, {
      adapter: async () => {
        throw new Error('socket hang up');
      },
      feedback,
      browser: fakeBrowser(),
    });
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ code: 'NETWORK' });
    expect(feedback.error).toHaveBeenCalledWith('后端接口连接异常', 5);
  });
});

describe('session expiry (100001, respCode 3)', () => {
  it('opens one expired modal for concurrent failures, then clears the session marker and menu and reloads', async () => {
    setCookie('uid', '7');
    localStorage.setItem('menuName', 'a,b');
    const { client, feedback, browser } = setup(() => ({ code: '100001', msg: '登录状态已过期，请重新登录', data: null }));
    const results = await Promise.allSettled([client.get('/api/a'), client.post('/api/b', {})]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(feedback.expired).toHaveBeenCalledTimes(1);
    // nothing is cleared until the user confirms
    expect(getCookie('uid')).toBe('7');
    feedback.expired.mock.calls[0]![0]();
    expect(getCookie('uid')).toBeUndefined();
    expect(localStorage.getItem('menuName')).toBeNull();
    expect(browser.reload).toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('leaves an ended session to a call that says so (logout): rejection, no dialog', async () => {
    const { client, feedback } = setup(() => ({ code: '100001', msg: '登录状态已过期，请重新登录', data: null }));
    await expect(client.post('/api/user/logout', {}, 'form', { silent: true, ignoreSessionEnd: true })).rejects.toMatchObject({ code: '100001' });
    expect(feedback.expired).not.toHaveBeenCalled();
  });

  it('treats respCode 3 the same way', async () => {
    const { client, feedback } = setup(() => ({ respCode: 3, msg: 'expired' }));
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.expired).toHaveBeenCalledTimes(1);
  });

  it('sends a held session (hold=1) to the content system login', async () => {
    setCookie('Admin-Token', 'tok-1');
    setCookie('hold', '1');
    setCookie('domain', 'https://cms.example.cn/login');
    const { client, feedback, browser } = setup(() => ({ code: '100001', msg: '', data: null }));
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(ApiError);
    feedback.expired.mock.calls[0]![0]();
    expect(browser.assign).toHaveBeenCalledWith('https://cms.example.cn/login');
    expect(getCookie('hold')).toBeUndefined();
    expect(browser.reload).not.toHaveBeenCalled();
  });
});

describe('one message per failure: what is asked again (request/retry.ts)', () => {
  /** A client whose transport fails as `fail(n)` says for request n (null: answered), without waiting between tries. */
  function flaky(fail: (n: number) => Error | null, answer: unknown = { code: '200', msg: '成功', data: [2026] }) {
    let n = 0;
    const waits: number[] = [];
    const feedback = fakeFeedback();
    const client = createClient(mainProfile, {
      adapter: async (config) => {
        const err = fail(n++);
        if (err) throw err;
        return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
      },
      feedback,
      browser: fakeBrowser(),
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    return { client, feedback, asked: () => n, waits };
  }
  const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { isAxiosError: true, code: 'ECONNREFUSED' });
  const timedOut = () => Object.assign(new Error('timeout of 200000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' });

  it('asks a lookup again after a network failure and shows nothing when a later try is answered', async () => {
    const { client, feedback, asked, waits } = flaky((n) => (n < 2 ? refused() : null));
    await expect(client.get('/api/homepageSummary/yearOptions')).resolves.toEqual([2026]);
    expect(asked()).toBe(3);
    expect(waits).toEqual([500, 1000]);
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('shows a lookup’s network failure once, after its last try', async () => {
    const { client, feedback, asked } = flaky(refused);
    await expect(client.get('/api/homepageSummary/yearOptions')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(asked()).toBe(1 + mainProfile.lookupRetries);
    expect(feedback.error.mock.calls).toEqual([['后端接口连接异常', 5]]);
  });

  it('never asks again what the server answered with an error envelope, 500 included, and shows its msg once', async () => {
    const { client, feedback, asked } = flaky(() => null, { code: '500', msg: '年份查询失败：数据库忙', data: null });
    await expect(client.get('/api/homepageSummary/yearOptions')).rejects.toMatchObject({ code: '500', message: '年份查询失败：数据库忙' });
    expect(asked()).toBe(1);
    expect(feedback.error.mock.calls).toEqual([['年份查询失败：数据库忙', 5]]);
  });

  it('asks a write once, and a timed-out lookup once (the timeout was waited for already)', async () => {
    const write = flaky(refused);
    await expect(write.client.post('/api/x', {})).rejects.toMatchObject({ code: 'NETWORK' });
    expect(write.asked()).toBe(1);
    expect(write.feedback.error).toHaveBeenCalledTimes(1);
    const slow = flaky(timedOut);
    await expect(slow.client.get('/api/x')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(slow.asked()).toBe(1);
    expect(slow.feedback.error.mock.calls).toEqual([['系统接口请求超时', 5]]);
  });

  it('keeps a silent lookup silent through its tries', async () => {
    const { client, feedback, asked } = flaky(refused);
    await expect(client.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(asked()).toBe(3);
    expect(feedback.error).not.toHaveBeenCalled();
  });
});
