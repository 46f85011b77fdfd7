// The demo seed shows every screen with data: over the registry (no list kept here), every entity that
// some page shows has at least one seeded record, and one in each state of its workflow, reached through
// real transitions (each such record has its transition history).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/api.ts';
import type { EntitySchema, Registry } from '../../../src/shared/schema/types.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** The entities the pages of pages.json show (through their page schema files), by name. */
function pagedEntities(registry: Registry): EntitySchema[] {
  const names = new Set<string>();
  for (const p of registry.pages.pages) {
    const entity = p.schema ? (registry.pageSchemas[p.schema] as { entity?: string } | undefined)?.entity : undefined;
    if (entity) names.add(entity);
  }
  return [...names].sort().map((n) => registry.entities[n]!);
}

describe.each(backends())('demo seed coverage on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    // Seeded here, from an empty database, as a first start does: this file is the seed's own test.
    s = await startTestServer(backend, { freshSeed: true });
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  const total = async (entity: string, query: Record<string, string> = {}): Promise<number> => {
    const r = await s.get<ListResult>(`/api/records/${entity}`, admin, { size: '1', ...query });
    expect(r.code, `${entity}: ${r.msg}`).toBe('200');
    return r.data.total;
  };

  it('finds the entities through the registry', () => {
    const names = pagedEntities(s.ctx.registry).map((e) => e.name);
    // A sanity bound, not a list: the pages show most entities, among them those the seed once lacked.
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual(expect.arrayContaining(['loan', 'loan_record', 'other_rights']));
  });

  it('every entity with a page has at least one record', async () => {
    const empty: string[] = [];
    for (const e of pagedEntities(s.ctx.registry)) if ((await total(e.name)) === 0) empty.push(`${e.name}（${e.title}）`);
    expect(empty).toEqual([]);
  });

  it('every workflow state of those entities has a record, with its transition history', async () => {
    const missing: string[] = [];
    for (const e of pagedEntities(s.ctx.registry)) {
      const wf = e['x-workflow'];
      if (!wf) continue;
      for (const [state, def] of Object.entries(wf.states)) {
        if ((await total(e.name, { 'f.status.eq': state })) === 0) missing.push(`${e.name}.${state}（${e.title}：${def.title}）`);
      }
      // Records outside the initial state got there by transitions, which are on record.
      const unexplained = await count(
        s,
        `SELECT count(*)::int AS n FROM records r WHERE r.entity = $1 AND r.status <> $2
           AND NOT EXISTS (SELECT 1 FROM record_transitions t WHERE t.record_id = r.id AND t.entity = r.entity AND t.to_status = r.status)`,
        [e.name, wf.initial],
      );
      expect(unexplained, `${e.name}: records in a state no transition led to`).toBe(0);
    }
    expect(missing).toEqual([]);
  });
});
