// Signed, expiring links: HMAC-SHA256 over the link's fields and its expiry with a random key kept in
// the database (signing_keys, one per purpose), so every server process signs and verifies alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.ts';

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadKey(db: Db, purpose: string): Promise<Buffer> {
  await db.query('INSERT INTO signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [purpose, randomBytes(32).toString('base64')]);
  const rows = await db.query<{ secret: string }>('SELECT secret FROM signing_keys WHERE name = $1', [purpose]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`signing key ${purpose} missing`);
  return Buffer.from(secret, 'base64');
}

/** The purpose's key, read once per database handle. */
export function signingKey(db: Db, purpose: string): Promise<Buffer> {
  let byPurpose = keys.get(db);
  if (!byPurpose) keys.set(db, (byPurpose = new Map<string, Promise<Buffer>>()));
  let key = byPurpose.get(purpose);
  if (!key) {
    key = loadKey(db, purpose);
    key.catch(() => byPurpose.delete(purpose));
    byPurpose.set(purpose, key);
  }
  return key;
}

function mac(key: Buffer, parts: readonly string[], exp: number): Buffer {
  // Parts are joined with a separator none of them may contain (checked by the caller's parsers).
  return createHmac('sha256', key).update(`${parts.join('|')}|${exp}`).digest();
}

export function sign(key: Buffer, parts: readonly string[], exp: number): string {
  return mac(key, parts, exp).toString('base64url');
}

/** True when `sig` signs exactly these parts and expiry and the expiry (Unix seconds) is after `nowMs`. */
export function verify(key: Buffer, parts: readonly string[], exp: number, sig: string, nowMs: number): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
  if (parts.some((p) => p.includes('|'))) return false;
  const given = Buffer.from(sig, 'base64url');
  const want = mac(key, parts, exp);
  return given.length === want.length && timingSafeEqual(given, want);
}
