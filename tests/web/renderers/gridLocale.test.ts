// The list grid's Chinese texts are a subset of @ag-grid-community/locale's table, word for word.
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
import { describe, expect, it } from 'vitest';
import { GRID_LOCALE_CN } from '../../../src/web/renderers/list/gridLocale.ts';

describe('grid locale subset', () => {
  it('keeps every text the same as the locale package', () => {
    const full: Record<string, string> = AG_GRID_LOCALE_CN;
    for (const [key, text] of Object.entries(GRID_LOCALE_CN)) expect(text, key).toBe(full[key]);
  });

  it('has the texts the list grid shows: loading, sort and column aria labels', () => {
    for (const key of ['loadingOoo', 'noRowsToShow', 'sortAscending', 'sortDescending', 'ariaSortableColumn', 'ariaColumn', 'ariaRowSelect']) {
      expect(GRID_LOCALE_CN[key], key).toMatch(/\p{Script=Han}/u);
    }
  });
});
