// Loads the record named by ?id= for detail, approval and edit pages.
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { useAsync, type AsyncState } from '../../engine/useAsync.ts';
import { useRecordId } from './useRecordId.ts';

export function useRecord(entity: EntitySchema): AsyncState<RecordRow | null> & { id: string | null } {
  const id = useRecordId();
  const state = useAsync(() => (id ? records.get(entity.name, id) : Promise.resolve(null)), [entity.name, id]);
  return { ...state, id };
}
