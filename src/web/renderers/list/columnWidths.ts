// How wide a list column must be so nothing that matters is cut with "…": the header always, and the
// values of the types that are never cut (amounts, numbers, dates, codes, states) on the rows shown.
// Free text columns share what is left (ellipsised, the full text on hover). Widths are measured with
// the grid's font (a canvas), or estimated where there is no canvas (jsdom).
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { fieldContext } from '../../../shared/valuetypes/index.ts';
import type { ValueType } from '../../../shared/valuetypes/types.ts';
import '../../valuetypes/cells.tsx';
import { valueRenderer } from '../../valuetypes/registry.ts';
import { fieldValue } from '../shared/fields.ts';

/** A field shown whole: a type whose width class is 'whole' (the value-type table), or a record's number — one the server assigns (JS2026-00001)
 * or a short text unique per site (合同编号). */
export function neverCut(entity: EntitySchema, field: string, vt: ValueType): boolean {
  const p = entity.properties[field];
  return vt.widthClass === 'whole' || p?.['x-sequence'] !== undefined || (p?.['x-unique'] !== undefined && (p.maxLength ?? Infinity) <= 50);
}

/** The grid's cell padding each side (the theme sets it, see grid.ts), and a header's sort icon. */
export const CELL_PADDING = 12;
const SORT_ICON = 22;
/** Rounding slack: measured text may differ by a pixel from the laid-out text. */
const SLACK = 4;

export type Measure = (text: string) => number;

/** CJK characters and full-width forms: one em wide (14 px at the grid's size) in every CJK font. */
const WIDE = /[\u2e80-\uffef]/g;
const EM = 14;

/** Wide characters one em, others about half of one, at the grid's 14 px. */
export function estimateWidth(text: string): number {
  const narrow = text.replace(WIDE, '');
  return Math.ceil((text.length - narrow.length) * EM + [...narrow].length * 8.5);
}

let canvas: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/**
 * Text width in the grid's font (the page's font at 14 px); an estimate without a canvas. CJK characters
 * are one em wide in every CJK font, so only the rest is measured: the canvas's first use of each CJK
 * character looked its glyph up in the fallback fonts (~27 ms of a cold list for a page of ten rows).
 */
export function measureText(text: string): number {
  if (canvas === undefined) {
    try {
      canvas = typeof document !== 'undefined' && !/jsdom/i.test(navigator.userAgent) ? document.createElement('canvas').getContext('2d') : null;
      if (canvas) canvas.font = `14px ${getComputedStyle(document.body).fontFamily}`;
    } catch {
      canvas = null;
    }
  }
  if (!canvas) return estimateWidth(text);
  let width = measured.get(text);
  if (width === undefined) {
    const narrow = text.replace(WIDE, '');
    width = Math.ceil((text.length - narrow.length) * EM + (narrow ? canvas.measureText(narrow).width : 0));
    if (measured.size >= 5000) measured.clear(); // a day of paging through lists stays small
    measured.set(text, width);
  }
  return width;
}

/** A header wraps (never cuts): titles over four characters may take two lines, split in the middle. */
function headerLine(title: string, measure: Measure): number {
  const chars = [...title];
  if (chars.length <= 4) return measure(title);
  const half = Math.ceil(chars.length / 2);
  return Math.max(measure(chars.slice(0, half).join('')), measure(chars.slice(half).join('')));
}

/** The header's need: its widest line, the padding and (when sortable) the sort icon. */
export function headerWidth(title: string, sortable: boolean, measure: Measure = measureText): number {
  return headerLine(title, measure) + 2 * CELL_PADDING + (sortable ? SORT_ICON : 0) + SLACK;
}

/** The widest value of a never-cut column on these rows, with the cell's padding (0 when none). */
export function contentWidth(entity: EntitySchema, field: string, vt: ValueType, rows: readonly RecordRow[], measure: Measure = measureText): number {
  let widest = 0;
  // What the cell's renderer draws around the text (a state's tag).
  const chrome = valueRenderer('cell', vt.name).chrome;
  for (const row of rows) {
    const value = fieldValue(row, field);
    if (value === null || value === undefined || value === '') continue;
    const text = vt.text(value, fieldContext(entity, row, field, vt));
    widest = Math.max(widest, measure(text) + chrome);
  }
  return widest === 0 ? 0 : widest + 2 * CELL_PADDING + SLACK;
}
