// Characters refused in every text value: NUL and the other C0 controls (tab, line feed and carriage
// return excepted: remarks are multi-line), DEL, lone UTF-16 surrogates (PostgreSQL cannot store them),
// and the bidirectional overrides/isolates that can make a printed name read differently from what
// was stored (Trojan-Source style). One rule for the form and the server.

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

// The `u` flag makes a lone surrogate one code point, so the two surrogate alternatives above only
// match true lone halves; a valid pair is one astral code point and never matches them.
export function isSafeText(s: string): boolean {
  return !UNSAFE.test(s);
}

export const UNSAFE_TEXT_MESSAGE = '{title}含有不允许的字符（控制字符或文字方向控制符）';

/** The first unsafe string inside a value (any depth): its path of keys, or null when all is safe. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(k)) return [...path, k];
    const found = findUnsafeText(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** One error per top-level field whose value (at any depth) holds an unsafe character, named by its title. */
export function unsafeTextErrors(
  properties: Record<string, { title?: string }>,
  data: Record<string, unknown>,
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (!isSafeText(field) || findUnsafeText(value) !== null) {
      const title = (Object.hasOwn(properties, field) ? properties[field]?.title : undefined) ?? field;
      out.push({ field, message: UNSAFE_TEXT_MESSAGE.replace('{title}', title) });
    }
  }
  return out;
}
