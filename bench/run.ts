// npm run bench: list API latency on 100,000 records (PGlite and PostgreSQL) and the JS bytes the browser loads.
// Figures go to the README by hand; nothing here asserts a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../src/server/config.ts';
import { startServer, type Started } from '../src/server/start.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { CHROMIUM_ARGS, freePort } from '../tests/e2e/harness.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface LatencyResult {
  db: string;
  query: string;
  p50: number;
  p99: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function insertRows(s: Started): Promise<void> {
  // Generated inside the database: the benchmark measures reads, not the loader.
  await s.db.query(
    `INSERT INTO records (entity, site_id, status, variety, data)
     SELECT 'franchise', 1 + (i % 2),
       (ARRAY['draft','pending','listed','trading','traded','withdrawn'])[1 + i % 6], 'TDJYQ',
       jsonb_build_object('projectName', '基准项目' || i, 'transferorType', 'person', 'transferorName', '张三',
         'contactPhone', '13800138000', 'transferMethod', (ARRAY['出让','出租','转包','入股'])[1 + i % 4],
         'listingPrice', ((i * 7919) % 1000000)::text || '.50')
     FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  await s.db.query('ANALYZE records');
}

async function loginToken(url: string): Promise<string> {
  const res = await fetch(`${url}api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  const body = (await res.json()) as { code: string; data: { token: string } };
  if (body.code !== '200') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function measure(url: string, token: string, db: string, name: string, query: (i: number) => string): Promise<LatencyResult> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}api/records/franchise?${query(i)}`, { headers: { token } });
    const body = (await res.json()) as { code: string; data: { total: number } };
    const dt = performance.now() - t0;
    if (body.code !== '200') throw new Error(`${name}: ${JSON.stringify(body)}`);
    if (i >= 20) times.push(dt); // the first 20 warm caches and plans
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return { db, query: name, p50: percentile(times, 50), p99: percentile(times, 99), mean };
}

const QUERIES: [string, (i: number) => string][] = [
  ['eq filter + numeric sort, pages 1-50', (i) => `f.transferMethod.eq=${encodeURIComponent('出租')}&sort=-listingPrice&page=${1 + (i % 50)}&size=10`],
  ['status filter + createdAt sort, pages 1-50', (i) => `f.status.eq=pending&sort=-createdAt&page=${1 + (i % 50)}&size=10`],
  ['name contains + id sort', (i) => `f.projectName.like=${encodeURIComponent(`项目${100 + i}`)}&sort=-id&size=10`],
];

async function benchDb(kind: 'pglite' | 'postgres'): Promise<{ results: LatencyResult[]; started: Started; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-bench-'));
  let databaseUrl: string | null = null;
  let dropDb = async (): Promise<void> => {};
  if (kind === 'postgres') {
    const dbName = `nccq_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await c.end();
    };
  }
  const config: ServerConfig = { ...loadConfig(), port: await freePort(), dataDir, databaseUrl };
  const t0 = performance.now();
  const started = await startServer(config, { logger: false, plugins: SERVER_PLUGINS });
  const startMs = performance.now() - t0;
  const t1 = performance.now();
  await insertRows(started);
  console.log(`[${kind}] start ${startMs.toFixed(0)} ms, insert ${ROWS} rows ${(performance.now() - t1).toFixed(0)} ms`);
  const token = await loginToken(started.url);
  const results: LatencyResult[] = [];
  for (const [name, q] of QUERIES) results.push(await measure(started.url, token, kind, name, q));
  return {
    results,
    started,
    cleanup: async () => {
      await started.app.close();
      await started.db.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDb();
    },
  };
}

interface Bytes {
  page: string;
  files: number;
  raw: number;
  gzip: number;
}

/** JS the browser downloads for a cold load of the login page, and of the first list page with a session. */
async function jsBytes(url: string): Promise<Bytes[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const out: Bytes[] = [];
  const count = async (name: string, path: string, cookie?: string): Promise<void> => {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ name: 'Admin-Token', value: cookie, url }]);
    const page = await context.newPage();
    const bodies: Buffer[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) void r.body().then((b) => bodies.push(b)).catch(() => undefined);
    });
    await page.goto(`${url}${path.replace(/^\//, '')}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    out.push({
      page: name,
      files: bodies.length,
      raw: bodies.reduce((s, b) => s + b.length, 0),
      gzip: bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
    });
    await context.close();
  };
  await count('login page', '/login');
  await count('first list page (出让/出租项目)', '/transaction_management/release/franchise', await loginToken(url));
  await browser.close();
  return out;
}

async function main(): Promise<void> {
  const all: LatencyResult[] = [];
  const lite = await benchDb('pglite');
  all.push(...lite.results);
  const bytes = await jsBytes(lite.started.url);
  await lite.cleanup();
  try {
    const pgRun = await benchDb('postgres');
    all.push(...pgRun.results);
    await pgRun.cleanup();
  } catch (e) {
    console.error(`PostgreSQL run failed (${PG_URL}): ${(e as Error).message}`);
    process.exitCode = 1;
  }
  console.log(`\nList API latency over HTTP on 127.0.0.1, ${ROWS} franchise records, ${REQUESTS} requests each:`);
  console.log('| database | query | p50 ms | p99 ms | mean ms |\n|---|---|---|---|---|');
  for (const r of all) console.log(`| ${r.db} | ${r.query} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} |`);
  console.log('\nProduction JS loaded (cold cache):');
  console.log('| page | files | raw KB | gzip KB |\n|---|---|---|---|');
  for (const b of bytes) console.log(`| ${b.page} | ${b.files} | ${(b.raw / 1024).toFixed(1)} | ${(b.gzip / 1024).toFixed(1)} |`);
}

await main();
