// Display formatters. displayText(type, value, ctx) is the value-type table's text (src/shared/valuetypes),
// kept under this name for callers that already hold a type; '' for no value.
import type { DisplayHint } from '../schema/types.ts';
import { VALUE_TYPES } from '../valuetypes/table.ts';
import type { ValueContext } from '../valuetypes/types.ts';

export { amountToCapital, type CapitalOptions } from './capital.ts';
export { formatAmount, formatNumber, fromFen, roundToFen, toFen, trimmedNumber } from './money.ts';
export { formatTime, parseTime, toDate, type TimeInput } from './time.ts';
export { filterUnits, LAND_UNITS_HIDDEN_FOR } from './units.ts';

export type DisplayContext = ValueContext;

export function displayText(hint: DisplayHint | undefined, value: unknown, ctx: DisplayContext = {}): string {
  if (value === null || value === undefined || value === '') return '';
  return VALUE_TYPES[hint ?? ctx.property?.['x-display'] ?? 'text'].text(value, ctx);
}
