// One record field shown through the value-type table: the same text as every other screen, a status as
// a tag, a reference as its label linked to the target's detail page when the user may open it, rich
// text as its (server-sanitised) HTML.
import { Link } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { FILE_URL_PREFIX } from '../../../shared/files.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldContext, LOOKUP_TYPES, type Lookups } from '../../../shared/valuetypes/index.ts';
import { buildPagePath } from '../../engine/pagePath.ts';
import { useAppMeta } from '../../engine/session.ts';
import { useDictionary } from './dictionary.ts';
import { fieldType, fieldValue } from './fields.ts';
import { refDetailPage, refStore } from './refs.ts';
import { regionKeys, regionNames } from './regions.ts';
import { StatusTag } from './StatusTag.tsx';

export interface FieldValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  display?: DisplayHint;
}

const NO_KEYS: string[] = [];

/** The lookups one field of one row needs, loaded (and shared with every other cell asking the same). */
export function useFieldLookups(entity: EntitySchema, row: RecordRow, field: string, display?: DisplayHint): Lookups {
  const vt = fieldType(entity, field, display);
  const p = entity.properties[field];
  const value = fieldValue(row, field);
  const dict = useDictionary(vt.name === 'dict' ? p?.['x-dict'] : undefined);
  const meta = useAppMeta();
  const target = vt.name === 'reference' ? p?.['x-ref']?.entity : undefined;
  const refs = (target ? refStore(target) : regionNames).useLabels(target && value !== undefined && value !== null && value !== '' ? [String(value)] : NO_KEYS);
  const regions = regionNames.useLabels(vt.name === 'region' ? regionKeys([value]) : NO_KEYS);
  return {
    dicts: p?.['x-dict'] ? { [p['x-dict']]: dict } : undefined,
    varieties: field === 'variety' ? Object.fromEntries((meta?.menus.varieties ?? []).map((v) => [v.code, v.name])) : undefined,
    regions,
    refs: target ? { [target]: refs } : undefined,
  };
}

const NO_LOOKUPS: Lookups = {};

export function FieldValue(props: FieldValueProps) {
  const { entity, row, field, display } = props;
  const vt = fieldType(entity, field, display);
  if (vt.name === 'status') {
    const value = fieldValue(row, field);
    return <StatusTag workflow={entity['x-workflow']} state={typeof value === 'string' ? value : null} />;
  }
  // Only fields that read a lookup subscribe to one: a list draws this for every row, and each subscription
  // (a query observer for the dictionary, the reference and region stores) cost a 100-row page ~14 ms.
  // (A trading variety's name comes from the route table, read with the lookups.)
  return LOOKUP_TYPES.has(vt.name) || field === 'variety' ? <LookedUpValue {...props} /> : <ShownValue {...props} lookups={NO_LOOKUPS} />;
}

function LookedUpValue(props: FieldValueProps) {
  const lookups = useFieldLookups(props.entity, props.row, props.field, props.display);
  return <ShownValue {...props} lookups={lookups} />;
}

function ShownValue({ entity, row, field, display, lookups }: FieldValueProps & { lookups: Lookups }) {
  const vt = fieldType(entity, field, display);
  const meta = useAppMeta();
  const value = fieldValue(row, field);
  if (value === null || value === undefined || value === '') return <>-</>;
  // Rich text is stored already rewritten to the shared policy by the server (rules/sanitize.ts).
  if (vt.detail === 'html' && typeof value === 'string') return <div className="richtext-view" dangerouslySetInnerHTML={{ __html: value }} />;
  const text = vt.text(value, fieldContext(entity, row, field, vt, lookups));
  // An uploaded file opens through the checked files route (never any other address a value might hold).
  if ((vt.name === 'file' || vt.name === 'image') && typeof value === 'string' && value.startsWith(FILE_URL_PREFIX)) {
    return (
      <a className={vt.name === 'image' ? 'field-file field-file--image' : 'field-file'} href={value} target="_blank" rel="noopener noreferrer">
        {vt.name === 'image' && <img src={value} alt="" loading="lazy" />}
        <span>{text}</span>
      </a>
    );
  }
  const target = vt.name === 'reference' ? entity.properties[field]?.['x-ref']?.entity : undefined;
  const page = target ? refDetailPage(target) : null;
  const to = page && meta ? buildPagePath(meta.pages, page, { id: String(value) }) : null;
  if (to) return <Link to={to}>{text}</Link>;
  return <>{text === '' ? '-' : text}</>;
}
