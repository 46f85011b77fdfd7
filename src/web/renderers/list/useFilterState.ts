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
}

/** `onApply` receives the filters to apply; keep it stable (a setState updater). */
export function useFilterState(onApply: (filters: FilterValues) => void): FilterState {
  const [draft, setDraft] = useState<FilterValues>({});
  const apply = useCallback(
    (filters: FilterValues) => {
      setDraft(filters);
      onApply(filters);
    },
    [onApply],
  );
  return { bar: { values: draft, onChange: setDraft, onSearch: () => onApply(draft), onReset: () => apply({}) }, apply };
}
