// 数据同步 API (/api/system/sync/*): open to whoever reaches the 数据同步 page (the permission rule), on
// their own site (the all-sites administrator on the site it names). Runs start as server jobs and answer
// at once; the page polls the run. Starting, confirming and cancelling a run are audited (sys_sync), and
// every imported record is audited by the records service like any other create.
import type { FastifyInstance } from 'fastify';
import { Code, CodeMessage } from '../../shared/codes.ts';
import { isAdmin } from '../../shared/permission.ts';
import { parseSiteConfig } from '../../shared/site/config.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { SYNC_API, SYNC_PAGE, type SyncEntity, type SyncFileRecord, type SyncRun } from '../../shared/sync/api.ts';
import type { Actor, AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { isStorageFull } from '../http/failures.ts';
import { asBag, posInt, str } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';
import { uploaded } from '../http/upload.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam, targetSite } from '../system/scope.ts';
import { runExport } from './exportJob.ts';
import { readSyncFile } from './file.ts';
import { checkImport, ImportFailed, storeImport } from './importJob.ts';
import { appendLog, insertRun, listRuns, loadRun, readLog, runContent, setLive } from './store.ts';
import { businessDate } from '../../shared/time/business.ts';

interface SiteRow {
  id: number;
  name: string;
  varieties: unknown;
  menu_settings: unknown;
  role_menus: unknown;
  workflow_roles: unknown;
}

function syncEntities(ctx: AppContext): EntitySchema[] {
  // By title, so the page's choice is stable whatever order the schema files load in.
  return Object.values(ctx.registry.entities).filter((e) => e['x-sync'] === true).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

function syncEntity(ctx: AppContext, name: string | undefined): EntitySchema {
  const e = syncEntities(ctx).find((x) => x.name === name);
  if (!e) throw invalid('请选择要同步的数据', [{ field: 'entity', message: name ? `“${name}”不能同步` : '请选择数据类型' }]);
  return e;
}

export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const jobs = new Set<Promise<void>>();
  // A job outlives its request; the server waits for running jobs before it closes the database.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });
  /**
   * Runs a job after its request has been answered. A failure is logged with the run's id (an operator
   * finds it from the page's 同步编号) and recorded on the run, its message and an error line in its log,
   * which is what the page shows; a failure to record it is logged too, never left unhandled.
   */
  const start = (runId: number, kind: 'import' | 'export', job: () => Promise<void>): void => {
    const p = job()
      .catch(async (e: unknown) => {
        if (e instanceof ImportFailed) {
          app.log.error({ err: e.reason, runId, kind }, `data sync ${kind} ${runId} failed: ${e.message}`);
          return;
        }
        app.log.error({ err: e, runId, kind }, `data sync ${kind} ${runId} failed`);
        const message = `${isStorageFull(e) ? CodeMessage[Code.STORAGE_FULL] : '运行出错'}，未完成（同步编号 ${runId}，详见服务器日志）`;
        try {
          await appendLog(ctx.db, runId, [{ rowNo: null, record: '', level: 'error', message }]);
          await ctx.db.query("UPDATE sync_runs SET status = 'failed', message = $2, finished_at = now(), updated_at = now() WHERE id = $1 AND status = 'running'", [runId, message]);
          setLive(ctx, runId, null);
        } catch (recording) {
          app.log.error({ err: recording, runId, kind }, `data sync ${kind} ${runId}: the failure could not be recorded`);
        }
      })
      .finally(() => jobs.delete(p));
    jobs.add(p);
  };

  const allowed = (actor: Actor): void => requirePage(ctx, actor, SYNC_PAGE);
  /** The site a new run works on: the site administrator's own; the administrator must name one. */
  const siteFor = async (actor: Actor, raw: unknown): Promise<SiteRow> => {
    const id = targetSite(actor, siteParam(raw));
    if (id === null) throw invalid('请选择站点', [{ field: 'siteId', message: '请选择站点' }]);
    const row = (await ctx.db.query<SiteRow>('SELECT id, name, varieties, menu_settings, role_menus, workflow_roles FROM sites WHERE id = $1', [id]))[0];
    if (!row) throw notFound('站点不存在');
    return row;
  };
  const runOf = async (actor: Actor, raw: string): Promise<SyncRun> => {
    allowed(actor);
    const id = siteParam(raw);
    const run = typeof id === 'number' ? await loadRun(ctx, id) : null;
    if (!run) throw notFound('同步记录不存在');
    requireSiteAccess(actor, run.siteId);
    return run;
  };
  /** Imports write as the user, into the run's site, under that site's configuration. */
  const jobActor = (actor: Actor, site: SiteRow): Actor => ({ ...actor, writeSiteId: site.id, variety: null, site: parseSiteConfig(site) });

  app.get(SYNC_API.entities, async (req) => {
    allowed(actorOf(req));
    return ok(syncEntities(ctx).map((e): SyncEntity => ({ entity: e.name, title: e.title })));
  });

  app.get(SYNC_API.runs, async (req) => {
    const actor = actorOf(req);
    allowed(actor);
    const q = asBag(req.query);
    const site = isAdmin(actor) ? (siteParam(q.siteId) ?? null) : targetSite(actor, siteParam(q.siteId));
    const page = posInt(q, 'page', '页码', 100000) ?? 1;
    const size = Math.min(posInt(q, 'size', '每页条数') ?? 20, 100);
    return ok({ ...(await listRuns(ctx, site, page, size)), page, size });
  });

  app.get<{ Params: { id: string } }>('/api/system/sync/runs/:id', async (req) => ok(await runOf(actorOf(req), req.params.id)));

  app.get<{ Params: { id: string } }>('/api/system/sync/runs/:id/log', async (req) => {
    const run = await runOf(actorOf(req), req.params.id);
    const q = asBag(req.query);
    const page = posInt(q, 'page', '页码', 100000) ?? 1;
    const size = Math.min(posInt(q, 'size', '每页条数') ?? 50, 200);
    return ok({ ...(await readLog(ctx.db, run.id, str(q, 'level') === 'error' ? 'error' : null, page, size)), page, size });
  });

  app.get<{ Params: { id: string } }>('/api/system/sync/runs/:id/file', async (req, reply) => {
    const run = await runOf(actorOf(req), req.params.id);
    if (run.kind !== 'export' || run.status !== 'done') throw invalid('该同步没有可下载的文件');
    const content = (await runContent(ctx.db, run.id)) ?? '';
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(run.fileName)}`).type('application/json; charset=utf-8');
    return reply.send(content);
  });

  app.post(SYNC_API.exportRun, async (req) => {
    const actor = actorOf(req);
    allowed(actor);
    const b = asBag(req.body);
    const entity = syncEntity(ctx, str(b, 'entity'));
    const site = await siteFor(actor, b.siteId);
    const total = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM records WHERE entity = $1 AND site_id = $2', [entity.name, site.id]))[0]?.n ?? 0;
    // The file is named for the business day it was made on.
    const stamp = businessDate(ctx.clock.now());
    const id = await ctx.db.transaction(async (tx) => {
      const runId = await insertRun(ctx, tx, { siteId: site.id, kind: 'export', entity: entity.name, userId: actor.userId, userName: actor.name, total, fileName: `${site.name}-${entity.title}-${stamp}.json`, content: null });
      await auditSetup(tx, actor, 'sys_sync', runId, 'export', [{ field: 'run', from: null, to: { kind: 'export', entity: entity.name, siteId: site.id } }], 'create');
      return runId;
    });
    start(id, 'export', () => runExport(ctx, id, entity, { id: site.id, name: site.name }));
    return ok(await loadRun(ctx, id), '导出已开始');
  });

  app.post(SYNC_API.importRun, { config: { upload: true } }, async (req) => {
    const actor = actorOf(req);
    allowed(actor);
    const q = asBag(req.query);
    const entity = syncEntity(ctx, str(q, 'entity'));
    const site = await siteFor(actor, q.siteId);
    const records = readSyncFile(await uploaded(req), entity);
    const id = await ctx.db.transaction(async (tx) => {
      const runId = await insertRun(ctx, tx, { siteId: site.id, kind: 'import', entity: entity.name, userId: actor.userId, userName: actor.name, total: records.length, fileName: '', content: JSON.stringify(records) });
      await auditSetup(tx, actor, 'sys_sync', runId, 'import', [{ field: 'run', from: null, to: { kind: 'import', entity: entity.name, siteId: site.id, records: records.length } }], 'create');
      return runId;
    });
    start(id, 'import', () => checkImport(ctx, id, jobActor(actor, site), entity, records));
    return ok(await loadRun(ctx, id), '导入已开始：先逐条校验');
  });

  /** An import waiting for confirmation: the user's decision, made once (the state moves first). */
  const decide = async (actor: Actor, raw: string, to: 'running' | 'cancelled'): Promise<{ run: SyncRun; records: SyncFileRecord[] }> => {
    const run = await runOf(actor, raw);
    if (run.kind !== 'import' || run.status !== 'awaiting') throw invalid('该同步不在待确认状态');
    const records = await ctx.db.transaction(async (tx) => {
      const moved = await tx.query<{ content: string | null }>(
        `UPDATE sync_runs SET status = $2, finished_at = CASE WHEN $2 = 'cancelled' THEN now() ELSE NULL END, updated_at = now()
         ${to === 'cancelled' ? ', content = NULL' : ''} WHERE id = $1 AND status = 'awaiting' RETURNING content`,
        [run.id, to],
      );
      if (!moved[0]) throw invalid('该同步不在待确认状态');
      await auditSetup(tx, actor, 'sys_sync', run.id, to === 'running' ? 'confirm' : 'cancel', [{ field: 'status', from: 'awaiting', to }]);
      return JSON.parse(moved[0].content ?? '[]') as SyncFileRecord[];
    });
    return { run, records };
  };

  app.post<{ Params: { id: string } }>('/api/system/sync/runs/:id/confirm', async (req) => {
    const actor = actorOf(req);
    const { run, records } = await decide(actor, req.params.id, 'running');
    const site = await siteFor(actor, run.siteId);
    const refused = new Set((await ctx.db.query<{ row_no: number }>("SELECT DISTINCT row_no FROM sync_run_log WHERE run_id = $1 AND level = 'error' AND row_no IS NOT NULL", [run.id])).map((r) => r.row_no));
    const positions = records.map((_, i) => i).filter((i) => !refused.has(i + 1));
    start(run.id, 'import', () => storeImport(ctx, run.id, jobActor(actor, site), syncEntity(ctx, run.entity), records, positions));
    return ok(await loadRun(ctx, run.id), `开始导入 ${positions.length} 条有效记录`);
  });

  app.post<{ Params: { id: string } }>('/api/system/sync/runs/:id/cancel', async (req) => {
    const { run } = await decide(actorOf(req), req.params.id, 'cancelled');
    return ok(await loadRun(ctx, run.id), '已取消，未导入任何记录');
  });
}
