// Display formatters: one vocabulary (DisplayHint) honoured by list cells, detail views and print layouts.
// CONTRACT (filled out by the formatters work): displayText(hint, value, ctx) -> string.
import type { DisplayHint, EntityProperty } from '../schema/types.ts';

export interface DisplayContext {
  /** The field's schema, for enum labels. */
  property?: EntityProperty;
  /** Dictionary entries for 'dict' (code -> label). */
  dict?: Record<string, string>;
  /** Workflow state titles for 'status'. */
  states?: Record<string, { title: string }>;
  /** For 'relative-time'. */
  now?: number;
}

export function displayText(hint: DisplayHint | undefined, value: unknown, ctx: DisplayContext = {}): string {
  if (value === null || value === undefined || value === '') return '';
  switch (hint) {
    case 'enum': {
      const p = ctx.property;
      const i = p?.enum?.indexOf(value as string | number) ?? -1;
      return i >= 0 && p?.['x-enumNames']?.[i] ? p['x-enumNames'][i]! : String(value);
    }
    case 'status':
      return ctx.states?.[String(value)]?.title ?? String(value);
    case 'dict':
      return ctx.dict?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}
