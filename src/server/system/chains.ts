// 工作流管理 → 审批链: a site's administrator adjusts a declared approval chain within the declaration's
// `site` bounds. Every save is a new version (the newest is in force; records already in a chain finish
// under the version their run started with), checked like the declaration and audited.
import type { FastifyInstance } from 'fastify';
import { levelsOf, levelProblems, siteRules, type ChainLevel } from '../../shared/chain/index.ts';
import { checkMeta } from '../../shared/check/meta.ts';
import { unknownFieldMessage } from '../../shared/check/context.ts';
import { Code } from '../../shared/codes.ts';
import type { EntitySchema, WorkflowTransition } from '../../shared/schema/types.ts';
import { SYSTEM_PAGES } from '../../shared/system/api.ts';
import type { SiteChain } from '../../shared/system/chains.ts';
import { actorOf } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, invalidFields, notFound } from '../http/errors.ts';
import { asBag } from '../http/params.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam } from './scope.ts';

type Adjustable = { entity: EntitySchema; t: WorkflowTransition & { chain: NonNullable<WorkflowTransition['chain']> } };

function adjustable(ctx: AppContext): Adjustable[] {
  const out: Adjustable[] = [];
  for (const entity of Object.values(ctx.registry.entities)) {
    for (const t of entity['x-workflow']?.transitions ?? []) if (t.chain?.site) out.push({ entity, t: t as Adjustable['t'] });
  }
  return out;
}

const unknownField = (e: EntitySchema) => (f: string) => (f.includes('.') || Object.hasOwn(e.properties, f) ? null : unknownFieldMessage(e, f, false));

async function siteChain(db: Db, siteId: number, { entity, t }: Adjustable): Promise<SiteChain> {
  const rules = siteRules(t.chain, unknownField(entity))!;
  const rows = await db.query<{ version: number; levels: ChainLevel[]; user_name: string; created_at: Date | string }>(
    'SELECT version, levels, user_name, created_at FROM approval_chain_versions WHERE site_id = $1 AND entity = $2 AND action = $3 ORDER BY version DESC',
    [siteId, entity.name, t.action],
  );
  return {
    entity: entity.name,
    entityTitle: entity.title,
    action: t.action,
    title: t.title,
    limits: { roles: [...rules.roles], users: rules.users, minLevels: rules.minLevels, maxLevels: rules.maxLevels },
    defaultLevels: levelsOf(t.chain),
    version: rows[0] ? Number(rows[0].version) : 0,
    levels: rows[0]?.levels ?? levelsOf(t.chain),
    history: rows.map((r) => ({ version: Number(r.version), userName: r.user_name, createdAt: new Date(r.created_at).toISOString() })),
  };
}

/** The shape first (the meta-schema's words and pointers), then the declaration's bounds and the site's users. */
async function levelsProblems(db: Db, siteId: number, { entity, t }: Adjustable, raw: unknown): Promise<{ field: string; message: string }[]> {
  const probe = {
    name: 'probe', title: 'probe', type: 'object', properties: { x: { type: 'string', title: 'x' } },
    'x-workflow': { initial: 's', states: { s: { title: 's' } }, transitions: [{ action: 'a', title: 'a', from: ['s'], to: 's', roles: [], chain: { rejectWith: 'r', levels: raw } }] },
  };
  const prefix = '/x-workflow/transitions/0/chain';
  const shape = checkMeta('schemas/entities/probe.json', probe);
  if (shape.length > 0) return shape.map((i) => ({ field: i.pointer.startsWith(prefix) ? i.pointer.slice(prefix.length + 1) : 'levels', message: i.message }));
  const levels = raw as ChainLevel[];
  const out = levelProblems(levels, siteRules(t.chain, unknownField(entity))!).map((p) => ({ field: p.pointer.slice(1), message: p.message }));
  const named = [...new Set(levels.flatMap((l) => l.users ?? []))];
  if (named.length > 0) {
    // A named approver is a user of this site who holds a role of the step (else the step would refuse them).
    const rows = await db.query<{ username: string }>(
      `SELECT DISTINCT u.username FROM users u JOIN user_roles ur ON ur.user_id = u.id
       WHERE u.site_id = $1 AND NOT u.locked AND u.username IN (SELECT jsonb_array_elements_text($2::jsonb)) AND ur.role IN (SELECT jsonb_array_elements_text($3::jsonb))`,
      [siteId, JSON.stringify(named), JSON.stringify(t.roles)],
    );
    const found = new Set(rows.map((r) => r.username));
    levels.forEach((l, i) => (l.users ?? []).forEach((u, j) => {
      if (!found.has(u)) out.push({ field: `levels/${i}/users/${j}`, message: `第${i + 1}级“${l.title}”：用户 "${u}" 不是本站点可办理“${t.title}”的用户` });
    }));
  }
  return out;
}

export function systemChainRoutes(app: FastifyInstance, ctx: AppContext): void {
  const site = (raw: string): number => {
    const n = siteParam(raw);
    if (typeof n !== 'number') throw notFound('站点不存在');
    return n;
  };

  app.get<{ Params: { id: string } }>('/api/system/sites/:id/chains', async (req) => {
    const actor = actorOf(req);
    requirePage(ctx, actor, SYSTEM_PAGES.workflow);
    const id = site(req.params.id);
    requireSiteAccess(actor, id);
    const out: SiteChain[] = [];
    for (const a of adjustable(ctx)) out.push(await siteChain(ctx.db, id, a));
    return ok(out);
  });

  app.put<{ Params: { id: string; entity: string; action: string } }>('/api/system/sites/:id/chains/:entity/:action', async (req) => {
    const actor = actorOf(req);
    requirePage(ctx, actor, SYSTEM_PAGES.workflow);
    const id = site(req.params.id);
    requireSiteAccess(actor, id);
    const target = adjustable(ctx).find((a) => a.entity.name === req.params.entity && a.t.action === req.params.action);
    if (!target) throw notFound('该审批链不存在或不允许站点调整');
    const body = asBag(req.body);
    // The version the administrator edited (0: the declaration's default).
    const based = body.version === undefined ? 0 : Number(body.version);
    if (!Number.isInteger(based) || based < 0) throw invalid('版本号须为非负整数');
    const problems = await levelsProblems(ctx.db, id, target, body.levels);
    if (problems.length > 0) throw invalidFields(problems);
    const levels = body.levels as ChainLevel[];
    await ctx.db.transaction(async (tx) => {
      // The site row serialises saves of one site: two administrators never write the same version.
      if ((await tx.query('SELECT id FROM sites WHERE id = $1 FOR UPDATE', [id])).length === 0) throw notFound('站点不存在');
      const now = await siteChain(tx, id, target);
      if (now.version !== based) throw new ApiError(Code.CONFLICT, '审批链已被他人修改，请刷新后重试');
      await tx.query(
        `INSERT INTO approval_chain_versions (site_id, entity, action, version, levels, user_id, user_name, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
        [id, target.entity.name, target.t.action, based + 1, JSON.stringify(levels), actor.userId, actor.name, new Date(ctx.clock.now()).toISOString()],
      );
      await auditSetup(tx, actor, 'sys_site', id, 'chain', [{ field: `${target.entity.name}.${target.t.action}`, from: now.levels, to: levels }]);
    });
    return ok(await siteChain(ctx.db, id, target), '审批链已保存，新提交的记录按新版本审批');
  });
}

