// The values a form's formulas read from outside its record (a referenced record's field, the site's fee
// table), fetched from the server when the references they follow change, as a resolver for applyComputed.
import { useMemo } from 'react';
import type { Resolve } from '../../../shared/expr/index.ts';
import { outsideKey, readsOutside, valuesResolver } from '../../../shared/rules/outside.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';

export function useOutside(entity: EntitySchema, data: Record<string, unknown>, id: number | undefined): Resolve | undefined {
  const needed = useMemo(() => readsOutside(entity), [entity]);
  const key = needed ? outsideKey(entity, data) : '';
  const q = useApiQuery(queryKeys.outside(entity.name, key), () => records.outside(entity.name, data, id), { enabled: needed });
  return useMemo(() => (q.data ? valuesResolver(q.data) : undefined), [q.data]);
}
