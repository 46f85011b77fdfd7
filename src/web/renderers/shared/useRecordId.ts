// The record a page is about comes from ?id= (navigate actions and afterSave put it there).
import { useSearchParams } from 'react-router-dom';

export function useRecordId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && id.trim() !== '' ? id : null;
}
