// Unified social credit code: the spec's simple rule and the strict GB 32100 variant (reference.md 3.2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USCC_ALPHABET, creditCodeCheckChar, formats, isCreditCode, isCreditCodeStrict } from '../../src/shared/formats/index.ts';

const alphabetChar = fc.constantFrom(...USCC_ALPHABET);
const digit = fc.constantFrom(...'0123456789');
/** Structurally valid first 17 chars: 2 alphabet, 6 digits, 9 alphabet. */
const first17 = fc
  .tuple(fc.array(alphabetChar, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 6, maxLength: 6 }), fc.array(alphabetChar, { minLength: 9, maxLength: 9 }))
  .map(([a, b, c]) => [...a, ...b, ...c].join(''));
const validCode = first17.map((s) => s + creditCodeCheckChar(s));

describe('credit codes', () => {
  it('the weights are 3^i mod 31 as reference.md lists them', () => {
    // 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28: checked through a code whose only non-zero char moves.
    const listed = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    listed.forEach((w, i) => {
      const s = '0'.repeat(i) + '1' + '0'.repeat(16 - i);
      expect(creditCodeCheckChar(s)).toBe(USCC_ALPHABET[(31 - (w % 31)) % 31]);
    });
  });

  it('generated codes pass strict and simple', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(isCreditCodeStrict(code)).toBe(true);
        expect(isCreditCode(code)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('changing any one char of a valid code fails strict', () => {
    fc.assert(
      fc.property(validCode, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 30 }), (code, pos, shift) => {
        const i = USCC_ALPHABET.indexOf(code[pos]!);
        const other = USCC_ALPHABET[(i + shift) % 31]!;
        expect(isCreditCodeStrict(code.slice(0, pos) + other + code.slice(pos + 1))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('simple: exactly 18 letters or digits, as the spec says (checksum not checked)', () => {
    expect(isCreditCode('91350211M00013FA1N')).toBe(true); // pilot-area code that fails the checksum
    expect(isCreditCode('FOOBARFOOBARFOOBAR')).toBe(true);
    expect(isCreditCode('123456789012345678')).toBe(true);
    expect(isCreditCode('12345678901234567')).toBe(false);
    expect(isCreditCode('1234567890123456789')).toBe(false);
    expect(isCreditCode('12345678901234567-')).toBe(false);
    expect(isCreditCode('１２３４５６７８９０１２３４５６７８')).toBe(false);
  });

  it('strict: the reference cases', () => {
    expect(isCreditCodeStrict('91110000600037341L')).toBe(true);
    expect(isCreditCodeStrict('A1110000600037341K')).toBe(true); // letters allowed up front (python-stdnum would refuse)
    expect(isCreditCodeStrict('91350211M00013FA1N')).toBe(false); // pilot code, bad checksum: why strict is optional
    expect(isCreditCodeStrict('9111000060003IOZSV')).toBe(false); // I O Z S V are not in the alphabet
    expect(isCreditCodeStrict('FOOBARFOOBARFOOBAR')).toBe(false);
    // Passes GB 32100 by chance; only the optional GB 11714 check of chars 9-17 would catch it (not asked for).
    expect(isCreditCodeStrict('123456789012345678')).toBe(true);
    expect(isCreditCodeStrict('91110000600037341l')).toBe(false); // no lower case in the standard
  });

  it('both formats give the credit-code message and accept ""', () => {
    expect(formats['credit-code']!.message).toBe('credit-code');
    expect(formats['credit-code-strict']!.message).toBe('credit-code-strict');
    expect(formats['credit-code']!.validate('')).toBe(true);
    expect(formats['credit-code-strict']!.validate('')).toBe(true);
  });
});
