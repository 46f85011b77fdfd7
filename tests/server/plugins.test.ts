// The server plugin contract: a plugin's afterTransition hook runs inside the transition's transaction
// (its failure rolls the transition back), its routes are served, and a system transition is refused
// to every user by the engine's generic route.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordRow } from '../../src/shared/api.ts';
import type { ServerPlugin, TransitionEvent } from '../../src/server/plugins.ts';
import { ok } from '../../src/server/http/envelope.ts';
import { SERVER_PLUGINS } from '../../src/app/server.ts';
import { backends } from './helpers/db.ts';
import { count, createFranchise } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const seen: TransitionEvent[] = [];
let refuse = false;

const probe: ServerPlugin = {
  manifest: { name: 'probe', requires: { entities: { franchise: { actions: ['submit'] } } } },
  afterTransition: {
    franchise: async (_ctx, tx, event) => {
      seen.push(event);
      // Written in the same transaction: it must vanish with a refused transition.
      await tx.query(`INSERT INTO messages (user_id, type, title, entity, record_id) SELECT id, 3, 'probe', 'franchise', $1 FROM users WHERE username = 'admin'`, [event.record.id]);
      if (refuse) throw new Error('probe refuses');
    },
  },
  routes: (app) => {
    app.get('/api/probe/ping', async () => ok('pong'));
  },
};

describe.each(backends())('server plugins on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { plugins: [...SERVER_PLUGINS, probe] });
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const probeRows = (id: number) => count(s, `SELECT count(*)::int AS n FROM messages WHERE title = 'probe' AND record_id = $1`, [id]);

  it('runs the hook after the transition, in its transaction, with the event', async () => {
    const r = await createFranchise(s, op);
    const t = await s.post<RecordRow>(`/api/records/franchise/${r.id}/transition`, { action: 'submit', version: r.version }, op);
    expect(t.code).toBe('200');
    expect(seen.at(-1)).toMatchObject({ entity: 'franchise', action: 'submit', record: { id: r.id, status: t.data.status } });
    expect(await probeRows(r.id)).toBe(1);
  });

  it('rolls the transition back when a hook throws', async () => {
    const r = await createFranchise(s, op);
    refuse = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const t = await s.post(`/api/records/franchise/${r.id}/transition`, { action: 'submit', version: r.version }, op);
      expect(t.code).not.toBe('200');
    } finally {
      refuse = false;
      quiet.mockRestore();
    }
    expect((await s.get<RecordRow>(`/api/records/franchise/${r.id}`, op)).data.status).toBe(r.status);
    expect(await probeRows(r.id)).toBe(0);
    expect(await count(s, 'SELECT count(*)::int AS n FROM record_transitions WHERE record_id = $1', [r.id])).toBe(0);
  });

  it('serves the plugin routes', async () => {
    expect((await s.get<string>('/api/probe/ping', op)).data).toBe('pong');
  });

  it('refuses a system transition to every user, admin included', async () => {
    const admin = await s.token('admin');
    const auctions = await s.get<{ list: RecordRow[] }>('/api/records/auction', admin, { 'f.status.eq': 'published', size: '1' });
    const a = auctions.data.list[0]!;
    const t = await s.post(`/api/records/auction/${a.id}/transition`, { action: 'start', version: a.version }, admin);
    expect(t).toMatchObject({ code: '100006', msg: '“开始竞价”由系统自动执行，不能手动操作' });
  });
});
