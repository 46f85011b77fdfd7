// List API latency over HTTP at BENCH_ROWS franchise records on PGlite and PostgreSQL, served by the built
// server in its own process (`npm start`: node dist-server/main.js), as in production: the benchmark's HTTP
// client and its garbage no longer share the server's event loop and heap. Figures go to
// bench/results/api.md by hand; nothing here asserts a time.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ListResult } from '../src/shared/api.ts';
import { loadConfig, type ServerConfig } from '../src/server/config.ts';
import { vacuumAnalyze } from '../src/server/db/maintenance.ts';
import { startServer, type Started } from '../src/server/start.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { freePort } from '../tests/e2e/harness.ts';
import { cpuMs, loginToken, percentile, spawnServer, type SpawnedServer } from './util.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface LatencyResult {
  db: string;
  query: string;
  p50: number;
  p99: number;
  mean: number;
  /**
   * CPU ms per request: the server's process (with PGlite when embedded) plus, on PostgreSQL, the
   * database's backends. Unlike wall-clock times it barely grows when other work shares the host.
   */
  cpu: number;
}

/** CPU ms used so far by the PostgreSQL backends serving the benchmark's database (Linux /proc; 0 on PGlite). */
async function backendCpuMs(pgUrl: string | null): Promise<number> {
  if (!pgUrl) return 0;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    const pids = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    let ticks = 0;
    for (const { pid } of pids.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        /* the backend ended */
      }
    }
    return ticks * 10; // USER_HZ = 100
  } finally {
    await c.end();
  }
}

async function insertRows(s: Started, rows: number): Promise<void> {
  // Generated inside the database (the benchmark measures reads, not the loader), in batches so PGlite's
  // WASM heap stays small; creation times spread over the past so createdAt sorts are real sorts.
  const batch = 100_000;
  for (let from = 1; from <= rows; from += batch) {
    await s.db.query(
      `INSERT INTO records (entity, site_id, status, variety, data, created_at, updated_at)
       SELECT 'franchise', 1 + (i % 2),
         (ARRAY['draft','pending','listed','trading','traded','withdrawn'])[1 + i % 6], 'TDJYQ',
         jsonb_build_object('projectName', '基准项目' || i, 'transferorType', 'person', 'transferorName', '张三',
           'contactPhone', '13800138000', 'transferMethod', (ARRAY['出让','出租','转包','入股'])[1 + i % 4],
           'listingPrice', ((i::bigint * 7919) % 1000000)::text || '.50'),
         now() - make_interval(secs => ($2::int - i) * 60), now() - make_interval(secs => ($2::int - i) * 60)
       FROM generate_series($1::int, LEAST($1::int + $3::int - 1, $2::int)) AS i`,
      [from, rows, batch],
    );
  }
  // What the seed and the PGlite maintenance schedule do after bulk loads.
  await vacuumAnalyze(s.db, ['records']);
}

async function get(url: string, token: string, query: string): Promise<ListResult> {
  const res = await fetch(`${url}api/records/franchise?${query}`, { headers: { token } });
  const body = (await res.json()) as { code: string; msg: string; data: ListResult };
  if (body.code !== '200') throw new Error(`${query}: ${body.code} ${body.msg}`);
  return body.data;
}

async function measure(url: string, serverPid: number, pgUrl: string | null, token: string, db: string, name: string, query: (i: number) => string): Promise<LatencyResult> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) await get(url, token, query(i)); // warm caches and plans
  const cpu0 = cpuMs(serverPid) + (await backendCpuMs(pgUrl));
  for (let i = 20; i < REQUESTS + 20; i++) {
    const q = query(i);
    const t0 = performance.now();
    await get(url, token, q);
    times.push(performance.now() - t0);
  }
  const cpu = (cpuMs(serverPid) + (await backendCpuMs(pgUrl)) - cpu0) / REQUESTS;
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { db, query: name, p50: percentile(times, 50), p99: percentile(times, 99), mean, cpu };
}

const enc = encodeURIComponent;

