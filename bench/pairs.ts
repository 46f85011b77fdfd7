// Paired cold loads of the form (W2a) across builds: `npx tsx bench/pairs.ts` with PAIR_ROOTS=name:dir,...
// (each dir a project root whose dist/ holds one build; default: this checkout), PAIR_RUNS loads of each
// (default 30), the floor's form among them and the order reversed every other round, so each build and
// the floor share the host's moments. With PAIR_KEYS=1 each load then types 20 keys into 项目名称 and
// records the keystroke → next frame median. For deciding whether a change helps: on this 2-core host a
// change of a few per cent moves less than `npm run bench browser`'s 7-run medians do. Figures only.
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
const FORM = '/transaction_management/release/franchise_form';
const FLOOR_DIST = resolve(import.meta.dirname, 'floor/dist');

/** Before any page script: the frame where 备注 first shows, and keydown → next frame. */
const PROBE = `
window.__keyFrames = [];
document.addEventListener('keydown', (e) => {
  const t = e.timeStamp;
  requestAnimationFrame(() => window.__keyFrames.push(performance.now() - t));
}, true);
window.__first = new Promise((resolve) => {
  let queued = false;
  const check = () => {
    queued = false;
    if (document.body && document.body.textContent.includes('备注')) { obs.disconnect(); resolve(performance.now()); }
  };
  const obs = new MutationObserver(() => { if (!queued) { queued = true; requestAnimationFrame(check); } });
  obs.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  requestAnimationFrame(check);
});
`;

interface Probed {
  __first: Promise<number>;
  __keyFrames: number[];
}

interface Target {
  name: string;
  url: string;
  path: string;
  input: string;
  session: { token: string; userId: number };
}

async function typeKeys(page: Page, input: string): Promise<number> {
  await page.locator(input).first().click();
  await page.keyboard.type('浏览器基准测试项目名称abcdefghij');
  await page.waitForFunction(() => (window as unknown as Probed).__keyFrames.length >= 10);
  return median(await page.evaluate(() => (window as unknown as Probed).__keyFrames));
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
    if (first) targets.push({ name: 'floor', url, path: '/floor/?w=form', input: '#projectName', session });
    targets.push({ name, url, path: FORM, input: '#root_projectName', session });
    stops.push(async () => {
      await s.app.close();
      await s.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const loads = new Map<string, number[]>();
  const keys = new Map<string, number[]>();
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
        if (KEYS) keys.set(t.name, [...(keys.get(t.name) ?? []), await typeKeys(page, t.input)]);
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
  report('W2a open form → 备注 painted', loads);
  if (KEYS) report('keystroke → next frame after the paint', keys);
}

await main();
