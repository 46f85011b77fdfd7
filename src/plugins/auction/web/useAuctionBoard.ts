// The board, through the shared query client: polled every few seconds while the auction can change by
// itself, kept through a failed poll (the error is shown beside the last good answer), refreshed with the
// auction's other reads after a transition (its key lives under the auction's records prefix). It tracks the
// offset between the server's clock and this browser's for the countdown, and tells the page to reload its
// record when the auction changed (a bid, a delay, the clock's step).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { queryClient, queryKeys, useApiQuery } from '../../../web/api.ts';
import type { AuctionState } from '../shared/api.ts';
import { AUCTION } from '../shared/config.ts';
import { auctionApi } from './api.ts';

export const POLL_MS = 3_000;
/** States in which the board can change by itself (bids, the clock); others are polled no more. */
const LIVE = new Set<string | null>([AUCTION.states.published, AUCTION.states.bidding]);

export interface AuctionBoard {
  state: AuctionState | null;
  error: unknown;
  /** serverNow − local now, ms; add it to Date.now() to get the server's time. */
  offset: number;
  refresh: () => void;
  /** Adopt a state the bid answer carried, without waiting for the next poll. */
  accept: (s: AuctionState) => void;
}

interface Answer {
  state: AuctionState;
  offset: number;
}

/** The board's key: under the auction's records prefix, so the engine's invalidation after a write reaches it. */
export const boardKey = (id: number) => queryKeys.entityRead(AUCTION.entities.auction, 'board', String(id));

/** Poll while the auction is live; before the first answer, only while nothing has failed (a refusal will not change by itself). */
function pollEvery(data: unknown, failed: boolean): number | false {
  const answer = data as Answer | undefined;
  if (answer) return LIVE.has(answer.state.status ?? '') ? POLL_MS : false;
  return failed ? false : POLL_MS;
}

export function useAuctionBoard(id: number, onRecordChange: () => void): AuctionBoard {
  const key = useMemo(() => boardKey(id), [id]);
  const q = useApiQuery<Answer>(
    key,
    async () => {
      const sent = Date.now();
      const state = await auctionApi.state(id);
      // The answer was made about half-way through the round trip.
      return { state, offset: state.serverNow - (sent + Date.now()) / 2 };
    },
    { refetchInterval: pollEvery, keepPrevious: false },
  );

  const accept = useCallback((s: AuctionState) => {
    queryClient.setQueryData<Answer>(key, (prev) => ({ state: s, offset: prev?.offset ?? 0 }));
  }, [key]);

  // A new version of the auction (a bid, a delay, a state change) means the page's record changed too.
  const version = useRef<number | null>(null);
  const changed = useRef(onRecordChange);
  changed.current = onRecordChange;
  const current = q.data?.state.version ?? null;
  useEffect(() => {
    if (current === null) return;
    if (version.current !== null && version.current !== current) changed.current();
    version.current = current;
  }, [current]);

  return { state: q.data?.state ?? null, error: q.error ?? null, offset: q.data?.offset ?? 0, refresh: q.reload, accept };
}
