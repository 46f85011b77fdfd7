// Unified social credit code (GB 32100-2015), spec rule 6; facts in reference.md 3.2.

/**
 * The spec's rule, and the default format: exactly 18 letters or digits. Lower case is accepted because the
 * spec says "letters"; it also lets through codes with I/O/S/V/Z or a wrong check char (see the strict one).
 */
export const isCreditCode = (v: string): boolean => /^[0-9A-Za-z]{18}$/.test(v);

/** The 31-character code alphabet (no I, O, S, V, Z); a char's value is its position. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** 3^i mod 31 for i = 0..16. */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);

/** The GB 32100 check char for the first 17 chars (upper-case alphabet only). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(first17[i] ?? '');
    if (v < 0 || first17.length !== 17) throw new RangeError('creditCodeCheckChar needs 17 code characters');
    sum += v * WEIGHTS[i]!;
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/**
 * Strict variant, a separate format and off by default (early pilot codes such as 91350211M00013FA1N fail
 * the checksum): the common structure (authority + category from the alphabet, 6-digit division code,
 * 10 alphabet chars) and the GB 32100 check char. Upper case only: the standard has no lower case.
 * Deliberately NOT copied: python-stdnum's "first 8 chars are digits" (rural collective economic
 * organisations get codes starting N) and the optional GB 11714 check of chars 9-17.
 */
export function isCreditCodeStrict(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}
