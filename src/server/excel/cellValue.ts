// One import cell as the text an API client would send for the field: dates as YYYY-MM-DD, enum and
// dictionary labels as their codes, numbers as plain digits. Validation then happens as for any write.
import type ExcelJS from 'exceljs';
import { parseDateInput, parseDateTimeInput } from '../../shared/formats/date-input.ts';
import type { ImportValue } from '../../shared/excel/api.ts';
import { parseDecimal } from '../../shared/decimal/parse.ts';
import type { EntityProperty } from '../../shared/schema/types.ts';
import type { ExcelKind } from '../../shared/valuetypes/types.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The cell's own text: rich text joined, a formula's cached result, a hyperlink's text. */
function rawText(v: ExcelJS.CellValue, kind: ExcelKind): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    // Excel dates carry no zone; exceljs reads them as UTC.
    const date = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    if (kind === 'datetime') return `${date} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}`;
    return date;
  }
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15)));
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return 'result' in v && v.result !== undefined ? rawText(v.result, kind) : '';
  if ('text' in v && typeof v.text === 'string') return v.text;
  return '';
}

/** Label -> code for enums (x-enumNames) and dictionaries; a code typed as such is kept. */
function toCode(text: string, property: EntityProperty | undefined, dict: Record<string, string> | undefined): string {
  const names = property?.['x-enumNames'];
  if (property?.enum && names) {
    const i = names.indexOf(text);
    if (i >= 0) return String(property.enum[i]);
  }
  if (dict) {
    const hit = Object.entries(dict).find(([, label]) => label === text);
    if (hit) return hit[0];
  }
  return text;
}

/** The JSON type the schema asks for: booleans and numbers typed as such, everything else text. */
function typed(text: string, property: EntityProperty | undefined): ImportValue {
  if (property?.type === 'boolean') return text === '是' || text === 'true' ? true : text === '否' || text === 'false' ? false : text;
  if ((property?.type === 'number' || property?.type === 'integer') && parseDecimal(text) !== null) return Number(text);
  return text;
}

/** `kind`: the field's value type's Excel kind (dates and times are read as such). */
export function importCellValue(v: ExcelJS.CellValue, property: EntityProperty | undefined, kind: ExcelKind, dict?: Record<string, string>): ImportValue {
  let text = rawText(v, kind).trim();
  if (text === '') return '';
  // The apostrophe our export puts before formula-like text is not part of the value.
  if (text.startsWith("'")) text = text.slice(1);
  if (kind === 'date') text = parseDateInput(text) ?? text;
  else if (kind === 'datetime') text = parseDateTimeInput(text) ?? text;
  return typed(toCode(text, property, dict), property);
}
