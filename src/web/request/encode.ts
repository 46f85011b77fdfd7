// Body and query encoding of the main client: form-encoded by default, multipart for files, JSON on request.
import type { BodyMode } from './types.ts';

export type Payload = Record<string, unknown>;

/** The original's servers read a missing value as "": null is sent as an empty string. */
export function nullsToEmpty(payload: Payload): Payload {
  const out: Payload = {};
  for (const [k, v] of Object.entries(payload)) out[k] = v === null ? '' : v;
  return out;
}

function scalar(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
}

/** application/x-www-form-urlencoded; arrays repeat the key (what servlet-style servers read as a list). */
export function formBody(payload: Payload): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.append(k, scalar(item));
    else out.append(k, scalar(v));
  }
  return out;
}

/** multipart/form-data; files and blobs go as parts, everything else as text. */
export function multipartBody(payload: Payload): FormData {
  const out = new FormData();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined) continue;
    const items = Array.isArray(v) ? v : [v];
    for (const item of items) {
      if (item instanceof Blob) out.append(k, item);
      else out.append(k, scalar(item));
    }
  }
  return out;
}

export interface Encoded {
  data: URLSearchParams | FormData | string | undefined;
  contentType: string | undefined;
}

export function encodeBody(payload: Payload | undefined, mode: BodyMode, nullAsEmpty: boolean): Encoded {
  if (payload === undefined) return { data: undefined, contentType: undefined };
  // JSON keeps null: the records API validates with JSON Schema, where "" and null differ.
  if (mode === 'json') return { data: JSON.stringify(payload), contentType: 'application/json;charset=UTF-8' };
  const body = nullAsEmpty ? nullsToEmpty(payload) : payload;
  // multipart: let the browser set the boundary in Content-Type.
  if (mode === 'file') return { data: multipartBody(body), contentType: undefined };
  return { data: formBody(body), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

/** GET params: undefined dropped (axios does so), null sent as "" when the profile asks. */
export function encodeParams(params: Payload | undefined, nullAsEmpty: boolean): Payload | undefined {
  if (!params) return undefined;
  return nullAsEmpty ? nullsToEmpty(params) : params;
}
