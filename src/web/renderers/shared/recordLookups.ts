// Everything one record's fields need to be shown by name (dictionaries, region names, reference
// labels), loaded at once: for pages that render text in one go, such as the print sheet.
import { COMMON_API, type DictEntry } from '../../../shared/api.ts';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { neededLookups, valueType, type Lookups } from '../../../shared/valuetypes/index.ts';
import { http } from '../../request/http.ts';
import { refStore } from './refs.ts';
import { regionKeys, regionNames } from './regions.ts';

export async function loadRecordLookups(entity: EntitySchema, record: RecordRow): Promise<Lookups> {
  const fields = Object.keys(entity.properties);
  const need = neededLookups(entity, fields);
  const dicts: Record<string, Record<string, string>> = {};
  const refs: Record<string, Record<string, string>> = {};
  await Promise.all([
    ...need.dicts.map(async (type) => {
      const rows = await http.get<DictEntry[]>(COMMON_API.dictionary, { type }, { silent: true }).catch(() => []);
      dicts[type] = Object.fromEntries((rows ?? []).map((r) => [r.code, r.label]));
    }),
    ...need.refs.map(async (target) => {
      const ids = fields
        .filter((f) => entity.properties[f]?.['x-ref']?.entity === target)
        .map((f) => record.data[f])
        .filter((v) => v !== undefined && v !== null && v !== '')
        .map(String);
      await refStore(target).load(ids);
      refs[target] = refStore(target).peek();
    }),
    need.regions
      ? regionNames.load(regionKeys(fields.filter((f) => valueType(entity, f).lookup === 'region').map((f) => record.data[f])))
      : Promise.resolve(),
  ]);
  return { dicts, refs, regions: regionNames.peek() };
}
