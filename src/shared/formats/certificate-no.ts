// Numbers of certificates and title deeds (spec rule 5, "certificate number"): 鉴证书编号, 权属证书编号,
// 经营权证/林权证/他项权证 numbers. Issuers write them very differently (川(2026)蒲江县农村土地经营权第0003号,
// 510131001205JC00023, PJJZ2025-0046), so the rule is their common shape, not one issuer's layout.

/** Characters a certificate number is written with: Chinese characters, letters, digits, brackets, dashes, slashes, dots. */
const CHAR = String.raw`[0-9A-Za-z\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3400-\u4DBF\u4E00-\u9FFF()（）〔〕\[\]［］【】\-－—_/／.·#＃№]`;
/** Runs of those characters, separated by single spaces (never leading or trailing). */
const SHAPE = new RegExp(`^${CHAR}+(?: ${CHAR}+)*$`);
/** ASCII or full-width digit. */
const DIGIT = /[0-9\uFF10-\uFF19]/;

/**
 * At most 60 characters in the shape above, with at least one digit: every certificate is numbered, so
 * "!!", "无" or "见附件" are refused while every issuer's layout seen in practice is accepted.
 */
export function isCertificateNo(value: string): boolean {
  return value.length <= 60 && SHAPE.test(value) && DIGIT.test(value);
}
