// x-default: a listing's 公告期 (listingDays) defaults to the writing site's 默认公告期 — in the form (the
// page bundle carries it as the field's default) and on the server (a create leaving it out gets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBundle, RecordRow } from '../../../src/shared/api.ts';
import { SYSTEM_API } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const settings = (listingDays: number | null) => ({ listingDays, auctionDelayMinutes: null, signature: '', seal: '' });

describe.each(backends())('site setting defaults on %s', (backend) => {
  let s: TestServer;
  let siteadmin: string;
  let op: string;
  let op2: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    siteadmin = await s.token('siteadmin');
    op = await s.token('operator');
    op2 = await s.token('operator2');
  });
  afterAll(async () => {
    await s?.close();
  });

  const formDefault = async (token: string) => (await s.get<PageBundle>('/api/meta/page/franchise_form', token)).data.entity?.properties.listingDays?.default;

  it('fills a left-out listingDays with the site value, keeps a sent one, and follows a settings change', async () => {
    expect((await s.put(SYSTEM_API.siteSettings(1), settings(25), siteadmin)).code).toBe('200');
    expect(await formDefault(op)).toBe('25');
    // Site 2 has no value: no default in its form, nothing filled on its records.
    expect(await formDefault(op2)).toBeUndefined();

    const left = await s.post<RecordRow>('/api/records/franchise', { data: franchiseData() }, op);
    expect(left.code).toBe('200');
    expect(left.data.data.listingDays).toBe('25');
    const sent = await s.post<RecordRow>('/api/records/franchise', { data: franchiseData({ listingDays: '7' }) }, op);
    expect(sent.data.data.listingDays).toBe('7');
    const other = await s.post<RecordRow>('/api/records/franchise', { data: franchiseData() }, op2);
    expect(other.code).toBe('200');
    expect(other.data.data.listingDays).toBeUndefined();

    expect((await s.put(SYSTEM_API.siteSettings(1), settings(12), siteadmin)).code).toBe('200');
    expect(await formDefault(op)).toBe('12');
    expect((await s.post<RecordRow>('/api/records/franchise', { data: franchiseData() }, op)).data.data.listingDays).toBe('12');
  });

  it('still refuses a bad value the client sends, naming the field', async () => {
    const r = await s.post('/api/records/franchise', { data: franchiseData({ listingDays: '-3' }) }, op);
    expect(r.code).toBe('100002');
    expect(r.errors).toContainEqual({ field: 'listingDays', message: '公告期（天）：请输入正整数' });
  });
});
