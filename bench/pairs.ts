// Paired cold loads of the form (W2a) across builds: `npx tsx bench/pairs.ts` with PAIR_ROOTS=name:dir,...
// (each dir a project root whose dist/ holds one build; default: this checkout), PAIR_RUNS loads of each
// (default 30), the floor's form among them and the order reversed every other round, so each build and
// the floor share the host's moments. With PAIR_KEYS=1 each load then types 20 keys into 项目名称 and
// records the keystroke → next frame median. With PAIR_SAVE=1 each load then fills the required fields and
// saves (W2c), timing from the press the page received to the POST's answer, to the message's element and
// to the frame that shows 保存成功. With PAIR_LIST=1 the loads are of the franchise list instead (W1a: a first
// row painted; the demo seed's listings). For deciding whether a change helps: on this 2-core host a change of a
// few per cent moves less than `npm run bench browser`'s 7-run medians do. Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/server/config.ts';
import { startServer } from '../src/server/start.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { CHROMIUM_ARGS, freePort } from '../tests/e2e/harness.ts';
import { loginSession, median } from './util.ts';

const RUNS = Number(process.env.PAIR_RUNS ?? 30);
const KEYS = process.env.PAIR_KEYS === '1';
const SAVE = process.env.PAIR_SAVE === '1';
const LIST = process.env.PAIR_LIST === '1';
const FORM = '/transaction_management/release/franchise_form';
const LIST_PATH = '/transaction_management/release/franchise';
const FLOOR_DIST = resolve(import.meta.dirname, 'floor/dist');

/** Before any page script: the frame where 备注 first shows, keydown → next frame, and for a save the press,
 *  the POST's answer as its script saw it (XHR load or fetch resolved) and the message's element. */
const PROBE = `
window.__pressed = -1;
document.addEventListener('pointerdown', (e) => { window.__pressed = e.timeStamp; }, true);
window.__answered = -1;
(() => {
const send = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function (...args) {
  this.addEventListener('load', () => { if (this.__post) window.__answered = performance.now(); });
  return send.apply(this, args);
};
const open = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (method, ...rest) { this.__post = method === 'POST'; return open.call(this, method, ...rest); };
const fetch0 = window.fetch;
window.fetch = (input, init) => fetch0(input, init).then((r) => { if (init && init.method === 'POST') window.__answered = performance.now(); return r; });
})();
window.__notice = -1;
new MutationObserver(() => {
  if (window.__notice < 0 && document.querySelector('.ant-message-notice')) window.__notice = performance.now();
}).observe(document, { subtree: true, childList: true });
window.__keyFrames = [];
document.addEventListener('keydown', (e) => {
  const t = e.timeStamp;
  requestAnimationFrame(() => window.__keyFrames.push(performance.now() - t));
}, true);
// The form: 备注 (its last field) shown; the list (PAIR_LIST=1): a first row, the engine's ag-grid or the
// floor's antd table.
window.__ready = ${LIST}
  ? () => !!document.querySelector('.ag-row, .ant-table-row')
  : () => !!document.body && document.body.textContent.includes('备注');
window.__first = new Promise((resolve) => {
  let queued = false;
  const check = () => {
    queued = false;
    if (window.__ready()) { obs.disconnect(); resolve(performance.now()); }
  };
  const obs = new MutationObserver(() => { if (!queued) { queued = true; requestAnimationFrame(check); } });
  obs.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  requestAnimationFrame(check);
});
`;

interface Probed {
  __first: Promise<number>;
  __keyFrames: number[];
  __pressed: number;
  __answered: number;
  __notice: number;
}

/** ms from the press on 保存 to: the POST's answer in the page's script, the message's element, its frame. */
interface SaveTimes {
  answer: number;
  notice: number;
  shown: number;
}

interface Target {
  name: string;
  url: string;
  path: string;
  /** Ids of the form's fields: `${prefix}projectName` (engine: rjsf's root_, floor: antd's bare names). */
  prefix: string;
  session: { token: string; userId: number };
}

async function typeKeys(page: Page, input: string): Promise<number> {
  await page.locator(input).first().click();
  await page.keyboard.type('浏览器基准测试项目名称abcdefghij');
  await page.waitForFunction(() => (window as unknown as Probed).__keyFrames.length >= 10);
  return median(await page.evaluate(() => (window as unknown as Probed).__keyFrames));
}

