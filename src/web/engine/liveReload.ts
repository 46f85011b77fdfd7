// The browser half of live reload (development): listens to the server's re-checks of the declarative
// files. A check that failed shows its issues (file + pointer) in place of the page; one that passed
// refetches the page bundles and the route table, so the open page re-renders with the new schema.
import { useEffect } from 'react';
import { create } from 'zustand';
import { API, type LiveReloadState } from '../../shared/api.ts';
import type { SchemaIssue } from '../../shared/check/issue.ts';
import { queryClient } from '../query/client.ts';
import { useSession } from '../stores/session.ts';
import { queryKeys } from '../query/keys.ts';

export const useLiveReload = create<{ issues: SchemaIssue[] }>(() => ({ issues: [] }));

/** Applies one pushed state; `seen` is the registry version this page last rendered with. */
export function applyLiveState(state: LiveReloadState, seen: number | null): number {
  useLiveReload.setState({ issues: state.issues });
  if (seen !== null && state.version !== seen) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.pagesAll() });
    // The route table may have changed too; a failure leaves the current one (the request layer reports it).
    useSession.getState().load().catch(() => undefined);
  }
  return state.version;
}

/** Opens the event stream while `enabled` (the server said it watches: AppMeta.liveReload). */
export function useLiveReloadListener(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let seen: number | null = null;
    const source = new EventSource(API.liveReload);
    source.onmessage = (e: MessageEvent<string>) => {
      seen = applyLiveState(JSON.parse(e.data) as LiveReloadState, seen);
    };
    return () => {
      source.close();
      useLiveReload.setState({ issues: [] });
    };
  }, [enabled]);
}
