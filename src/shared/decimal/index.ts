// Exact decimals for the whole engine: one parser, one formatter, bigint arithmetic. See parse.ts for
// the rule every decimal is read by.
export type { Decimal } from './types.ts';
export { parseDecimal, parseUnsigned, readDecimal } from './parse.ts';
export { add, cmp, exactUnits, mul, rescale, round, sub } from './arith.ts';
export { formatDecimal, type DecimalFormat } from './format.ts';
