// Browser workloads, engine pages against the hand-written antd floor (bench/floor) over the same seeded data
// in one run: a cold browser context per load, RUNS runs, medians and ratios. Needs `npm run build` and
// `npx vite build --config bench/floor/vite.config.ts` first. Figures only; nothing asserts a time.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../src/server/config.ts';
import { vacuumAnalyze } from '../src/server/db/maintenance.ts';
import { startServer, type Started } from '../src/server/start.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { CHROMIUM_ARGS, freePort } from '../tests/e2e/harness.ts';
import { loginSession, median } from './util.ts';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const LISTINGS = 10_000;
const FLOOR_DIST = resolve(import.meta.dirname, 'floor/dist');

interface Target {
  name: 'engine' | 'floor';
  list: string;
  form: string;
}

const TARGETS: Target[] = [
  { name: 'engine', list: '/transaction_management/release/franchise', form: '/transaction_management/release/franchise_form' },
  { name: 'floor', list: '/floor/?w=list', form: '/floor/?w=form' },
];

/** Installed before any page script: resolves a condition at the first animation frame where it holds. */
const PROBE = `
window.__waitFor = (test) => new Promise((resolve) => {
  let queued = false;
  const check = () => {
    queued = false;
    if (test()) { obs.disconnect(); resolve(performance.now()); }
  };
  const obs = new MutationObserver(() => { if (!queued) { queued = true; requestAnimationFrame(check); } });
  obs.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  requestAnimationFrame(check);
});
window.__hasText = (t) => !!document.body && document.body.textContent.includes(t);
window.__keyFrames = [];
window.__pressed = -1;
document.addEventListener('pointerdown', (e) => { window.__pressed = e.timeStamp; }, true);
document.addEventListener('keydown', (e) => {
  const t = e.timeStamp;
  requestAnimationFrame(() => window.__keyFrames.push(performance.now() - t));
}, true);
`;

declare global {
  interface Window {
    __waitFor(test: () => boolean): Promise<number>;
    __hasText(t: string): boolean;
    __keyFrames: number[];
    /** When the last pointer press reached the page (its event's time stamp). */
    __pressed: number;
    __first?: Promise<number>;
  }
}

const name = (i: number): string => `基准项目${i}`;

async function seedListings(s: Started): Promise<void> {
  // Newest first in the list: listing LISTINGS is the first row of page 1, created after the demo seed.
  await s.db.query(
    `INSERT INTO records (entity, site_id, status, variety, data, created_at, updated_at)
     SELECT 'franchise', 1 + (i % 2), (ARRAY['draft','pending','listed','trading','traded','withdrawn'])[1 + i % 6], 'TDJYQ',
       jsonb_build_object('projectName', '基准项目' || i, 'transferorType', 'person', 'transferorName', '张三',
         'contactPhone', '13800138000', 'transferMethod', (ARRAY['出让','出租','转包','入股'])[1 + i % 4],
         'listingPrice', ((i * 7919) % 1000000)::text || '.50'),
       now() + make_interval(secs => i), now() + make_interval(secs => i)
     FROM generate_series(1, $1::int) AS i`,
    [LISTINGS],
  );
  await vacuumAnalyze(s.db, ['records']);
}

interface Sample {
  target: string;
  metric: string;
  ms: number | null;
  note?: string;
}

interface Session {
  token: string;
  userId: number;
}

async function openCold(browser: Browser, url: string, session: Session, path: string, first?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The server's session is the HttpOnly token; the app's sign that one exists is the uid cookie.
  await context.addCookies([
    { name: 'Admin-Token', value: session.token, url },
    { name: 'uid', value: String(session.userId), url },
    // The admin of all sites works in one site, as after choosing it in the header (a new record needs one).
    { name: 'siteId', value: '1', url },
  ]);
  await context.addInitScript(PROBE);
  if (first) await context.addInitScript(`window.__first = window.__waitFor(() => window.__hasText(${JSON.stringify(first)}));`);
  const page = await context.newPage();
  await page.goto(`${url.replace(/\/$/, '')}${path}`);
  return page;
}

/** A wait that fails, naming what never showed, instead of hanging the benchmark (the page's own waits have no limit). */
function within<T>(what: string, p: Promise<T>, ms = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`bench browser: ${what} not shown within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

/**
 * ms from the press `act` makes to the frame where `text` is on the page. Timed from the press as the page
 * received it, not from asking Playwright to click: Playwright first waits, at random lengths, for the
 * target to stop moving (a menu still opening) and to take the pointer, which is not the page's work.
 */
async function timeTo(page: Page, text: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window.__pressed = -1));
  const done = page.evaluate((t) => window.__waitFor(() => window.__hasText(t)).then((at) => at - window.__pressed), text);
  await act();
  return within(text, done);
}

async function listRun(browser: Browser, url: string, session: Session, t: Target): Promise<Sample[]> {
  const page = await openCold(browser, url, session, t.list, name(LISTINGS));
  const w1a = await within(`${t.name} list: ${name(LISTINGS)}`, page.evaluate(() => window.__first!));
  const w1b = await timeTo(page, name(LISTINGS - 10), () => page.locator('.ant-pagination-next').first().click());
  await page.locator('.ant-pagination-options .ant-select').first().click();
  const option = page.locator('.ant-select-item-option[title="100 条/页"], .ant-select-item-option:has-text("100 条/页")').first();
  await option.waitFor();
  const w1c = await timeTo(page, name(LISTINGS - 99), () => option.click());
  await page.context().close();
  return [
    { target: t.name, metric: 'W1a open list → first row painted', ms: w1a },
    { target: t.name, metric: 'W1b next page → rows painted', ms: w1b },
    { target: t.name, metric: 'W1c page size 100 → rows painted', ms: w1c },
  ];
}

/** The form's text box for a field label (engine: rjsf ids root_<field>; floor: antd ids <field>). */
function input(page: Page, t: Target, field: string) {
  return page.locator(t.name === 'engine' ? `#root_${field}` : `#${field}`).first();
}

