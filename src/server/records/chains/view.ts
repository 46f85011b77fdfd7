// A record's chain as the approval page shows it (null when the record is in no chain's state).
import { chainProgress, decideProblem, type ChainView } from '../../../shared/chain/index.ts';
import { recordResolver } from '../../../shared/expr/index.ts';
import type { AppContext, Actor } from '../../context.ts';
import { entityOf, requireEntity } from '../entity.ts';
import { readable } from '../readable.ts';
import { toRecordRow } from '../row.ts';
import { whoOf } from '../rules/who.ts';
import { chainFrom } from './find.ts';
import { currentRun, runDecisions } from './runs.ts';

export async function recordChain(ctx: AppContext, actor: Actor, entityName: string, id: number): Promise<ChainView | null> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  const wf = entity['x-workflow'];
  if (!wf) return null;
  return ctx.db.transaction(async (tx) => {
    const row = await readable(tx, actor, entity, id);
    const t = chainFrom(wf, row.status ?? '');
    if (!t) return null;
    const run = await currentRun(tx, entity.name, id, row.site_id, t, ctx.clock.now());
    const decisions = await runDecisions(tx, run.id);
    const progress = chainProgress(run.levels, decisions, recordResolver(toRecordRow(row).data));
    const since = [run.startedAt, ...decisions.filter((d) => progress.current !== null && d.level < progress.current).map((d) => d.createdAt)].sort().at(-1)!;
    const deadlineOf = (index: number, hours: number | undefined) =>
      index === progress.current && hours ? new Date(Date.parse(since) + hours * 3600_000).toISOString() : null;
    return {
      action: t.action,
      version: run.version,
      startedAt: run.startedAt,
      current: progress.current,
      levels: progress.levels.map((p) => ({
        title: p.level.title,
        mode: p.level.mode,
        roles: p.level.roles ?? [],
        users: p.level.users ?? [],
        deadlineHours: p.level.deadlineHours ?? null,
        deadline: deadlineOf(p.index, p.level.deadlineHours),
        status: p.status,
        decisions: decisions.filter((d) => d.level === p.index),
        missing: p.missing,
      })),
      problem: decideProblem(progress, decisions, { userId: actor.userId, username: actor.username, role: whoOf(actor).role }),
    };
  });
}
