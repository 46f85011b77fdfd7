// Site settings used by pages: the printing site's seal on a contract (the site's administrator uploads a
// seal, drawn here on a canvas; the site's operator's print sheet shows it where the template places
// {{siteSeal}}), and the listing form's 公告期 prefilled with the site's 默认公告期 (x-default).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ListResult } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import { SITE_IMAGE_API } from '../../src/shared/system/images.ts';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';
import { apiLogin, enterWithSession } from './shell-helpers.ts';

let server: RunningServer;
let browser: Browser;
const SHOTS = 'test-results/site-settings';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('site settings in pages', () => {
  it('prints the printing site’s seal on a contract', async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    // A red round seal, drawn by the browser itself.
    const png = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = c.height = 240;
      const g = c.getContext('2d')!;
      g.strokeStyle = g.fillStyle = '#d4111b';
      g.lineWidth = 8;
      g.beginPath();
      g.arc(120, 120, 110, 0, Math.PI * 2);
      g.stroke();
      g.font = 'bold 64px sans-serif';
      g.textAlign = 'center';
      g.fillText('★', 120, 140);
      g.font = 'bold 24px sans-serif';
      g.fillText('交易服务中心', 120, 200);
      return c.toDataURL('image/png').split(',')[1]!;
    });
    const admin = await apiLogin(server.url, 'siteadmin', 'Siteadmin@123');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), 'seal.png');
    const up = (await (await fetch(`${server.url}${SITE_IMAGE_API.upload(1, 'seal')}`, { method: 'POST', headers: { token: admin.token }, body: form })).json()) as ApiEnvelope<{ url: string }>;
    expect(up.code).toBe('200');

    const op = await apiLogin(server.url, 'operator', 'Operator@123');
    const contracts = (await (await fetch(`${server.url}/api/records/contract?size=50`, { headers: { token: op.token } })).json()) as ApiEnvelope<ListResult>;
    const contract = contracts.data.list.find((c) => c.siteId === 1)!;
    await enterWithSession(context, page, server.url, op, `/transaction_management/transaction/contract_print?id=${contract.id}`);
    const seal = page.locator('.print-doc img.tpl-siteSeal');
    await seal.waitFor({ timeout: 30_000 });
    await expect.poll(() => seal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBe(240);
    await seal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/contract-print.png` });
    await context.close();
  }, 120_000);

  it('prefills the listing form’s 公告期 with the site’s default listing days', async () => {
    const admin = await apiLogin(server.url, 'siteadmin', 'Siteadmin@123');
    const put = await fetch(`${server.url}/api/system/sites/1/settings`, {
      method: 'PUT',
      headers: { token: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ listingDays: 21, auctionDelayMinutes: null, signature: '', seal: '' }),
    });
    expect(((await put.json()) as ApiEnvelope<unknown>).code).toBe('200');
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), '/transaction_management/release/franchise_form');
    const days = page.getByLabel('公告期（天）');
    await days.waitFor({ timeout: 30_000 });
    await expect.poll(() => days.inputValue()).toBe('21');
    await days.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/listing-form-default.png` });
    await context.close();
  }, 120_000);
});
