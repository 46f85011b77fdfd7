// The browser's one QueryClient: every server read goes through its cache (one request per key at a
// time, shared by every component showing it), and mutations invalidate what they changed. Hooks pass
// it explicitly, so components need no provider (and plugins reach it through useApiQuery).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Never repeated here: the request layer asks a lookup again when that may help and shows each
      // failure once (request/retry.ts); a retry here would show the same message again.
      retry: false,
      // The request layer already reports a lost connection; a refocus is not a reason to refetch.
      refetchOnWindowFocus: false,
      // Cached data shows at once and is refetched in the background when a view mounts or asks again;
      // views asking at the same moment share one request.
      staleTime: 0,
    },
    mutations: { retry: false },
  },
});

// No QueryClientProvider mounts it (hooks pass the client explicitly), so subscribe it to the browser's
// focus and online events here: without this, refetchOnWindowFocus (the bell on returning to the tab)
// never fires.
if (typeof window !== 'undefined') queryClient.mount();
