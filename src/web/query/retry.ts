// When a failed query is worth repeating, by the request layer's error codes: only failures that may
// pass by themselves (network, timeout, an unreadable answer, a server error). Every 1000xx code is the
// server's considered answer (login expired, unauthorized, not found...) and repeating it changes
// nothing; 100001 and 100004 also end or block the session, which the request layer handles once.
import { Code } from '../../shared/codes.ts';
import { ApiError, ClientCode } from '../request/types.ts';

export const MAX_RETRIES = 2;

const TRANSIENT = new Set<string>([ClientCode.NETWORK, ClientCode.TIMEOUT, ClientCode.BAD_RESPONSE, Code.SERVER_ERROR]);

export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT.has(error.code);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransient(error);
}

/** 0.5 s, 1 s, then 2 s at most. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2000);
}
