// One record field shown through its value type: the row's text, drawn by the renderer registered for the
// row (src/web/valuetypes/cells.tsx: a state as a tag, a reference as a link, a file as its link…).
import type { RecordRow } from '../../../shared/api.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldContext, type Lookups } from '../../../shared/valuetypes/index.ts';
import { useAppMeta } from '../../engine/session.ts';
import '../../valuetypes/cells.tsx';
import { valueRenderer } from '../../valuetypes/registry.ts';
import { useDictionary } from './dictionary.ts';
import { fieldType, fieldValue } from './fields.ts';
import { refStore } from './refs.ts';
import { regionKeys, regionNames } from './regions.ts';

export interface FieldValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  display?: DisplayHint;
  /** Which renderer draws it: a list's cell or a detail page's (the default). */
  facet?: 'cell' | 'detail';
}

const NO_KEYS: string[] = [];

/** The lookups one field of one row needs, loaded (and shared with every other cell asking the same). */
export function useFieldLookups(entity: EntitySchema, row: RecordRow, field: string, display?: DisplayHint): Lookups {
  const vt = fieldType(entity, field, display);
  const p = entity.properties[field];
  const value = fieldValue(row, field);
  const dict = useDictionary(vt.lookup === 'dict' ? p?.['x-dict'] : undefined);
  const meta = useAppMeta();
  const target = vt.lookup === 'reference' ? p?.['x-ref']?.entity : undefined;
  const refs = (target ? refStore(target) : regionNames).useLabels(target && value !== undefined && value !== null && value !== '' ? [String(value)] : NO_KEYS);
  const regions = regionNames.useLabels(vt.lookup === 'region' ? regionKeys([value]) : NO_KEYS);
  return {
    dicts: p?.['x-dict'] ? { [p['x-dict']]: dict } : undefined,
    // A trading variety's name comes from the route table.
    varieties: field === 'variety' ? Object.fromEntries((meta?.menus.varieties ?? []).map((v) => [v.code, v.name])) : undefined,
    regions,
    refs: target ? { [target]: refs } : undefined,
  };
}

const NO_LOOKUPS: Lookups = {};

export function FieldValue(props: FieldValueProps) {
  // Only fields that read a lookup subscribe to one: a list draws this for every row, and each subscription
  // (a query observer for the dictionary, the reference and region stores) cost a 100-row page ~14 ms.
  return fieldType(props.entity, props.field, props.display).lookup ? <LookedUpValue {...props} /> : <ShownValue {...props} lookups={NO_LOOKUPS} />;
}

function LookedUpValue(props: FieldValueProps) {
  const lookups = useFieldLookups(props.entity, props.row, props.field, props.display);
  return <ShownValue {...props} lookups={lookups} />;
}

function ShownValue({ entity, row, field, display, facet = 'detail', lookups }: FieldValueProps & { lookups: Lookups }) {
  const vt = fieldType(entity, field, display);
  const renderer = valueRenderer(facet, vt.name);
  const value = fieldValue(row, field);
  const empty = value === null || value === undefined || value === '';
  if (empty && !renderer.drawsEmpty) return <>-</>;
  const text = empty ? '' : vt.text(value, fieldContext(entity, row, field, vt, lookups));
  return <>{renderer.render({ entity, row, field, vt, value, text })}</>;
}
