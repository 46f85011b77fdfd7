// Requests of the stats page: its figures, and the year/month choices the home page also uses.
import { COMMON_API, statsPath, type StatsResult } from '../../../shared/api.ts';
import { http } from '../../request/http.ts';
import type { RequestOptions } from '../../request/types.ts';

// The renderer shows its own error state with 重试, so the request layer's toast would say it twice.
const quiet: RequestOptions = { silent: true };

export type StatsQuery = Record<string, string | number>;

export const statsApi = {
  figures: (pageId: string, query: StatsQuery) => http.get<StatsResult>(statsPath(pageId), { ...query }, quiet),
  // The year and month selects have no error state of their own: the request layer shows the server's message.
  years: () => http.get<number[]>(COMMON_API.yearOptions),
  months: (year: number) => http.get<number[]>(COMMON_API.monthOptions, { year }),
};
