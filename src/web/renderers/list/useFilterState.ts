// The filter bar's state, one way for list and stats pages: what is typed (the draft) is kept here and
// applied only by 查询 (or Enter), 重置 or a drill-down; the page keeps what is applied, in its query.
import { useCallback, useState } from 'react';
import type { FilterBarProps } from './FilterBar.tsx';
import type { FilterValues } from './query.ts';

export interface FilterState {
  /** FilterBar's values and handlers: 查询 applies the draft, 重置 clears the draft and what is applied. */
  bar: Pick<FilterBarProps, 'values' | 'onChange' | 'onSearch' | 'onReset'>;
  /** Applies filters at once and shows them in the bar (a drill-down). */
  apply: (filters: FilterValues) => void;
  /** Shows filters in the bar without applying them (they were applied elsewhere: a link to this list). */
  show: (filters: FilterValues) => void;
}

/** `onApply` receives the filters to apply; keep it stable (a setState updater). `initial`: what is applied
 *  as the page opens (a list's filters from its address), shown in the bar. */
export function useFilterState(onApply: (filters: FilterValues) => void, initial: FilterValues = {}): FilterState {
  const [draft, setDraft] = useState<FilterValues>(initial);
  const apply = useCallback(
    (filters: FilterValues) => {
      setDraft(filters);
      onApply(filters);
    },
    [onApply],
  );
  return { bar: { values: draft, onChange: setDraft, onSearch: () => onApply(draft), onReset: () => apply({}) }, apply, show: setDraft };
}
