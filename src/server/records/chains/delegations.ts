// Delegation (代签): while a delegation covers today's business day, its delegate may sign chain levels in
// the delegator's name. `/api/user/delegations` lists, adds and ends the caller's own delegations.
import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../../shared/time/business.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { actorOf } from '../../auth/actor.ts';
import { ok } from '../../http/envelope.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { asBag, str } from '../../http/params.ts';

export interface Delegator {
  userId: number;
  username: string;
  name: string;
  roles: string[];
}

/** The users `delegateId` signs for on `siteId` today. */
export async function delegatorsOf(db: Db, delegateId: number, siteId: number | null, nowMs: number): Promise<Delegator[]> {
  const today = businessDate(nowMs);
  const rows = await db.query<{ id: number; username: string; name: string; roles: string[] | string }>(
    `SELECT u.id, u.username, u.name, COALESCE((SELECT json_agg(ur.role ORDER BY ur.sort) FROM user_roles ur WHERE ur.user_id = u.id), '[]'::json) AS roles
     FROM approval_delegations d JOIN users u ON u.id = d.user_id
     WHERE d.delegate_id = $1 AND d.from_day <= $2::date AND d.to_day >= $2::date AND u.site_id IS NOT DISTINCT FROM $3 AND NOT u.locked
     ORDER BY d.id`,
    [delegateId, today, siteId],
  );
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, name: r.name, roles: typeof r.roles === 'string' ? (JSON.parse(r.roles) as string[]) : r.roles }));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function delegationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = async (userId: number) =>
    (await ctx.db.query<{ id: number; delegate: string; delegate_name: string; from_day: string; to_day: string }>(
      `SELECT d.id, u.username AS delegate, u.name AS delegate_name, to_char(d.from_day, 'YYYY-MM-DD') AS from_day, to_char(d.to_day, 'YYYY-MM-DD') AS to_day
       FROM approval_delegations d JOIN users u ON u.id = d.delegate_id WHERE d.user_id = $1 ORDER BY d.from_day, d.id`,
      [userId],
    )).map((r) => ({ id: Number(r.id), delegate: r.delegate, delegateName: r.delegate_name, from: r.from_day, to: r.to_day }));

  app.get('/api/user/delegations', async (req) => ok(await list(actorOf(req).userId)));

  app.post('/api/user/delegations', async (req) => {
    const actor = actorOf(req);
    const b = asBag(req.body);
    const delegate = (str(b, 'delegate') ?? '').trim();
    const from = (str(b, 'from') ?? '').trim();
    const to = (str(b, 'to') ?? '').trim();
    if (!delegate) throw invalid('请选择代理人');
    if (!DAY.test(from) || Number.isNaN(Date.parse(from))) throw invalid('开始日期格式不正确');
    if (!DAY.test(to) || Number.isNaN(Date.parse(to))) throw invalid('结束日期格式不正确');
    if (from > to) throw invalid('结束日期不能早于开始日期');
    const found = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1 AND site_id IS NOT DISTINCT FROM $2 AND NOT locked', [delegate, actor.siteId]);
    if (!found[0]) throw invalid(`代理人 "${delegate}" 不是本站点的用户`);
    if (Number(found[0].id) === actor.userId) throw invalid('代理人不能是自己');
    await ctx.db.query('INSERT INTO approval_delegations (user_id, delegate_id, from_day, to_day, created_at) VALUES ($1, $2, $3, $4, $5)', [
      actor.userId, Number(found[0].id), from, to, new Date(ctx.clock.now()).toISOString(),
    ]);
    return ok(await list(actor.userId), '已设置代理');
  });

  app.delete<{ Params: { id: string } }>('/api/user/delegations/:id', async (req) => {
    const actor = actorOf(req);
    const gone = await ctx.db.query('DELETE FROM approval_delegations WHERE id = $1 AND user_id = $2 RETURNING id', [Number(req.params.id) || 0, actor.userId]);
    if (gone.length === 0) throw notFound('代理设置不存在');
    return ok(await list(actor.userId), '已取消代理');
  });
}
