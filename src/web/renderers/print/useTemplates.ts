// The templates a print page offers for one record: the template entity's records (newest first),
// narrowed to those that fit the page's type and the record (enabled, entity, variety).
import type { ListQuery, RecordRow } from '../../../shared/api.ts';
import type { PrintPage } from '../../../shared/schema/types.ts';
import { templateFits } from '../../../shared/template/index.ts';
import { records } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery, type QueryState } from '../../query/useApiQuery.ts';

/** More templates than any centre keeps; the server's largest page. */
export const TEMPLATE_QUERY: ListQuery = { page: 1, size: 200, sort: '-updatedAt' };

export function useTemplates(page: PrintPage, record: RecordRow | null | undefined): QueryState<RecordRow[]> {
  const state = useApiQuery(queryKeys.list(page.templateEntity, TEMPLATE_QUERY), () => records.list(page.templateEntity, TEMPLATE_QUERY));
  const all = state.data?.list;
  const data = all && record ? all.filter((t) => templateFits(t, page.entity, page.templateType, record)) : all;
  return { ...state, data };
}
