// Sample values for previews and tests: each valid for its format, so a preview reads like a real record.
import { creditCodeCheckChar } from '../formats/credit-code.ts';
import { idCardCheckChar } from '../formats/id-card.ts';
import type { EntityProperty } from '../schema/types.ts';
import { businessDate } from '../time/business.ts';

/** The business day of `d` (src/shared/time/business.ts): YYYY-MM-DD. */
export function isoDate(d: Date): string {
  return businessDate(d.getTime());
}

export const SAMPLE_ID_CARD = ((body: string) => body + idCardCheckChar(body))('51013119750312001');
export const SAMPLE_CREDIT_CODE = ((body: string) => body + creditCodeCheckChar(body))('91510131MA6C12345');

export function sampleText(p: EntityProperty | undefined): string {
  return `〔${p?.title ?? '文本'}〕`;
}

/** A number-typed property gets a number, a string-typed one the same digits as text. */
export function sampleNumber(p: EntityProperty | undefined, digits: string): string | number {
  return p?.type === 'integer' || p?.type === 'number' ? Number(digits) : digits;
}
