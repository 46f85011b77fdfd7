// The home page's figures: one stats request per overview page the user may open (src/server/stats),
// narrowed to a year or a month. The year and month choices come from the common endpoints.
import { COMMON_API, statsPath, type StatsGroup, type StatsResult } from '../../../shared/api.ts';
import { http } from '../../../web/api.ts';
import { HOME } from '../shared/manifest.ts';

// The year and month selects have no error state of their own: a refusal shows the server's message
// (request layer), once.
export const yearOptions = () => http.get<number[]>(COMMON_API.yearOptions);
export const monthOptions = (year: number) => http.get<number[]>(COMMON_API.monthOptions, { year });

/** The year / month query of a stats request (both absent: every record). */
export function periodQuery(year: number | null, month: number | null): Record<string, number> {
  if (year === null) return {};
  return month === null ? { year } : { year, month };
}

/** One overview's figures; the card shows the server's message when it fails. */
export const overview = (pageId: string, year: number | null, month: number | null) =>
  http.get<StatsResult>(statsPath(pageId), periodQuery(year, month), { silent: true });

/** The count of each state that has records (the card's figures), in the workflow's order. */
export function stateCounts(result: StatsResult): { key: string; label: string; count: number }[] {
  return (result.groups[HOME.byState] ?? [])
    .filter((g): g is StatsGroup & { key: string } => g.key !== null)
    .map((g) => ({ key: g.key, label: g.label, count: Number(g.values.count ?? 0) }))
    .filter((g) => g.count > 0);
}

/** Twelve counts, January first, from the month groups of a year's result. */
export function monthCounts(result: StatsResult, year: number): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const g of result.groups[HOME.byMonth] ?? []) {
    const m = /^(\d{4})-(\d{2})$/.exec(g.key ?? '');
    if (m && Number(m[1]) === year) counts[Number(m[2]) - 1] = Number(g.values.count ?? 0);
  }
  return counts;
}
