// Who may enter a bid. Bidding is not a workflow transition, so the grant comes from the page schemas in
// the same spirit as entityGrants: a principal may bid when it reaches a detail or approval page of the
// auction entity that embeds the `auction-bid` widget and names its role in `options.bidRoles`
// (admin always). Pages that embed the widget without bidRoles (the public bidding notice) show the
// board read-only. The server refuses exactly what the browser does not offer.
import { canPage, isAdmin, type Principal } from '../../../shared/permission.ts';
import type { Registry, WidgetRef } from '../../../shared/schema/types.ts';
import { AUCTION } from './config.ts';

export const AUCTION_BID_WIDGET = 'auction-bid';
export const AUCTION_ENTITY = AUCTION.entities.auction;

/** Roles a widget declaration lets enter bids (options.bidRoles, strings only). */
export function bidRolesOf(w: WidgetRef): string[] {
  const roles = w.options?.bidRoles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

export function canBid(p: Principal, reg: Registry, entity: string = AUCTION_ENTITY): boolean {
  if (isAdmin(p)) return true;
  const role = p.roles[0] ?? '';
  return reg.pages.pages.some((page) => {
    if (!page.schema || !canPage(p, reg.menus, page)) return false;
    const s = reg.pageSchemas[page.schema];
    if (!s || s.entity !== entity || (s.kind !== 'detail' && s.kind !== 'approval')) return false;
    return (s.widgets ?? []).some((w) => w.type === AUCTION_BID_WIDGET && bidRolesOf(w).includes(role));
  });
}
