// 站点参数 and 收款账户: a site's parameters (default listing days, auction delay rule, signature and seal
// images for print layouts) and its pay accounts (read by /api/payConfig/queryAccountListBySite).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TITLES, checkAccount, checkSiteSettings, SYSTEM_PAGES, type SiteAccountRow, type SiteSettings } from '../../shared/system/api.ts';
import type { Actor, AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { invalidFields, notFound } from '../http/errors.ts';
import { asBag, str, type Bag } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam } from './scope.ts';

function settingsOf(raw: unknown): SiteSettings {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    listingDays: num(o.listingDays),
    auctionDelayMinutes: num(o.auctionDelayMinutes),
    signature: typeof o.signature === 'string' ? o.signature : '',
    seal: typeof o.seal === 'string' ? o.seal : '',
  };
}

function settingsInput(b: Bag): SiteSettings {
  const num = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : typeof v === 'number' ? v : Number.NaN);
  return { listingDays: num(b.listingDays), auctionDelayMinutes: num(b.auctionDelayMinutes), signature: (str(b, 'signature') ?? '').trim(), seal: (str(b, 'seal') ?? '').trim() };
}

function accountInput(b: Bag): Omit<SiteAccountRow, 'id'> {
  return { acountNumber: (str(b, 'acountNumber') ?? '').trim(), acountName: (str(b, 'acountName') ?? '').trim(), bank: (str(b, 'bank') ?? '').trim() };
}

const ACCOUNT_SQL = 'SELECT id, acount_number AS "acountNumber", acount_name AS "acountName", bank FROM site_accounts';

export function systemSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const site = async (actor: Actor, raw: string): Promise<{ id: number; settings: unknown }> => {
    requirePage(ctx, actor, SYSTEM_PAGES.settings);
    const id = siteParam(raw);
    const row = typeof id === 'number' ? (await ctx.db.query<{ id: number; settings: unknown }>('SELECT id, settings FROM sites WHERE id = $1', [id]))[0] : undefined;
    if (!row) throw notFound('站点不存在');
    requireSiteAccess(actor, row.id);
    return row;
  };
  const account = async (siteId: number, raw: string): Promise<SiteAccountRow> => {
    const id = siteParam(raw);
    const row = typeof id === 'number' ? (await ctx.db.query<SiteAccountRow>(`${ACCOUNT_SQL} WHERE id = $1 AND site_id = $2`, [id, siteId]))[0] : undefined;
    if (!row) throw notFound('账户不存在');
    return row;
  };
  const accounts = (siteId: number) => ctx.db.query<SiteAccountRow>(`${ACCOUNT_SQL} WHERE site_id = $1 ORDER BY id`, [siteId]);

  app.get<{ Params: { id: string } }>('/api/system/sites/:id/settings', async (req) => {
    const row = await site(actorOf(req), req.params.id);
    return ok({ settings: settingsOf(row.settings), accounts: await accounts(row.id) });
  });

  app.put<{ Params: { id: string } }>('/api/system/sites/:id/settings', async (req) => {
    const actor = actorOf(req);
    const row = await site(actor, req.params.id);
    const next = settingsInput(asBag(req.body));
    const errors = checkSiteSettings(next);
    if (errors.length > 0) throw invalidFields(errors);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE sites SET settings = $2::jsonb WHERE id = $1', [row.id, JSON.stringify(next)]);
      await auditSetup(tx, actor, 'sys_site', row.id, 'settings', [{ field: 'settings', from: settingsOf(row.settings), to: next }]);
    });
    return ok({ settings: next, accounts: await accounts(row.id) }, '站点参数已保存');
  });

  app.post<{ Params: { id: string } }>('/api/system/sites/:id/accounts', async (req) => {
    const actor = actorOf(req);
    const row = await site(actor, req.params.id);
    const a = accountInput(asBag(req.body));
    const errors = checkAccount(a);
    if (errors.length > 0) throw invalidFields(errors);
    await ctx.db.transaction(async (tx) => {
      const made = await tx.query<{ id: number }>('INSERT INTO site_accounts (site_id, acount_number, acount_name, bank) VALUES ($1, $2, $3, $4) RETURNING id', [row.id, a.acountNumber, a.acountName, a.bank]);
      await auditSetup(tx, actor, 'sys_site', row.id, 'account', [{ field: `account:${made[0]!.id}`, from: null, to: a }]);
    });
    return ok(await accounts(row.id), '账户已添加');
  });

  app.put<{ Params: { id: string; accountId: string } }>('/api/system/sites/:id/accounts/:accountId', async (req) => {
    const actor = actorOf(req);
    const row = await site(actor, req.params.id);
    const before = await account(row.id, req.params.accountId);
    const a = accountInput(asBag(req.body));
    const errors = checkAccount(a);
    if (errors.length > 0) throw invalidFields(errors);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE site_accounts SET acount_number = $2, acount_name = $3, bank = $4 WHERE id = $1', [before.id, a.acountNumber, a.acountName, a.bank]);
      await auditSetup(tx, actor, 'sys_site', row.id, 'account', [{ field: `account:${before.id}`, from: { acountNumber: before.acountNumber, acountName: before.acountName, bank: before.bank }, to: a }]);
    });
    return ok(await accounts(row.id), '账户已保存');
  });

  app.delete<{ Params: { id: string; accountId: string } }>('/api/system/sites/:id/accounts/:accountId', async (req) => {
    const actor = actorOf(req);
    const row = await site(actor, req.params.id);
    const before = await account(row.id, req.params.accountId);
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM site_accounts WHERE id = $1', [before.id]);
      await auditSetup(tx, actor, 'sys_site', row.id, 'account', [{ field: `account:${before.id}`, from: { acountNumber: before.acountNumber, acountName: before.acountName, bank: before.bank }, to: null }]);
    });
    return ok(await accounts(row.id), `${ACCOUNT_TITLES.acountNumber} ${before.acountNumber} 已删除`);
  });
}
