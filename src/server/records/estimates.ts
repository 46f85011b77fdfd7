// Totals past the count cap are estimates anyway: remembering one for a minute spares every further page of
// a large list the capped count and the planning of an EXPLAIN (on PGlite, planning a query on `records`
// is most of its cost). Exact totals are never cached.
import type { Db } from '../db/types.ts';

export const ESTIMATE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

export class EstimateCache {
  private readonly entries = new Map<string, { total: number; at: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): number | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.at > ESTIMATE_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return e.total;
  }

  set(key: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { total, at: this.now() });
    // Maps iterate in insertion order: the first key is the least recently stored.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const perDb = new WeakMap<Db, EstimateCache>();

/** One cache per database, so two databases in one process (tests) never share totals. */
export function estimatesOf(db: Db): EstimateCache {
  let c = perDb.get(db);
  if (!c) perDb.set(db, (c = new EstimateCache()));
  return c;
}
