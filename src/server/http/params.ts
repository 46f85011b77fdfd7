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

/** Positive integer or undefined when absent/empty; anything else is a 100002 naming the field. */
export function posInt(bag: Bag, key: string, title: string): number | undefined {
  const v = str(bag, key);
  if (v === undefined || v.trim() === '') return undefined;
  if (!/^\d+$/.test(v.trim()) || Number(v) < 1 || !Number.isSafeInteger(Number(v))) throw invalid(`请输入正确的${title}`);
  return Number(v);
}

/** Reads a header; fastify lower-cases header names. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s !== 'null' && s !== 'undefined' ? s : undefined;
}

export function cookie(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const raw = header(headers, 'cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return part.slice(i + 1).trim();
      }
    }
  }
  return undefined;
}
