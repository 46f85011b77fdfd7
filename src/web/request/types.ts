// Contract of the browser's request layer; implemented in ./http.ts, used by every renderer.
import type { FieldError } from '../../shared/codes.ts';

/** POST body encodings of the main client: form-encoded by default, multipart for files, JSON on request. */
export type BodyMode = 'form' | 'json' | 'file';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly errors: FieldError[] = [],
  ) {
    super(msg);
  }
}

/** Per-call options (added after the first contract; all optional). */
export interface RequestOptions {
  /** Do not show the server's message for a failed lookup: the caller shows the error itself. */
  silent?: boolean;
  /** An ended session is no news to this call (logout): no 登录状态已过期 dialog, just the rejection. */
  ignoreSessionEnd?: boolean;
}

/** Codes the client itself uses for failures that never reached an envelope. */
export const ClientCode = {
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export interface Http {
  /** Resolves with the envelope's `data`; rejects with ApiError on any non-"200" code or transport error. */
  get<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: Record<string, unknown>, mode?: BodyMode, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: Record<string, unknown>): Promise<T>;
  del<T>(url: string): Promise<T>;
}
