import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loginSession, spawnServer } from './util.ts';
const server = await spawnServer(['dist-server/main.js'], mkdtempSync(join(tmpdir(), 'shot-')));
const url = server.url.replace(/\/$/, '');
const session = await loginSession(server.url);
const api = async (path: string) => (await (await fetch(`${url}${path}`, { headers: { token: session.token } })).json()) as { data: { list: { id: number; status: string }[] } };
const pending = (await api('/api/records/franchise?f.status.eq=pending&size=1')).data.list[0];
const any = (await api('/api/records/franchise?size=1')).data.list[0];
console.log('pending', pending?.id, 'any', any?.id);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
await ctx.addCookies([{ name: 'Admin-Token', value: session.token, url }, { name: 'uid', value: String(session.userId), url }, { name: 'siteId', value: '1', url }]);
const page = await ctx.newPage();
const shots: [string, string, string][] = JSON.parse(process.env.SHOTS!.replace(/PENDING/g, String(pending?.id)).replace(/ANY/g, String(any?.id)));
for (const [name, path, wait] of shots) {
  await page.goto(`${url}${path}`);
  await page.locator(wait).first().waitFor({ timeout: 30000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  console.log('shot', name);
}
await browser.close();
await server.stop();
