// Unread counts for the bell: [pending approval projects, completed projects, warnings] (spec section 3).
import { create } from 'zustand';
import { API } from '../../shared/api.ts';
import { http } from '../request/http.ts';

export const UNREAD_POLL_MS = 600000;
export const BADGE_MAX = 99;
/** Pages that change what is unread dispatch this on window; the bell refetches. */
export const UNREAD_EVENT = 'unread-change';

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

interface UnreadState {
  counts: UnreadCounts;
  fetch(uid: number | string): Promise<void>;
}

export const useUnread = create<UnreadState>((set) => ({
  counts: [0, 0, 0],
  fetch: async (uid) => {
    try {
      // Failures show the server's message as the original did (a lookup); the badge keeps its counts.
      set({ counts: toCounts(await http.get<unknown>(API.unread(uid))) });
    } catch {
      // already reported by the request layer
    }
  },
}));

/** Tell the bell to refetch (after reading a message, approving a project...). */
export function notifyUnreadChange(): void {
  window.dispatchEvent(new Event(UNREAD_EVENT));
}
