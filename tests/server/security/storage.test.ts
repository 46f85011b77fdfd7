// Storage: one process per embedded data folder; any number of processes starting together on one
// PostgreSQL (migrations, declared indexes and seed under one advisory lock); declared indexes recorded
// in the migration history.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from '../../../src/server/db/dataLock.ts';
import { applyDeclaredIndexes } from '../../../src/server/db/indexHistory.ts';
import { readMigrations } from '../../../src/server/db/migrate.ts';
import { pluginMigrations } from '../../../src/server/plugins.ts';
import { DEMO_USERS } from '../../../src/server/seed/index.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { backends, openTestDb } from '../helpers/db.ts';
import { PROJECT_ROOT } from '../helpers/server.ts';

const MAIN = join(PROJECT_ROOT, 'src/app/main.ts');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'nccq-lock-'));
  dirs.push(d);
  return d;
}

describe('the embedded data folder', () => {
  it('a second process refuses to start, naming the folder and the holder', async () => {
    const dir = await tempDir();
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
      const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
        env: { ...process.env, PORT: '0', DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`数据文件夹 ${dir} 正被进程 ${process.pid} 使用`);
    } finally {
      await lock.release();
    }
    // Released: the folder can be taken again.
    await (await lockDataDir(dir)).release();
  });

  it('a lock left by a dead process is taken over', async () => {
    const dir = await tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    await writeFile(join(dir, LOCK_FILE), dead.stdout);
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});

describe.each(backends())('declared indexes in the migration history on %s', (backend) => {
  it('are created once, rebuilt when their declaration changes and dropped when it goes away', async () => {
    const t = await openTestDb(backend);
    try {
      const a = `CREATE INDEX IF NOT EXISTS rx_sec_a ON records ((data->>'a') ASC NULLS FIRST, id ASC) WHERE entity = 'sec'`;
      const b = `CREATE INDEX IF NOT EXISTS rx_sec_b ON records ((data->>'b') ASC NULLS FIRST, id ASC) WHERE entity = 'sec'`;
      const names = async () =>
        (await t.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE indexname LIKE 'rx_sec_%' AND schemaname = current_schema() ORDER BY 1`)).map((r) => r.indexname);
      const apply = async (defs: [string, string][]) => (await applyDeclaredIndexes(t.db, new Map(defs))).map((x) => x.name);
      expect(await apply([['rx_sec_a', a], ['rx_sec_b', b]])).toEqual(['rx_sec_a', 'rx_sec_b']);
      expect(await apply([['rx_sec_a', a], ['rx_sec_b', b]])).toEqual([]);
      expect(await names()).toEqual(['rx_sec_a', 'rx_sec_b']);
      const b2 = b.replace("'b'", "'b2'");
      expect(await apply([['rx_sec_a', a], ['rx_sec_b', b2]])).toEqual(['rx_sec_b']);
      const def = await t.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'rx_sec_b' AND schemaname = current_schema()`);
      expect(def[0]?.indexdef).toContain("'b2'");
      expect(await apply([['rx_sec_a', a]])).toEqual([]);
      expect(await names()).toEqual(['rx_sec_a']);
      const history = await t.db.query<{ name: string }>('SELECT name FROM entity_indexes ORDER BY name');
      expect(history.map((r) => r.name)).toEqual(['rx_sec_a']);
    } finally {
      await t.drop();
    }
  });
});

describe.runIf(backends().includes('postgres'))('three processes starting together on an empty PostgreSQL', () => {
  it('all start; migrations, indexes and the seed happen once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const dbUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const children = [0, 1, 2].map(() =>
      spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, PORT: '0', DATABASE_URL: dbUrl }, stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    let deadline: NodeJS.Timeout | undefined;
    try {
      // A deadline (not a wait): if start-up hangs, the children are still stopped below.
      const hung = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new Error('start-up did not finish within 150 s')), 150_000);
      });
      const started = await Promise.race([hung, Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve, reject) => {
              let out = '';
              child.stdout.on('data', (b: Buffer) => {
                out += b.toString();
                if (out.includes('已启动')) resolve(out);
              });
              child.stderr.on('data', (b: Buffer) => (out += b.toString()));
              child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
            }),
        ),
      )]);
      expect(started.filter((o) => o.includes('已写入演示数据'))).toHaveLength(1);
      const q = async (sql: string) => Number((await admin.query<{ n: number }>(sql.replaceAll('$S', schema))).rows[0]!.n);
      expect(await q('SELECT count(*)::int AS n FROM $S.users')).toBe(DEMO_USERS.length);
      expect(await q('SELECT count(*)::int AS n FROM $S.schema_migrations')).toBe((await readMigrations()).length + pluginMigrations(SERVER_PLUGINS).reduce((n, p) => n + p.migrations.length, 0));
      expect(await q('SELECT count(*)::int AS n FROM $S.entity_indexes')).toBeGreaterThan(0);
      // Every recorded index or statistics object exists, once.
      const missing = await q(`SELECT count(*)::int AS n FROM $S.entity_indexes e
        WHERE NOT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = '$S' AND indexname = e.name)
          AND NOT EXISTS (SELECT 1 FROM pg_statistic_ext WHERE stxnamespace = '$S'::regnamespace AND stxname = e.name)`);
      expect(missing).toBe(0);
    } finally {
      clearTimeout(deadline);
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.on('exit', r))));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }, 180_000);
});
