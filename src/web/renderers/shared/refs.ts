// Labels of referenced records (x-ref), one store per target entity, and the detail page they link to.
import { LOOKUP_API, type RefLabelsResult } from '../../../shared/valuetypes/api.ts';
import { http } from '../../request/http.ts';
import { createLabelStore, type LabelStore, type Labels } from './labelStore.ts';

const stores = new Map<string, LabelStore>();
/** Target entity -> the detail page id the user may open (learnt with the labels). */
const pages = new Map<string, string | null>();

export function refStore(entity: string): LabelStore {
  let s = stores.get(entity);
  if (!s) {
    s = createLabelStore(async (ids): Promise<Labels> => {
      const r = await http.get<RefLabelsResult>(LOOKUP_API.refLabels, { entity, ids: ids.join(',') }, { silent: true });
      pages.set(entity, r?.page ?? null);
      return r?.labels ?? {};
    });
    stores.set(entity, s);
  }
  return s;
}

export function refDetailPage(entity: string): string | null {
  return pages.get(entity) ?? null;
}

/** Only for tests. */
export function clearRefs(): void {
  stores.clear();
  pages.clear();
}
