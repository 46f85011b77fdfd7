// Region names for cells, details, filters and prints: code -> name, ancestors included.
import { LOOKUP_API } from '../../../shared/valuetypes/api.ts';
import { regionPath } from '../../../shared/valuetypes/region.ts';
import { http } from '../../request/http.ts';
import { createLabelStore, type Labels } from './labelStore.ts';

export const regionNames = createLabelStore((codes) =>
  http.get<Labels>(LOOKUP_API.regionNames, { codes: codes.join(',') }, { silent: true }).then((r) => r ?? {}),
);

/** Codes of a stored value and their ancestors, the keys its text needs. */
export function regionKeys(values: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const v of values) if (typeof v === 'string' && v !== '') for (const c of regionPath(v)) out.add(c);
  return [...out];
}