/** Fills the fields a franchise listing requires (as `bench browser`'s W2c does) and saves it. */
async function save(page: Page, prefix: string): Promise<SaveTimes> {
  const field = (name: string) => page.locator(`#${prefix}${name}`).first();
  await field('projectName').fill('配对基准项目');
  await field('contactPhone').fill('13800138000');
  await field('transferorName').fill('张三');
  await field('listingPrice').fill('120000.50');
  await page.getByText('个人', { exact: true }).first().click();
  await field('transferMethod').click({ force: true });
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="出租"]').first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  const shown = page.waitForFunction(() => (document.body.textContent ?? '').includes('保存成功'), undefined, { polling: 'raf' }).then(() => page.evaluate(() => performance.now()));
  await page.getByRole('button', { name: /^保\s*存$/ }).first().click();
  const at = await shown;
  const p = await page.evaluate(() => {
    const w = window as unknown as Probed;
    return { pressed: w.__pressed, answered: w.__answered, notice: w.__notice };
  });
  return { answer: p.answered - p.pressed, notice: p.notice - p.pressed, shown: at - p.pressed };
}

async function main(): Promise<void> {
  const targets: Target[] = [];
  const stops: (() => Promise<void>)[] = [];
  for (const spec of (process.env.PAIR_ROOTS ?? 'this:.').split(',')) {
    const [name, root] = spec.split(':') as [string, string];
    const dataDir = mkdtempSync(join(tmpdir(), 'nccq-pairs-'));
    const config = { ...loadConfig({ ...process.env, ROOT: resolve(root) }), port: await freePort(), dataDir, databaseUrl: null };
    const s = await startServer(config, { logger: false, listen: false, plugins: SERVER_PLUGINS });
    const first = targets.length === 0;
    if (first) await s.app.register(fastifyStatic, { root: FLOOR_DIST, prefix: '/floor/', decorateReply: false });
    await s.app.listen({ port: config.port, host: config.host });
    const url = `http://${config.host}:${config.port}`;
    const session = await loginSession(url);
    if (first) targets.push({ name: 'floor', url, path: LIST ? '/floor/?w=list' : '/floor/?w=form', prefix: '', session });
    targets.push({ name, url, path: LIST ? LIST_PATH : FORM, prefix: 'root_', session });
    stops.push(async () => {
      await s.app.close();
      await s.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const loads = new Map<string, number[]>();
  const keys = new Map<string, number[]>();
  const saves = new Map<string, SaveTimes[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const t of run % 2 ? [...targets].reverse() : targets) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies(
          [['Admin-Token', t.session.token], ['uid', String(t.session.userId)], ['siteId', '1']].map(([name, value]) => ({ name: name!, value: value!, url: t.url })),
        );
        await context.addInitScript(PROBE);
        const page = await context.newPage();
        await page.goto(`${t.url}${t.path}`);
        loads.set(t.name, [...(loads.get(t.name) ?? []), await page.evaluate(() => (window as unknown as Probed).__first)]);
        if (KEYS && !LIST) keys.set(t.name, [...(keys.get(t.name) ?? []), await typeKeys(page, `#${t.prefix}projectName`)]);
        if (SAVE && !LIST) saves.set(t.name, [...(saves.get(t.name) ?? []), await save(page, t.prefix)]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const stop of stops) await stop();
  }
  const report = (title: string, of: Map<string, number[]>): void => {
    const floor = median(of.get('floor') ?? []);
    console.log(`\n${title}, ${RUNS} loads each (median ms, mean ms, ratio of medians to the floor):`);
    for (const [name, v] of of) {
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      console.log(`| ${name} | ${median(v).toFixed(1)} | ${mean.toFixed(1)} | ${(median(v) / floor).toFixed(3)} |`);
    }
  };
  report(LIST ? 'W1a open list → first row painted' : 'W2a open form → 备注 painted', loads);
  if (KEYS && !LIST) report('keystroke → next frame after the paint', keys);
  if (SAVE && !LIST) {
    report('W2c press on 保存 → 保存成功 shown', new Map([...saves].map(([name, v]) => [name, v.map((x) => x.shown)])));
    console.log('\nW2c, medians from the press (ms): answer in the page → message element → its frame');
    for (const [name, v] of saves) {
      const m = (f: (x: SaveTimes) => number) => median(v.map(f)).toFixed(1);
      console.log(`| ${name} | ${m((x) => x.answer)} | ${m((x) => x.notice)} | ${m((x) => x.shown)} |`);
    }
  }
}

await main();
