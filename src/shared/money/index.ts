export { DEFAULT_MAX, decimalUnits, parseAmount, parseMoney, unitsText, type AmountRule, type ParsedAmount } from './parse.ts';
export { PLACES_OF_FORMAT, amountRuleOf, fieldAmountErrors } from './fields.ts';