/** Cursors at 50 deep positions (the last third of the list), fetched once, untimed. */
async function deepCursors(url: string, token: string, base: string, rows: number): Promise<string[]> {
  const out: string[] = [];
  const pages = Math.floor(rows / 10);
  for (let k = 0; k < 50; k++) {
    const page = Math.floor(pages * 0.66) + k * Math.max(1, Math.floor(pages / 200));
    const r = await get(url, token, `${base}&page=${page}&size=10`);
    if (!r.next) throw new Error(`no cursor on page ${page}`);
    out.push(`${base}&page=${page + 1}&size=10&after=${enc(r.next)}`);
  }
  return out;
}

async function queries(url: string, token: string, rows: number): Promise<[string, (i: number) => string][]> {
  const deep = await deepCursors(url, token, 'sort=-createdAt', rows);
  const deepFiltered = await deepCursors(url, token, `f.transferMethod.eq=${enc('出租')}&sort=-listingPrice`, Math.floor(rows / 4));
  const deepPage = Math.floor((rows / 10) * 0.5);
  return [
    ['page 1, default sort (createdAt desc)', () => 'sort=-createdAt&page=1&size=10'],
    ['page 1, size 100', () => 'sort=-createdAt&page=1&size=100'],
    ['eq filter + numeric sort, pages 1-50', (i) => `f.transferMethod.eq=${enc('出租')}&sort=-listingPrice&page=${1 + (i % 50)}&size=10`],
    ['status filter + createdAt sort, pages 1-50', (i) => `f.status.eq=pending&sort=-createdAt&page=${1 + (i % 50)}&size=10`],
    ['name contains + createdAt sort', (i) => `f.projectName.like=${enc(`项目${100 + i}`)}&sort=-createdAt&size=10`],
    ['contains + status filter', (i) => `f.projectName.like=${enc(`目${1000 + i}`)}&f.status.eq=listed&sort=-createdAt&size=10`],
    ['deep page (cursor), createdAt sort', (i) => deep[i % deep.length]!],
    ['deep page (cursor), eq filter + numeric sort', (i) => deepFiltered[i % deepFiltered.length]!],
    [`deep page ${deepPage} by offset (no cursor)`, (i) => `sort=-createdAt&page=${deepPage + (i % 10)}&size=10`],
  ];
}

async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const dbName = `nccq_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${dbName}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await c.end();
    },
  };
}

export async function benchApi(kind: 'pglite' | 'postgres', rows = ROWS): Promise<LatencyResult[]> {
  if (!existsSync('dist-server/main.js')) throw new Error('run `npm run build` first (dist-server/main.js is missing)');
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-bench-'));
  const pgDb = kind === 'postgres' ? await pgDatabase() : null;
  const databaseUrl = pgDb?.url ?? null;
  let server: SpawnedServer | null = null;
  try {
    // Migrated, seeded and loaded in this process, then served by the built server in its own.
    const config: ServerConfig = { ...loadConfig(), port: await freePort(), dataDir, databaseUrl };
    const loader = await startServer(config, { logger: false, listen: false, plugins: SERVER_PLUGINS });
    try {
      const t1 = performance.now();
      await insertRows(loader, rows);
      console.log(`[${kind}] inserted ${rows} rows + VACUUM ANALYZE in ${(performance.now() - t1).toFixed(0)} ms`);
    } finally {
      await loader.app.close();
      await loader.db.close();
    }
    server = await spawnServer(['dist-server/main.js'], dataDir, databaseUrl, 20);
    const { url, child } = server;
    const token = await loginToken(url);
    const results: LatencyResult[] = [];
    for (const [name, q] of await queries(url, token, rows)) {
      const r = await measure(url, child.pid!, databaseUrl, token, `${kind} ${rows / 1000}k`, name, q);
      console.log(`  ${name}: p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, cpu ${r.cpu.toFixed(2)} ms/req`);
      results.push(r);
    }
    return results;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

export function printLatency(all: LatencyResult[]): void {
  console.log(`\nList API latency over HTTP on 127.0.0.1, ${REQUESTS} requests per row after 20 warm-up requests:`);
  console.log('| database | query | p50 ms | p99 ms | mean ms | CPU ms/request |\n|---|---|---|---|---|---|');
  for (const r of all) console.log(`| ${r.db} | ${r.query} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} | ${r.cpu.toFixed(2)} |`);
}
