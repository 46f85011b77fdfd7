// The bell, live: plugins add lines to it (ServerPlugin.unread) and publish UNREAD_TOPIC when counts
// may have changed ({siteId} for a site's staff, {userIds} for given users, {} for everyone); every open
// shell holds one event stream and refetches its counts on an "unread" event.
import type { FastifyInstance } from 'fastify';
import { API, type UnreadItem } from '../../shared/api.ts';
import { isAdmin } from '../../shared/permission.ts';
import type { Actor, AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { actorOf } from '../auth/actor.ts';
import type { EventData } from './bus.ts';
import { openEventStream, type EventStream } from './sse.ts';
import { UNREAD_TOPIC } from './unreadTopic.ts';


/** Whether an UNREAD_TOPIC event concerns this user. */
export function concerns(actor: Actor, data: EventData): boolean {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return true;
  const { siteId, userIds } = data;
  if (Array.isArray(userIds)) return userIds.includes(actor.userId);
  if (typeof siteId === 'number') return actor.siteId === siteId || (actor.siteId === null && isAdmin(actor));
  return true;
}

export function unreadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API.unreadItems, async (req) => {
    const actor = actorOf(req);
    const items: UnreadItem[] = [];
    for (const p of ctx.plugins) if (p.unread) items.push(...(await p.unread(ctx, actor)));
    return ok(items);
  });

  app.get(API.unreadStream, async (req, reply) => {
    const actor = actorOf(req);
    // Listening before the stream opens: once the client sees the stream, no change can slip past it.
    let stream: EventStream | null = null;
    const stop = await ctx.realtime.subscribe(UNREAD_TOPIC, (d) => {
      if (concerns(actor, d)) stream?.send('unread', null);
    });
    stream = openEventStream(app, req, reply);
    stream.onClose(stop);
    // The listening connection was lost and is back (a database restart): changes meanwhile went unheard.
    const stopResync = ctx.realtime.onResync(() => stream?.send('unread', null));
    stream.onClose(stopResync);
    // Counts may have changed between the page's own fetch and now: one refetch at the start.
    stream.send('unread', null);
  });
}
