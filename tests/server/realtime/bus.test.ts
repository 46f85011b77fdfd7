// The realtime bus: NOTIFY after commit, nothing on rollback, fan-out across two processes' connections
// on one PostgreSQL schema, isolation between schemas, and a resync after the listening connection dies.
import { EMPTY_SITE_CONFIG } from '../../../src/shared/site/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate.ts';
import { openPostgres, type PostgresDb } from '../../../src/server/db/postgres.ts';
import { createRealtime, type EventData, type Realtime } from '../../../src/server/realtime/bus.ts';
import { concerns } from '../../../src/server/realtime/unread.ts';
import { backends, openTestDb, type TestDb } from '../helpers/db.ts';

/** Subscribes now; `got` resolves with the next event on `topic` (the test's timeout bounds the wait). */
async function next(rt: Realtime, topic: string): Promise<{ got: Promise<EventData> }> {
  let resolve!: (d: EventData) => void;
  const got = new Promise<EventData>((r) => (resolve = r));
  const stop = await rt.subscribe(topic, (d) => {
    stop();
    resolve(d);
  });
  return { got };
}

describe.each(backends())('realtime bus on %s', (backend) => {
  let t: TestDb;
  let rt: Realtime;
  beforeAll(async () => {
    t = await openTestDb(backend);
    rt = createRealtime(t.db);
  });
  afterAll(async () => {
    await rt.close();
    await t.drop();
  });

  it('delivers after commit and never from a rolled-back transaction', async () => {
    const first = await next(rt, 'demo');
    await t.db
      .transaction(async (tx) => {
        await rt.publish(tx, 'demo', { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => rt.publish(tx, 'demo', { n: 2, text: '你好' }));
    expect(await first.got).toEqual({ n: 2, text: '你好' });
  });

  it('hands events only to the subscribers of their topic', async () => {
    const seen: string[] = [];
    const stop = await rt.subscribe('other', () => seen.push('other'));
    const mine = await next(rt, 'mine');
    await rt.publish(t.db, 'mine', 'x');
    expect(await mine.got).toBe('x');
    expect(seen).toEqual([]);
    stop();
  });

  it('refuses a payload over the notification limit', async () => {
    await expect(rt.publish(t.db, 'demo', 'x'.repeat(8000))).rejects.toThrow(/payload/);
  });
});

describe.runIf(backends().includes('postgres'))('realtime across processes on PostgreSQL', () => {
  let t: TestDb;
  let other: PostgresDb;
  let stranger: PostgresDb;
  let a: Realtime;
  let b: Realtime;
  let c: Realtime;
  beforeAll(async () => {
    t = await openTestDb('postgres');
    // A second "process": its own pool on the same database.
    other = await openPostgres(t.url!);
    // Another schema of the same database: its channel is its own.
    await t.db.exec('CREATE SCHEMA stranger');
    stranger = await openPostgres(t.url!, 'stranger');
    await migrate(stranger);
    a = createRealtime(t.db);
    b = createRealtime(other);
    c = createRealtime(stranger);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), c.close()]);
    await other.close();
    await stranger.close();
    await t.drop();
  });

  it('fans out to every process on the schema and to no other schema', async () => {
    const heardByB = await next(b, 'chat');
    const heardByA = await next(a, 'chat');
    const strangerHeard: EventData[] = [];
    await c.subscribe('chat', (d) => strangerHeard.push(d));
    await t.db.transaction((tx) => a.publish(tx, 'chat', { id: 7 }));
    expect(await heardByB.got).toEqual({ id: 7 });
    expect(await heardByA.got).toEqual({ id: 7 });
    // The stranger's own event arriving proves the earlier one would have arrived first had it been sent there.
    const own = await next(c, 'chat');
    await c.publish(stranger, 'chat', { id: 'own' });
    expect(await own.got).toEqual({ id: 'own' });
    expect(strangerHeard).toEqual([{ id: 'own' }]);
  });

  it('reconnects a lost listening connection and asks subscribers to resync', async () => {
    await b.subscribe('chat', () => undefined);
    const resynced = new Promise<void>((r) => {
      const stop = b.onResync(() => {
        stop();
        r();
      });
    });
    const schema = (await other.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s;
    const killed = await t.db.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN "rt_${schema}"`],
    );
    expect(killed.length).toBeGreaterThan(0);
    await resynced;
    const after = await next(b, 'chat');
    await a.publish(t.db, 'chat', { id: 8 });
    expect(await after.got).toEqual({ id: 8 });
  }, 20000);
});

describe('which bells an unread event concerns', () => {
  const actor = (siteId: number | null, role = 'operator') => ({ userId: 7, roles: [role], menuNames: [], siteId, username: 'u', name: 'u', sessionId: 1, writeSiteId: siteId, variety: null, site: EMPTY_SITE_CONFIG });
  it('goes to the staff of the site named, the all-sites admin, or the users listed', () => {
    expect(concerns(actor(1), { siteId: 1 })).toBe(true);
    expect(concerns(actor(2), { siteId: 1 })).toBe(false);
    expect(concerns(actor(null, 'admin'), { siteId: 1 })).toBe(true);
    expect(concerns(actor(null), { siteId: 1 })).toBe(false);
    expect(concerns(actor(2), { userIds: [7] })).toBe(true);
    expect(concerns(actor(1), { userIds: [8] })).toBe(false);
    expect(concerns(actor(1), {})).toBe(true);
  });
});
