// Development only: the live-reload stream. It is registered only when the server watches the
// declarative files, so it passes its declaration with the route (src/server/dev/liveReload.ts)
// instead of standing in ROUTE_CONTRACTS (whose every key must name a route the app registers).
import { EventStreamReply, Query } from './common.ts';
import type { RouteContract } from './routes.ts';

export const LIVE_RELOAD_CONTRACT: RouteContract = {
  querystring: Query({}),
  response: { 200: EventStreamReply('data：{version, issues}（每次重新加载后的注册表版本与检查问题）') },
  summary: 'Development: the registry version after each live reload',
};
