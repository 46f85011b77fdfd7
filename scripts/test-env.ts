// What the tests need from the machine, arranged before `npm test` runs them: Debian's Chromium (and a
// CJK font) for the browser tests, and the local PostgreSQL for the PostgreSQL half of the API tests.
// Installs or starts what is missing when it can (root with apt-get / pg_ctlcluster); otherwise it
// stops with a message naming the missing piece.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';

export const CHROMIUM = '/usr/bin/chromium';
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_DB = 'test';
export const LOCAL_DATABASE_URL = `postgres://postgres@${PG_HOST}:${PG_PORT}/${PG_DB}`;

export class MissingPiece extends Error {}

const log = (msg: string): void => console.log(`[test-env] ${msg}`);
const isRoot = (): boolean => process.getuid?.() === 0;
const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function aptInstall(packages: string[]): boolean {
  if (!isRoot() || !has('apt-get')) return false;
  log(`installing ${packages.join(' ')} with apt-get`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', ...packages], env);
}

function hasCjkFont(): boolean {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
}

/** Chromium for the browser tests; a CJK font so Chinese text has real glyphs. */
export function ensureChromium(): void {
  if (!existsSync(CHROMIUM)) {
    if (!aptInstall(['chromium', 'fonts-wqy-microhei']) || !existsSync(CHROMIUM)) {
      throw new MissingPiece(
        `Chromium is missing at ${CHROMIUM} (the browser tests drive it with @playwright/test) and it could not be ` +
          `installed here (needs root and apt-get). Install it: apt-get install chromium fonts-wqy-microhei`,
      );
    }
  }
  if (!hasCjkFont() && !aptInstall(['fonts-wqy-microhei'])) {
    log('warning: no CJK font found (fc-list :lang=zh); Chinese text renders as boxes. Install fonts-wqy-microhei.');
  }
}

function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Starts the machine's cluster the way Debian does it, when that is possible here. */
function startLocalCluster(): string | null {
  if (!has('pg_ctlcluster') || !existsSync('/etc/postgresql')) return 'pg_ctlcluster or /etc/postgresql is missing';
  if (!isRoot()) return 'starting the cluster needs root';
  const versions = readdirSync('/etc/postgresql').sort();
  const version = versions.at(-1);
  if (!version) return '/etc/postgresql holds no cluster';
  log(`starting PostgreSQL ${version}/main`);
  return run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']) ? null : `pg_ctlcluster ${version} main start failed`;
}

async function ensureDatabase(): Promise<void> {
  const client = new pg.Client({ host: PG_HOST, port: PG_PORT, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DB]);
    if (found.rowCount === 0) {
      log(`creating database ${PG_DB}`);
      await client.query(`CREATE DATABASE ${PG_DB}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The database URL for the PostgreSQL half: TEST_DATABASE_URL when set (set it empty to test on PGlite
 * only), else the local server, started if need be.
 */
export async function ensurePostgres(): Promise<string> {
  const given = process.env.TEST_DATABASE_URL;
  if (given !== undefined) {
    log(given ? `PostgreSQL: TEST_DATABASE_URL=${given}` : 'PostgreSQL: TEST_DATABASE_URL is empty, API tests run on PGlite only');
    return given;
  }
  if (!(await answers(PG_HOST, PG_PORT))) {
    const problem = startLocalCluster();
    // A poll on a condition: the cluster accepts connections a moment after pg_ctlcluster returns.
    for (let i = 0; problem === null && i < 60 && !(await answers(PG_HOST, PG_PORT)); i++) await new Promise((r) => setTimeout(r, 500));
    if (!(await answers(PG_HOST, PG_PORT))) {
      throw new MissingPiece(
        `PostgreSQL is not answering on ${PG_HOST}:${PG_PORT} (the PostgreSQL half of the API tests needs it) and ` +
          `could not be started: ${problem ?? 'it did not come up within 30 s'}. Start it, point TEST_DATABASE_URL at ` +
          `another server, or set TEST_DATABASE_URL= (empty) to run the API tests on PGlite only.`,
      );
    }
  }
  try {
    await ensureDatabase();
  } catch (e) {
    throw new MissingPiece(
      `PostgreSQL answers on ${PG_HOST}:${PG_PORT} but user postgres cannot use database ${PG_DB} ` +
        `(${(e as Error).message}). Allow trust login for postgres on 127.0.0.1 or set TEST_DATABASE_URL.`,
    );
  }
  log(`PostgreSQL: ${LOCAL_DATABASE_URL}`);
  return LOCAL_DATABASE_URL;
}
