// Keeps a list's state and its address in step (urlState.ts): each change of filters, page, size or
// order replaces the address (no history entry per keystroke of paging), and an address changed from
// outside (a link to this list while it is open in a tag, back/forward) is applied to the list.
import { useEffect, useRef } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';
import type { ListPage } from '../../../shared/schema/types.ts';
import type { ListState } from './query.ts';
import { listStateFromUrl, listUrlKey, withListState } from './urlState.ts';

export function useListUrl(schema: ListPage, state: ListState, params: URLSearchParams, setParams: SetURLSearchParams, applyFromUrl: (s: ListState) => void): void {
  // The list part of the address this list last wrote or applied.
  const known = useRef(listUrlKey(schema, params));
  const apply = useRef(applyFromUrl);
  apply.current = applyFromUrl;

  useEffect(() => {
    const key = withListState(schema, new URLSearchParams(), state).toString();
    if (key === known.current) return;
    known.current = key;
    setParams((prev) => withListState(schema, prev, state), { replace: true });
  }, [schema, state, setParams]);

  const urlKey = listUrlKey(schema, params);
  useEffect(() => {
    if (urlKey === known.current) return;
    known.current = urlKey;
    apply.current(listStateFromUrl(schema, new URLSearchParams(urlKey)));
  }, [schema, urlKey]);
}
