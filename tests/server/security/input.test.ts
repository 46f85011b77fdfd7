// Input hygiene: unsafe characters, bounded paging, dates and numbers as the database takes them, and
// every failure inside the envelope with a Chinese message (parser, 414 and 431 included).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_API } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count, franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

describe.each(backends())('input hygiene on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['a bell (C0 control)', 'a\u0007'],
    ['DEL', 'a\u007f'],
    ['a right-to-left override', '张三\u202E三张'],
    ['a direction isolate', '\u2066x\u2069'],
  ])('refuses %s in a text field with 100002 naming it, storing nothing', async (_what, bad) => {
    const before = await count(s, 'SELECT count(*)::int AS n FROM records');
    const r = await s.post('/api/records/franchise', { data: franchiseData({ transferorName: bad }) }, op);
    expect(r).toMatchObject({ code: '100002', msg: '出让方名称含有不允许的字符（控制字符或文字方向控制符）' });
    expect(r.errors).toEqual([{ field: 'transferorName', message: r.msg }]);
    // Flat (form-encoded) bodies and query strings too (UTF-8 cannot carry a lone surrogate: it arrives as U+FFFD).
    if (!/[\uD800-\uDFFF]/.test(bad)) {
      const flat = await s.app.inject({
        method: 'POST',
        url: '/api/records/franchise',
        headers: { token: op, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...(franchiseData() as Record<string, string>), projectName: bad }).toString(),
      });
      expect(flat.json()).toMatchObject({ code: '100002' });
      expect((await s.get('/api/records/franchise', op, { 'f.projectName.like': bad })).code).toBe('100002');
    }
    expect(await count(s, 'SELECT count(*)::int AS n FROM records')).toBe(before);
  });

  it('keeps tabs, line breaks, emoji and CJK', async () => {
    const r = await s.post('/api/records/franchise', { data: franchiseData({ remark: '第一行\n第二行\t😀 𠀀' }) }, op);
    expect(r.code).toBe('200');
  });

  it('bounds page and size', async () => {
    for (const page of ['99999999999999999999', '9223372036854775808', '1000001', '0', '-1', '1e3']) {
      const r = await s.get('/api/records/franchise', op, { page });
      expect(r.code, page).toBe('100002');
      expect(r.msg).toMatch(CHINESE);
    }
    const big = await s.get<{ size: number }>('/api/records/franchise', op, { size: '99999999999999999999' });
    expect(big).toMatchObject({ code: '200', data: { size: 200 } });
    expect((await s.get(COMMON_API.messages, op, { page: '99999999999999' })).code).toBe('100002');
    expect((await s.get(COMMON_API.monthOptions, op, { year: '99999999999' })).code).toBe('100002');
  });

  it('validates dates and numbers as PostgreSQL reads them', async () => {
    for (const v of ['0000-01-01', '+275760-09-13', '2024-02-30', 'Tue Jan 01 2024', '2024-01-01T25:00', '99999-01-01', '1e400']) {
      const r = await s.get('/api/records/franchise', op, { 'f.createdAt.gte': v });
      expect(r.code, v).toBe('100002');
    }
    for (const v of ['1'.repeat(200), '1e5', '0x10', 'NaN', 'Infinity']) {
      expect((await s.get('/api/records/franchise', op, { 'f.listingPrice.gte': v })).code, v).toBe('100002');
    }
    for (const startDate of ['0000-01-01', '10000-01-01', '2023-02-29']) {
      expect((await s.post('/api/records/franchise', { data: franchiseData({ startDate }) }, op)).code, startDate).toBe('100002');
    }
    expect((await s.post('/api/records/franchise', { data: franchiseData({ startDate: '2024-02-29' }) }, op)).code).toBe('200');
  });

  it('answers parser failures in the envelope, in Chinese', async () => {
    const cases: [string, string, string][] = [
      ['application/json', '{"data": ', '请求体不是有效的 JSON'],
      ['application/json', '', '请求体为空，应为 JSON'],
      ['text/xml', '<a/>', '不支持的请求格式（Content-Type）'],
      ['multipart/form-data', 'x', '请求格式不正确'],
    ];
    for (const [type, payload, msg] of cases) {
      const res = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { token: op, 'content-type': type }, payload });
      expect(res.json(), type).toMatchObject({ code: '100002' });
      expect(res.json<{ msg: string }>().msg, type).toContain(msg.slice(0, 6));
      expect(res.json<{ msg: string }>().msg).toMatch(CHINESE);
    }
    const tooLong = await s.app.inject({ method: 'GET', url: `/api/records/franchise?x=${'a'.repeat(9000)}`, headers: { token: op } });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ code: '100002', msg: '请求地址过长' });
  });

  it('answers an oversized header block (431) in the envelope too', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1');
      let out = '';
      socket.on('data', (b) => (out += b.toString()));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
      socket.write(`GET /api/user/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { code: string; msg: string };
    expect(body).toEqual({ code: '100002', msg: '请求头或请求地址过长', data: null });
  });
});
