// What a value type declares: one row of the table in table.ts.
import type { EntityProperty, FilterOp } from '../schema/types.ts';
import type { FilterName } from '../template/placeholders.ts';
import type { ValueTypeName } from './names.ts';

/** How SQL reads the stored JSON text: compared as text, as a number, an integer or a time. */
export type SqlKind = 'text' | 'numeric' | 'integer' | 'timestamp';

/** The input above a list for this type's filters. */
export type FilterWidget = 'input' | 'select' | 'date-range' | 'number-range' | 'region' | 'reference';

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
  sql: {
    kind: SqlKind;
    /** Decimal places a sum is rounded to. */
    scale?: number;
    /** eq matches every code under the given one (regions: a county includes its villages). */
    prefix?: boolean;
  };
  align: 'left' | 'right' | 'center';
  /** Default list column width (px, a proportion when the grid flexes) and the narrowest it may get. */
  width: number;
  minWidth: number;
  /** rjsf widget name registered by the browser (undefined: rjsf's own for the JSON type). */
  widget?: string;
  filter: { widget: FilterWidget; ops: readonly FilterOp[] };
  /** How a detail page shows it: text, a coloured tag, a link to another record, an image, a file link, HTML. */
  detail: 'text' | 'tag' | 'link' | 'image' | 'file' | 'html';
  /** Template filters that make sense for it ({{field|capital}}), offered by the template editor. */
  templateFilters: readonly FilterName[];
  /** A value for previews (template editor) and tests. */
  sample: (p: EntityProperty | undefined, today: Date) => unknown;
  /** The text of a value: the same in cell, detail, approval, print and stats. '' for no value. */
  text: (value: unknown, ctx: ValueContext) => string;
}
