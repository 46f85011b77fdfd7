// Unread counts for the bell: [pending approval projects, completed projects, warnings] (spec section 3).
import { API, type UnreadItem } from '../../shared/api.ts';
import { useEventStream } from '../request/eventStream.ts';
import { queryClient } from '../query/client.ts';
import { queryKeys } from '../query/keys.ts';
import { useApiQuery } from '../query/useApiQuery.ts';
import { http } from '../request/http.ts';

export const UNREAD_POLL_MS = 600000;
export const BADGE_MAX = 99;

export type UnreadCounts = [number, number, number];

export const UNREAD_TYPES: { type: 1 | 2 | 3; label: string }[] = [
  { type: 1, label: '待审核项目' },
  { type: 2, label: '已完成项目' },
  { type: 3, label: '预警信息' },
];

/** The badge text: the number, or "99+" above the cap; empty for none. */
export function badgeText(n: number, max: number = BADGE_MAX): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > max ? `${max}+` : String(Math.floor(n));
}

/** Whatever the server sends, three non-negative counts. */
export function toCounts(data: unknown): UnreadCounts {
  const arr = Array.isArray(data) ? data : [];
  const at = (i: number): number => {
    const n = Number(arr[i]);
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return [at(0), at(1), at(2)];
}

export function total(c: UnreadCounts): number {
  return c[0] + c[1] + c[2];
}

const NONE: UnreadCounts = [0, 0, 0];

/** The unread counts of `uid`, refetched every UNREAD_POLL_MS, on returning to the tab and whenever
 *  something may have changed them (notifyUnreadChange); every component showing them shares one request. A failed poll keeps the
 *  last counts (the request layer shows the server's message, as the original did). */
export function useUnreadCounts(uid: number | string | null | undefined): UnreadCounts {
  const q = useApiQuery(
    queryKeys.unread(uid ?? ''),
    async () => toCounts(await http.get<unknown>(API.unread(uid!))),
    // Also when the user comes back to the tab: the bell is what tells them something happened meanwhile.
    { enabled: uid !== null && uid !== undefined, refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true },
  );
  return q.data ?? NONE;
}

/** The bell, the home page and the message page refetch (after reading a message, approving a project...). */
export function notifyUnreadChange(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.unread() });
}

/** The plugins' lines in the bell (their counts), refreshed with the three counts. */
export function useUnreadItems(uid: number | string | null | undefined): UnreadItem[] {
  const q = useApiQuery(
    queryKeys.unreadItems(uid ?? ''),
    async () => {
      const items = await http.get<UnreadItem[]>(API.unreadItems, undefined, { silent: true });
      return Array.isArray(items) ? items : [];
    },
    { enabled: uid !== null && uid !== undefined, refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true },
  );
  return q.data ?? [];
}

/** While mounted (the shell): the server says when this user's counts may have changed, and they refetch. */
export function useUnreadPush(enabled: boolean): void {
  useEventStream(enabled ? API.unreadStream : null, { unread: notifyUnreadChange });
}
