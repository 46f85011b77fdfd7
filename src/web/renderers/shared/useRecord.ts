// Loads the record named by ?id= for detail, approval and edit pages.
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery, type QueryState } from '../../query/useApiQuery.ts';
import { useRecordId } from './useRecordId.ts';

export type LoadedRecord = QueryState<RecordRow | null> & { id: string | null };

export function useRecord(entity: EntitySchema): LoadedRecord {
  const id = useRecordId();
  const state = useApiQuery(queryKeys.record(entity.name, id ?? ''), () => (id ? records.get(entity.name, id) : Promise.resolve(null)));
  return { ...state, id };
}
