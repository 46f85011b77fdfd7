// One way to turn any rejection (ApiError, Error, string) into the Chinese text shown to the user.
import { ApiError } from '../request/types.ts';

export function errorText(e: unknown, fallback = '操作失败，请稍后重试'): string {
  if (e instanceof ApiError) return e.message || fallback;
  if (e instanceof Error) return e.message || fallback;
  if (typeof e === 'string' && e) return e;
  return fallback;
}

export function errorCode(e: unknown): string | undefined {
  return e instanceof ApiError ? e.code : undefined;
}
