// An Actor for a user without an HTTP session: the seed acts through the same services as requests.
import type { Actor, AppContext } from '../context.ts';
import { findUserByName, siteConfigOf, userRoles } from '../auth/users.ts';
import { hiddenMenuNames } from '../../shared/site/config.ts';
import type { Db } from '../db/types.ts';
import { menusFor } from '../guard.ts';

export async function actorFor(ctx: AppContext, db: Db, username: string, variety: string | null = null): Promise<Actor> {
  const user = await findUserByName(db, username);
  if (!user) throw new Error(`seed: no user ${username}`);
  const roles = await userRoles(db, user.id);
  // menusFor reads through ctx.db; inside the seed transaction the whitelist comes from the same tx.
  const site = siteConfigOf(user);
  const menuNames = await menusFor({ ...ctx, db }, roles[0] ?? '', variety, site);
  return {
    userId: user.id,
    roles,
    menuNames,
    siteId: user.site_id,
    username: user.username,
    name: user.name,
    sessionId: 0,
    writeSiteId: user.site_id,
    variety,
    site,
    hiddenMenus: hiddenMenuNames(site),
  };
}
