// First-start seed: runs once, on an empty database, in one transaction.
import type { AppContext } from '../context.ts';
import { seedFinance } from './finance.ts';
import { seedFranchise } from './franchise.ts';
import { seedRecordFiles } from './records.ts';
import { seedReference, seedSiteVarieties } from './reference.ts';
import { seedUsers } from './users.ts';

export async function isEmpty(ctx: AppContext): Promise<boolean> {
  const rows = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (rows[0]?.n ?? 0) === 0;
}

/** Seeds when the database has no users; returns whether it did. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  if (!(await isEmpty(ctx))) return false;
  await ctx.db.transaction(async (tx) => {
    await seedReference(tx, ctx.registry.menus.roles);
    await seedUsers(tx);
    await seedFranchise(ctx, tx);
    await seedRecordFiles(ctx, tx);
    // Loans after the operating warrants they mortgage (seed/records/operating_warrant.json).
    await seedFinance(ctx, tx);
    await seedSiteVarieties(tx);
  });
  return true;
}

export { DEMO_USERS } from './users.ts';
export { SEED_SITES } from './reference.ts';
