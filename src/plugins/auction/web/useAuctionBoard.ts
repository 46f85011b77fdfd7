// The board, polled every few seconds. Keeps the last good answer through a failed poll (the error is
// shown beside it), tracks the offset between the server's clock and this browser's for the countdown,
// and tells the page to reload its record when the auction changed (a bid, a delay, the clock's step).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuctionState } from '../shared/api.ts';
import { auctionApi } from './api.ts';
import { AUCTION } from '../shared/config.ts';

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

export function useAuctionBoard(id: number, onRecordChange: () => void): AuctionBoard {
  const [state, setState] = useState<AuctionState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [offset, setOffset] = useState(0);
  const version = useRef<number | null>(null);
  const changed = useRef(onRecordChange);
  changed.current = onRecordChange;
  const seq = useRef(0);

  const accept = useCallback((s: AuctionState) => {
    setState(s);
    setError(null);
    if (version.current !== null && version.current !== s.version) changed.current();
    version.current = s.version;
  }, []);

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    const sent = Date.now();
    auctionApi.state(id).then(
      (s) => {
        if (mine !== seq.current) return; // a newer poll is on its way
        // The answer was made about half-way through the round trip.
        setOffset(s.serverNow - (sent + Date.now()) / 2);
        accept(s);
      },
      (e: unknown) => {
        if (mine === seq.current) setError(e);
      },
    );
  }, [id, accept]);

  // Before the first answer, keep trying only while nothing has failed (a refusal will not change by itself).
  const live = state ? LIVE.has(state.status ?? '') : error === null;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(refresh, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh, live]);

  useEffect(() => refresh(), [refresh]);

  return { state, error, offset, refresh, accept };
}
