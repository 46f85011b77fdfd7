// What a value type declares: one row of the table in table.ts.
import type { EntityProperty, FilterOp } from '../schema/types.ts';
import type { FilterName } from '../template/placeholders.ts';
import type { ValueTypeName } from './names.ts';

/** How SQL reads the stored JSON text: compared as text, as a number, an integer or a time. */
export type SqlKind = 'text' | 'numeric' | 'integer' | 'timestamp';

/** The input above a list for this type's filters. */
export type FilterWidget = 'input' | 'select' | 'date-range' | 'number-range' | 'region' | 'reference';

/** A list column's width class: 'whole' is never cut with "…" (cutting 1,250,000.00 or a date changes what it
 *  says), 'free' gives way first (ellipsised, whole on hover). */
export type WidthClass = 'whole' | 'free';

/** How an Excel import reads a cell back into the field (export writes every cell as the list's text). */
export type ExcelKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'code';

/** What a value is shown next to, for the text of one value. */
export interface ValueContext {
  /** The field's schema (enum labels). */
  property?: EntityProperty;
  /** Written after an area (the record's sibling `<field>Unit`, or a stats metric's unit). */
  unit?: string;
  /** code -> label of the field's dictionary (x-dict), or of the varieties. */
  dict?: Record<string, string>;
  /** Workflow state titles. */
  states?: Record<string, { title: string }>;
  /** Region code -> name (ancestors included). */
  regions?: Record<string, string>;
  /** Referenced record id -> its label (the target's x-ref labelField). */
  refs?: Record<string, string>;
  /** For relative times (ms since epoch). */
  now?: number;
}

export interface ValueType {
  name: ValueTypeName;
  /** Chinese name, for the check's messages and the documentation. */
  title: string;
  /** What its text reads that must be loaded first: a dictionary's labels, region names, a referenced
   *  record's label. Screens load it before showing the value. */
  lookup?: 'dict' | 'region' | 'reference';
  sql: {
    kind: SqlKind;
    /** Decimal places a sum is rounded to. */
    scale?: number;
    /** eq matches every code under the given one (regions: a county includes its villages). */
    prefix?: boolean;
  };
  /** A number: SQL reads it as numeric, an x-computed field may produce it. */
  numeric: boolean;
  /** A stats metric or an x-rollup may sum it (a rate or a code is numeric-looking, not a quantity). */
  summable: boolean;
  /** Has an order of its own (numbers, dates, times): range filters, x-rollup min / max. */
  ordered: boolean;
  /** A list may sort by it (files, images and rich text have no meaningful order). */
  sortable: boolean;
  align: 'left' | 'right' | 'center';
  widthClass: WidthClass;
  /** Default list column width (px, a proportion when the grid flexes) and the narrowest it may get. */
  width: number;
  minWidth: number;
  /** rjsf widget name registered by the browser (undefined: rjsf's own for the JSON type). */
  widget?: string;
  /** The form item takes the form grid's whole row (long text, uploads). */
  fullRow: boolean;
  filter: { widget: FilterWidget; ops: readonly FilterOp[] };
  /** How a detail page shows it: text, a coloured tag, a link to another record, an image, a file link, HTML. */
  detail: 'text' | 'tag' | 'link' | 'image' | 'file' | 'html';
  excel: ExcelKind;
  /** Template filters that make sense for it ({{field|capital}}), offered by the template editor. */
  templateFilters: readonly FilterName[];
  /** A value for previews (template editor) and tests. */
  sample: (p: EntityProperty | undefined, today: Date) => unknown;
  /** The text of a value: the same in cell, detail, approval, print and stats. '' for no value. */
  text: (value: unknown, ctx: ValueContext) => string;
}
