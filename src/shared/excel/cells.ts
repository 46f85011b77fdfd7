// What an exported cell holds: the list's text for the field, made safe for spreadsheet programs.
import type { RecordRow } from '../api.ts';
import { parseDecimal } from '../decimal/parse.ts';
import { fieldTitle } from '../display/fields.ts';
import { fieldText, type Lookups } from '../valuetypes/field.ts';
import type { EntitySchema, ListPage } from '../schema/types.ts';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so an exported "=HYPERLINK(…)" typed into a record stays text (OWASP "CSV injection").
 * Plain numbers such as "-12.50" or "+86" are left alone: they cannot run anything.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A figure as the decimal formatter writes it ("-1,250,000.00"), or a dialling prefix ("+86"). */
function isPlainNumber(text: string): boolean {
  return /^\+\d+$/.test(text) || parseDecimal(text.replaceAll(',', '')) !== null;
}

export function neutralizeFormula(text: string): string {
  if (!FORMULA_START.test(text) || isPlainNumber(text)) return text;
  return `'${text}`;
}

export interface ExportColumn {
  field: string;
  title: string;
  display?: ListPage['columns'][number]['display'];
}

/** The list's columns in its order, with the titles its headers show (row actions are not data). */
export function exportColumns(schema: ListPage, entity: EntitySchema): ExportColumn[] {
  return schema.columns.map((c) => ({ field: c.field, title: fieldTitle(entity, c.field, c.title), display: c.display }));
}

/** One exported row: each column's list text (names from `lookups`, loaded as the list loads them), made formula-safe. */
export function exportRow(entity: EntitySchema, columns: ExportColumn[], row: RecordRow, lookups: Lookups = {}): string[] {
  // The value-type table decides the text, as in the list's cells.
  return columns.map((c) => neutralizeFormula(fieldText(entity, row, c.field, lookups, c.display)));
}
