// The message centre behind the bell: list notices by type and mark them read.
import type { FastifyInstance } from 'fastify';
import { COMMON_API, type MessageRow } from '../../shared/api.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { asBag, MAX_PAGE, posInt, str } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';

interface MessageDbRow {
  id: number | string;
  type: number;
  title: string;
  entity: string | null;
  record_id: number | string | null;
  read: boolean;
  created_at: Date | string;
}

function messageType(raw: string | undefined): 1 | 2 | 3 | null {
  if (raw === undefined || raw === '') return null;
  if (raw === '1' || raw === '2' || raw === '3') return Number(raw) as 1 | 2 | 3;
  throw invalid('消息类型只能是 1、2 或 3');
}

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(COMMON_API.messages, async (req) => {
    const actor = actorOf(req);
    const q = asBag(req.query);
    const type = messageType(str(q, 'type'));
    const page = posInt(q, 'page', '页码', MAX_PAGE) ?? 1;
    const size = Math.min(posInt(q, 'size', '每页条数') ?? 10, 200);
    const where = 'user_id = $1 AND ($2::int IS NULL OR type = $2::int)';
    const rows = await ctx.db.query<MessageDbRow>(
      `SELECT id, type, title, entity, record_id, read, created_at FROM messages WHERE ${where}
       ORDER BY read, id DESC LIMIT $3 OFFSET $4`,
      [actor.userId, type, size, (page - 1) * size],
    );
    const total = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE ${where}`, [actor.userId, type]);
    const list: MessageRow[] = rows.map((r) => ({
      id: Number(r.id),
      type: r.type as 1 | 2 | 3,
      title: r.title,
      entity: r.entity,
      recordId: r.record_id === null ? null : Number(r.record_id),
      read: r.read,
      createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
    }));
    return ok({ list, total: total[0]?.n ?? 0, page, size });
  });

  /** Body: id (one message) or type (all of that type) or neither (all). */
  app.post(COMMON_API.readMessages, async (req) => {
    const actor = actorOf(req);
    const body = asBag(req.body);
    const id = posInt(body, 'id', '消息编号', Number.MAX_SAFE_INTEGER) ?? null;
    const type = messageType(str(body, 'type'));
    await ctx.db.query(
      `UPDATE messages SET read = true WHERE user_id = $1 AND NOT read
       AND ($2::bigint IS NULL OR id = $2::bigint) AND ($3::int IS NULL OR type = $3::int)`,
      [actor.userId, id, type],
    );
    return ok(null);
  });
}
