// Fetch the unread counts now, every 600000 ms, and whenever a page dispatches 'unread-change'.
import { useEffect } from 'react';
import { UNREAD_EVENT, UNREAD_POLL_MS, useUnread } from '../stores/unread.ts';

export function useUnreadPolling(uid: number | string | null): void {
  useEffect(() => {
    if (uid === null) return;
    const refresh = () => void useUnread.getState().fetch(uid);
    refresh();
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener(UNREAD_EVENT, refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener(UNREAD_EVENT, refresh);
    };
  }, [uid]);
}
