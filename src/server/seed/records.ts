// Demo records from seed/records/<entity>.json (JSON only, see seed/README.md). Each record is inserted in
// its workflow's initial state and walked to its seeded state by the shortest path of real transitions,
// so every record carries its audit rows and messages like one entered by hand.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntitySchema, Workflow, WorkflowTransition } from '../../shared/schema/types.ts';
import { EntityValidator } from '../../shared/validation.ts';
import { applyComputed, computedMismatches } from '../../shared/rules/computed.ts';
import { requiredForAction } from '../../shared/rules/required.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { loadRecord, toRecordRow } from '../records/row.ts';
import { refreshRollups } from '../records/rules/rollup.ts';
import { applyTransition } from '../records/transition.ts';
import { advanceCounters } from '../records/rules/sequence.ts';
import { actorFor } from './actor.ts';
import { appendLedger } from '../records/rules/ledger.ts';
import { loadResolver } from '../records/rules/resolve.ts';

interface SeedRecord {
  site: number;
  status?: string;
  variety?: string;
  /** Opinions by workflow action for the transitions on the way to `status` (default: none, or 演示数据 where one is required). */
  opinions?: Record<string, string>;
  data: Record<string, unknown>;
}

/** Referenced entities first, so positions in reference fields can be mapped to assigned ids. */
const ORDER = ['fee_rate', 'target', 'auction', 'demand', 'registration', 'agreement', 'clause_offline', 'auction_enroll', 'bid', 'auction_offline', 'contract', 'earnest_money', 'settlement', 'fund_payment', 'authenticate', 'operating_warrant', 'file_model', 'investment_demand', 'demand_followup', 'service_provider', 'service_deal'];


/** Shortest chain of transitions from the initial state to `target` (breadth-first). */
export function pathTo(wf: Workflow, target: string): WorkflowTransition[] | null {
  const prev = new Map<string, { from: string; t: WorkflowTransition } | null>([[wf.initial, null]]);
  const queue = [wf.initial];
  while (queue.length > 0) {
    const state = queue.shift()!;
    if (state === target) break;
    for (const t of wf.transitions) {
      if (!t.from.includes(state) || prev.has(t.to)) continue;
      prev.set(t.to, { from: state, t });
      queue.push(t.to);
    }
  }
  if (!prev.has(target)) return null;
  const path: WorkflowTransition[] = [];
  for (let step = prev.get(target); step; step = prev.get(step.from)) path.unshift(step.t);
  return path;
}

async function entityIds(tx: Db, entity: string): Promise<number[]> {
  const rows = await tx.query<{ id: string | number }>('SELECT id FROM records WHERE entity = $1 ORDER BY id', [entity]);
  return rows.map((r) => Number(r.id));
}

/** Reference fields (x-ref) hold 1-based positions in the target's seed file (franchise: its listings). */
function mapReferences(entity: EntitySchema, data: Record<string, unknown>, ids: Record<string, number[]>): Record<string, unknown> {
  const out = { ...data };
  for (const [field, p] of Object.entries(entity.properties)) {
    const target = p['x-ref']?.entity;
    if (!target) continue;
    const v = out[field];
    if (typeof v !== 'string' || !/^\d+$/.test(v)) continue;
    const id = ids[target]?.[Number(v) - 1];
    if (id === undefined) throw new Error(`${entity.name}.${field}: ${target} 没有第 ${v} 条种子记录`);
    out[field] = String(id);
  }
  return out;
}

export async function seedRecordFiles(ctx: AppContext, tx: Db): Promise<number> {
  const dir = join(ctx.config.root, 'seed/records');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return 0;
  }
  const names = files.map((f) => f.replace(/\.json$/, ''));
  names.sort((a, b) => (ORDER.indexOf(a) + 1 || 999) - (ORDER.indexOf(b) + 1 || 999) || a.localeCompare(b));
  const admin = await actorFor(ctx, tx, 'admin');
  const validator = new EntityValidator();
  const ids: Record<string, number[]> = { franchise: await entityIds(tx, 'franchise') };
  let count = 0;
  for (const name of names) {
    const entity: EntitySchema | undefined = ctx.registry.entities[name];
    if (!entity) throw new Error(`seed/records/${name}.json: 没有名为 ${name} 的实体`);
    const records = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as SeedRecord[];
    const wf = entity['x-workflow'];
    for (const [i, r] of records.entries()) {
      const where = `seed/records/${name}.json#/${i}`;
      const data = mapReferences(entity, r.data, ids);
      // Seed data may fill server-managed (readOnly) fields, so validate against every property.
      // …and must satisfy the declared rules as an entered record would: computed amounts equal their
      // formulas, and each transition on the way has the fields it requires.
      const variety = entity['x-variety'] ? (r.variety ?? null) : null;
      const outside = await loadResolver(tx, entity, data, { siteId: r.site, variety });
      const errors = [
        ...validator.validate(entity, data, Object.keys(entity.properties)),
        ...computedMismatches(entity, data, applyComputed(entity, data, outside)),
        ...(wf && r.status ? (pathTo(wf, r.status) ?? []).flatMap((t) => requiredForAction(entity, data, t.action)) : []),
      ];
      if (errors.length > 0) throw new Error(`${where}: ${errors.map((e) => e.message).join('；')}`);
      const inserted = await tx.query<{ id: string | number }>(
        `INSERT INTO records (entity, site_id, variety, status, data, created_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
        [name, r.site, entity['x-variety'] ? (r.variety ?? null) : null, wf ? wf.initial : null, JSON.stringify(data), admin.userId],
      );
      const id = Number(inserted[0]!.id);
      // Numbers written here are taken: the counters move past them.
      await advanceCounters(tx, entity, r.site, data, ctx.clock.now());
      const created = await loadRecord(tx, name, id);
      if (created) await appendLedger(tx, entity, created, undefined, { userId: admin.userId, name: admin.name, role: '' }, ctx.clock.now(), ctx.registry.entities);
      // Seeded 贷款数据 rows add up into their loans' totals (x-rollup) as entered ones do.
      if (created) await refreshRollups(tx, ctx.registry.entities, name, [toRecordRow(created).data]);
      if (wf && r.status && r.status !== wf.initial) {
        const path = pathTo(wf, r.status);
        if (!path) throw new Error(`${where}: 状态 ${r.status} 无法从 ${wf.initial} 到达`);
        const unused = Object.keys(r.opinions ?? {}).filter((a) => !path.some((t) => t.action === a));
        if (unused.length > 0) throw new Error(`${where}: opinions 中的操作 ${unused.join('、')} 不在到达 ${r.status} 的流程中`);
        for (const t of path) {
          const row = await loadRecord(tx, name, id, true);
          if (!row) throw new Error(`${where}: record vanished`);
          const opinion = r.opinions?.[t.action] ?? (t.opinion === 'required' ? '演示数据' : '');
          await applyTransition(tx, entity, row, t, opinion, { userId: admin.userId, name: admin.name });
        }
      }
      count++;
    }
    ids[name] = await entityIds(tx, name);
  }
  return count;
}
