// Which failed lookups are asked again, and when: one rule for every caller, whether a query of the
// shared QueryClient or a direct call (the QueryClient itself never repeats a request).
//   - The server answered with an envelope (any code, 500 included): that is its answer. Not asked again;
//     its msg is shown once (a lookup's) by the request layer.
//   - No usable answer (connection refused or dropped, an HTTP error without an envelope, a body that is
//     not an envelope): may pass by itself, so a lookup (GET: asking again changes nothing) is asked again
//     up to the profile's lookupRetries times, and only the last failure is shown.
//   - A timeout is not asked again: the user has already waited the whole timeout.
import { ApiError, ClientCode } from './types.ts';

const TRANSIENT = new Set<string>([ClientCode.NETWORK, ClientCode.BAD_RESPONSE]);

/** A failure without the server's answer that may pass by itself. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT.has(error.code);
}

/** Wait before asking again after failure number `attempt` (0-based): 0.5 s, 1 s, then 2 s at most. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2000);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
