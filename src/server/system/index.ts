// System setup's API (/api/system/*): users, roles, sites and a site's own settings.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { syncRoutes } from '../sync/routes.ts';
import { systemChainRoutes } from './chains.ts';
import { siteImageRoutes } from './images.ts';
import { systemSettingsRoutes } from './settings.ts';
import { systemSiteRoutes } from './sites.ts';
import { systemUserRoutes } from './users.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  systemUserRoutes(app, ctx);
  systemSiteRoutes(app, ctx);
  systemSettingsRoutes(app, ctx);
  syncRoutes(app, ctx);
  siteImageRoutes(app, ctx);
  systemChainRoutes(app, ctx);
}
