// Site settings used by pages: the printing site's seal on a contract (the site's administrator uploads a
// seal, drawn here on a canvas; the site's operator's print sheet shows it where the template places
// {{siteSeal}}), and the listing form's 公告期 prefilled with the site's 默认公告期 (x-default).
import { mkdirSync } from 'node:fs';
import type { ListResult } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import { SITE_IMAGE_API } from '../../src/shared/system/images.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, enterWithSession } from './shell-helpers.ts';

const SHOTS = 'test-results/site-settings';

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test.describe('site settings in pages', () => {
  test('prints the printing site’s seal on a contract', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
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
    await expect(seal).toBeVisible();
    // The image has loaded, at its own size.
    await expect(seal).toHaveJSProperty('complete', true);
    await expect(seal).toHaveJSProperty('naturalWidth', 240);
    await seal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/contract-print.png` });
  });

  test('prefills the listing form’s 公告期 with the site’s default listing days', async ({ server, newPage }) => {
    const admin = await apiLogin(server.url, 'siteadmin', 'Siteadmin@123');
    const put = await fetch(`${server.url}/api/system/sites/1/settings`, {
      method: 'PUT',
      headers: { token: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ listingDays: 21, auctionDelayMinutes: null, signature: '', seal: '' }),
    });
    expect(((await put.json()) as ApiEnvelope<unknown>).code).toBe('200');
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), '/transaction_management/release/franchise_form');
    const days = page.getByLabel('公告期（天）');
    await expect(days).toBeVisible();
    await expect(days).toHaveValue('21');
    await days.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/listing-form-default.png` });
  });
});
