// A server read through the shared QueryClient, in the shape the renderers use: data, error, loading
// and reload (which refetches even when fresh).
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient } from './client.ts';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface ApiQueryOptions {
  /** Off: do not fetch (yet). */
  enabled?: boolean;
  /** Refetch on this interval while mounted (ms); a function decides from the last answer (false: stop). */
  refetchInterval?: number | ((data: unknown, failed: boolean) => number | false);
  /** How long an answer counts as fresh (ms); Infinity for data that does not change in a session. */
  staleTime?: number;
  /** Refetch when the user returns to the tab (default off). */
  refetchOnWindowFocus?: boolean;
  /** Show the previous key's data while the next loads (default true). */
  keepPrevious?: boolean;
  /** Refetch cached data when the view mounts (default true); a function decides per query. */
  refetchOnMount?: boolean | ((query: { queryHash: string }) => boolean);
}

export function useApiQuery<T>(key: QueryKey, run: () => Promise<T>, options: ApiQueryOptions = {}): QueryState<T> {
  // The previous key's data stays on screen while the next loads (a new page of a list, say).
  const { keepPrevious = true, refetchInterval: every, ...rest } = options;
  const refetchInterval = typeof every === 'function' ? (query: { state: { data: unknown; error: unknown } }) => every(query.state.data, query.state.error !== null) : every;
  const q = useQuery({ queryKey: key, queryFn: run, placeholderData: keepPrevious ? keepPreviousData : undefined, refetchInterval, ...rest }, queryClient);
  const { refetch } = q;
  const reload = useCallback(() => void refetch(), [refetch]);
  // A reload in progress shows as loading, not as the error it may clear.
  return { data: q.data, error: q.isFetching ? undefined : (q.error ?? undefined), loading: q.isFetching, reload };
}