async function chooseOption(page: Page, t: Target, field: string, label: string): Promise<void> {
  await input(page, t, field).click({ force: true });
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).first().click();
}

async function formRun(browser: Browser, url: string, session: Session, t: Target): Promise<Sample[]> {
  const page = await openCold(browser, url, session, t.form, '备注');
  const w2a = await within(`${t.name} form: 备注`, page.evaluate(() => window.__first!));
  const out: Sample[] = [{ target: t.name, metric: 'W2a open form (21 fields) → painted', ms: w2a }];

  // Keystroke → next frame while typing in a text field.
  const projectName = input(page, t, 'projectName');
  await projectName.click();
  await page.evaluate(() => (window.__keyFrames = []));
  await page.keyboard.type('浏览器基准测试项目名称abcdefghij');
  await page.waitForFunction(() => window.__keyFrames.length >= 10);
  const frames = await page.evaluate(() => window.__keyFrames);
  out.push({ target: t.name, metric: 'keystroke → next frame', ms: median(frames) });

  // An invalid phone: the error while typing, else after leaving the field.
  const phone = input(page, t, 'contactPhone');
  await phone.click();
  const t0 = await page.evaluate(() => performance.now());
  const shown = page.evaluate(() => window.__waitFor(() => document.querySelector('.ant-form-item-explain-error') !== null));
  await page.keyboard.type('123');
  const typedAt = await page.evaluate(() => performance.now());
  const whileTyping = await Promise.race([shown.then((at) => at - t0), page.waitForTimeout(1500).then(() => null)]);
  if (whileTyping !== null) out.push({ target: t.name, metric: 'W2b invalid phone → error shown', ms: whileTyping });
  else {
    const blurAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Tab');
    const at = await shown;
    out.push({ target: t.name, metric: 'W2b invalid phone → error shown', ms: at - blurAt, note: `only on blur (${(blurAt - typedAt).toFixed(0)} ms after typing)` });
  }
  await phone.fill('13800138000');

  // Submit valid fields → confirmation.
  await input(page, t, 'transferorName').fill('张三');
  await input(page, t, 'listingPrice').fill('120000.50');
  await page.getByText('个人', { exact: true }).first().click();
  await chooseOption(page, t, 'transferMethod', '出租');
  const w2c = await timeTo(page, '保存成功', () => page.getByRole('button', { name: /^保\s*存$/ }).first().click()).catch(async (e: unknown) => {
    // Say what the page showed instead (an error message, a field's complaint).
    await page.screenshot({ path: `/tmp/bench-browser-${t.name}-w2c.png` });
    throw new Error(`${String(e)}; the page showed: ${(await page.evaluate(() => document.body.innerText)).slice(0, 2000)}`);
  });
  out.push({ target: t.name, metric: 'W2c submit → confirmation', ms: w2c });
  await page.context().close();
  return out;
}

export interface BrowserFigure {
  metric: string;
  engine: number | null;
  floor: number | null;
  note?: string;
}

export async function benchBrowser(): Promise<BrowserFigure[]> {
  if (!existsSync('dist/index.html')) throw new Error('run `npm run build` first');
  if (!existsSync(join(FLOOR_DIST, 'index.html'))) throw new Error('run `npx vite build --config bench/floor/vite.config.ts` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-browser-'));
  const config = { ...loadConfig(), port: await freePort(), dataDir, databaseUrl: null };
  const s = await startServer(config, { logger: false, listen: false, plugins: SERVER_PLUGINS });
  let browser: Browser | null = null;
  try {
    await s.app.register(fastifyStatic, { root: FLOOR_DIST, prefix: '/floor/', decorateReply: false });
    await s.app.listen({ port: config.port, host: config.host });
    const url = `http://${config.host}:${config.port}/`;
    await seedListings(s);
    const session = await loginSession(url);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const t of TARGETS) {
        samples.push(...(await listRun(browser, url, session, t)));
        samples.push(...(await formRun(browser, url, session, t)));
      }
      console.log(`  browser run ${run + 1}/${RUNS} done`);
    }
    const metrics = [...new Set(samples.map((x) => x.metric))];
    return metrics.map((metric) => {
      const of = (target: string): number | null => {
        const v = samples.filter((x) => x.metric === metric && x.target === target && x.ms !== null).map((x) => x.ms!);
        return v.length ? median(v) : null;
      };
      const note = samples.find((x) => x.metric === metric && x.target === 'engine' && x.note)?.note;
      return { metric, engine: of('engine'), floor: of('floor'), ...(note ? { note } : {}) };
    });
  } finally {
    await browser?.close();
    await s.app.close();
    await s.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBrowser(rows: BrowserFigure[]): void {
  console.log(`\nBrowser workloads, ${LISTINGS} listings, cold context per load, median of ${RUNS} runs:`);
  console.log('| workload | engine ms | hand-written antd ms | ratio |\n|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.engine !== null && r.floor ? (r.engine / r.floor).toFixed(2) : '–';
    console.log(`| ${r.metric} | ${r.engine?.toFixed(1) ?? '–'}${r.note ? ` (${r.note})` : ''} | ${r.floor?.toFixed(1) ?? '–'} | ${ratio} |`);
  }
}
