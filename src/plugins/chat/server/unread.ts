// The chat's line in the bell: unread visitor messages in the open sessions this staff member answers
// (theirs and the unassigned ones of their site), linking to the console. Nothing for users who may not
// open the console.
import type { Actor, AppContext } from '../../../server/api.ts';
import type { UnreadItem } from '../../../shared/api.ts';
import { componentPage } from '../../../shared/componentPage.ts';
import { canPage, isAdmin } from '../../../shared/permission.ts';
import { CHAT_MANAGER_COMPONENT } from '../shared/api.ts';
import { staffUnread } from './store.ts';

export async function chatUnread(ctx: AppContext, actor: Actor): Promise<UnreadItem[]> {
  const page = componentPage(ctx.registry.pages.pages, CHAT_MANAGER_COMPONENT);
  if (!page || !canPage(actor, ctx.registry.menus, page)) return [];
  if (actor.siteId === null && !isAdmin(actor)) return [];
  const count = await staffUnread(ctx.db, actor.siteId, actor.userId);
  return [{ key: 'chat', label: '在线咨询', count, path: page.path }];
}
