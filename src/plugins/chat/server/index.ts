// The chat plugin, server half: visitor and staff routes over the realtime engine, on its own tables.
import type { ServerPlugin } from '../../../server/api.ts';
import { CHAT_ROUTES } from '../shared/contract.ts';
import { chatManifest } from '../shared/manifest.ts';
import { CHAT_MIGRATIONS } from './migrations.ts';
import { chatRoutes } from './routes.ts';
import { chatUnread } from './unread.ts';

export const chatServerPlugin: ServerPlugin = {
  manifest: chatManifest,
  routes: chatRoutes,
  contracts: CHAT_ROUTES,
  unread: chatUnread,
  migrations: CHAT_MIGRATIONS,
};
