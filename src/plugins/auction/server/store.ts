// Small readers of record documents the bidding code shares: a row's document, a reference field as an id,
// a field as trimmed text. Records themselves are found, created and patched through the engine's record
// store (src/server/api.ts).
import { type RecordDbRow, toRecordRow } from '../../../server/api.ts';

export type Doc = Record<string, unknown>;

export function docOf(row: RecordDbRow): Doc {
  return toRecordRow(row).data;
}

/** A reference field ("12") as a number, null when absent or not a positive integer. */
export function refId(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

export function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}
