// Small readers for query/body values that may arrive as JSON or form-encoded strings.
import { invalid } from './errors.ts';

export type Bag = Record<string, unknown>;

export function asBag(v: unknown): Bag {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : {};
}

export function str(bag: Bag, key: string): string | undefined {
  const v = bag[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** The last page number a list accepts (offsets stay far inside bigint). */
export const MAX_PAGE = 1_000_000;

/** PostgreSQL's int: most integer columns and parameters (a bigger value would fail the query). */
export const INT4_MAX = 2_147_483_647;

/**
 * Positive integer or undefined when absent/empty; anything else, or one above `max` (default: what an
 * int column holds), is a 100002 naming the field.
 */
export function posInt(bag: Bag, key: string, title: string, max: number = INT4_MAX): number | undefined {
  const v = str(bag, key);
  if (v === undefined || v.trim() === '') return undefined;
  if (!/^\d{1,16}$/.test(v.trim()) || Number(v) < 1 || Number(v) > max) throw invalid(`请输入正确的${title}`);
  return Number(v);
}

/** Reads a header; fastify lower-cases header names. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s !== 'null' && s !== 'undefined' ? s : undefined;
}
