export { DEFAULT_MAX, amountUnits, parseAmount, parseMoney, unitsText, type AmountRule, type ParsedAmount } from './parse.ts';
export { fenText, fromFen, roundToFen, toFen } from './fen.ts';
export { PLACES_OF_FORMAT, amountRuleOf, fieldAmountErrors } from './fields.ts';
