// Amount in capital numerals (人民币大写), computed in integer fen; rules in reference.md section 5.
import { roundToFen } from '../money/fen.ts';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'] as const;
const WAN = 10_000n;
const YI = 100_000_000n;

/**
 * 1..9999 -> 壹仟零肆, 壹拾 (tens keep 壹, as every library and bill does). A run of zeros between
 * digits is one 零; trailing zeros write nothing.
 */
function readGroup(n: number): string {
  const digits = String(n).padStart(4, '0');
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      pendingZero = out !== '';
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d]! + PLACES[3 - i]!;
  }
  return out;
}

/**
 * A positive integer. Split at 亿 (recursively, so 万亿 = 10^12 reads 壹万亿 and 10098亿 reads
 * 壹万零玖拾捌亿; 10^16 reads 壹亿亿), then at 万.
 *
 * Zeros at a group boundary:
 * - a gap (the lower part's top digit is 0): 零 is required: 100350089 -> 壹亿零叁拾伍万零捌拾玖.
 * - the 万 digit is 0 but the 仟 digit is not (103453): PBC makes 零 optional; we OMIT it
 *   (壹拾万叁仟肆佰伍拾叁元整, as cn2an and PBC's own 壹拾万柒仟元零伍角叁分).
 * - the 亿 digit is 0 but the 仟万 digit is not (1023456789): PBC's option names only 万位 and 元位, so the
 *   general rule (a zero inside the number is written 零) applies: 壹拾亿零贰仟叁佰…, as nzh.
 */
function readInteger(n: bigint): string {
  if (n >= YI) {
    const high = n / YI;
    const low = n % YI;
    let s = `${readInteger(high)}亿`;
    if (low > 0n) {
      if (low < 10_000_000n || high % 10n === 0n) s += '零';
      s += readInteger(low);
    }
    return s;
  }
  if (n >= WAN) {
    const high = n / WAN;
    const low = n % WAN;
    let s = `${readGroup(Number(high))}万`;
    if (low > 0n) {
      if (low < 1000n) s += '零';
      s += readGroup(Number(low));
    }
    return s;
  }
  return readGroup(Number(n));
}

export interface CapitalOptions {
  /** Written before everything, e.g. 人民币 on paper forms (after the sign: 负人民币… is wrong, so it goes first). */
  prefix?: string;
  /** Sign word for negatives; cn2an's 负 by default (the common JS snippet uses 欠). */
  negative?: string;
}

/**
 * 1004.56 -> 壹仟零肆元伍角陆分; -1 -> 负壹元整; 0 -> 零元整; 0.5 -> 伍角; 100.01 -> 壹佰元零壹分.
 *
 * Rules (PBC 《正确填写票据和结算凭证的基本规定》):
 * - 整 after 元 when nothing follows; none after 角 (optional there; cn2an 1.2 -> 壹元贰角) nor after 分.
 * - 角 = 0 and 分 ≠ 0: 零 after 元 (required): 16409.02 -> 壹万陆仟肆佰零玖元零贰分.
 * - 元 digit = 0 and 角 ≠ 0: PBC makes 零 optional; we WRITE it (1680.32 -> 壹仟陆佰捌拾元零叁角贰分,
 *   107000.53 -> 壹拾万柒仟元零伍角叁分, PBC's first variants), so a figure never runs on from 拾/佰 into 角.
 * - Integer part 0 with a fraction: no 零元 (0.23 -> 贰角叁分).
 * - More than two decimals: rounded half away from zero to the fen (cn2an drops them; its cases agree).
 * Throws RangeError for text that is not a number.
 */
export function amountToCapital(value: string | number, options: CapitalOptions = {}): string {
  const fen = roundToFen(value);
  if (fen === null) throw new RangeError(`不是有效的金额: ${String(value)}`);
  const prefix = options.prefix ?? '';
  if (fen === 0n) return `${prefix}零元整`;
  const sign = fen < 0n ? (options.negative ?? '负') : '';
  const abs = fen < 0n ? -fen : fen;
  const yuan = abs / 100n;
  const jiao = Number((abs / 10n) % 10n);
  const cents = Number(abs % 10n);

  let out = yuan > 0n ? `${readInteger(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${prefix}${sign}${out}整`;
  if (yuan > 0n && (jiao === 0 || yuan % 10n === 0n)) out += '零';
  if (jiao > 0) out += `${DIGITS[jiao]!}角`;
  if (cents > 0) out += `${DIGITS[cents]!}分`;
  return `${prefix}${sign}${out}`;
}
