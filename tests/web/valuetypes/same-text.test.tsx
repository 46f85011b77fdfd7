// @vitest-environment jsdom
// One field of every value type, shown in a list cell, a detail page, a printed template and a stats
// figure: each screen must read the same text, because each reads the one value-type table.
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ICellRendererParams, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_API, type RecordRow } from '../../../src/shared/api.ts';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { fillTemplate } from '../../../src/shared/template/index.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import { valueTypeName } from '../../../src/shared/valuetypes/index.ts';
import { buildColumns } from '../../../src/web/renderers/list/columns.tsx';
import { DetailSections } from '../../../src/web/renderers/shared/DetailSections.tsx';
import { loadRecordLookups } from '../../../src/web/renderers/shared/recordLookups.ts';
import { clearRefs } from '../../../src/web/renderers/shared/refs.ts';
import { regionNames } from '../../../src/web/renderers/shared/regions.ts';
import { clearDictionaries } from '../../../src/web/renderers/shared/dictionary.ts';
import { metricText } from '../../../src/web/renderers/stats/format.ts';
import { fakeHttp, resetHttp, answerWithFakeHttp, signInAsOperator } from '../renderers/fixtures.ts';
import { CASES, plot, plotRecord, REGION_NAMES } from './fixture.ts';

answerWithFakeHttp();
signInAsOperator();

const FIELDS = Object.keys(CASES);

beforeEach(() => {
  resetHttp();
  clearRefs();
  clearDictionaries();
  regionNames.clear();
  fakeHttp.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === COMMON_API.dictionary) return [{ type: 'land_use', code: 'farmland', label: '耕地', variety: null, sort: 1 }];
    if (url === LOOKUP_API.regionNames) {
      const asked = String(params?.codes ?? '').split(',');
      return Object.fromEntries(Object.entries(REGION_NAMES).filter(([c]) => asked.includes(c)));
    }
    if (url === LOOKUP_API.refLabels) return { labels: { '3': '河沙村耕地经营权出租' }, page: null };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(cleanup);

function inRouter(el: ReactElement) {
  return render(<MemoryRouter>{el}</MemoryRouter>);
}

describe('every value type reads the same everywhere', () => {
  it('each fixture field derives the value type it is meant to test', () => {
    for (const [f, [type]] of Object.entries(CASES)) expect([f, valueTypeName(plot, f)]).toEqual([f, type]);
  });

  it('list cell', async () => {
    const page: ListPage = { kind: 'list', entity: 'plot', columns: FIELDS.map((field) => ({ field })) };
    const row = plotRecord();
    const cols = buildColumns(page, plot);
    for (const [f, [, , text]] of Object.entries(CASES)) {
      const col = cols.find((c) => c.colId === f)!;
      // A plain cell is the grid's own text (valueGetter → valueFormatter); the others are React cells.
      if (typeof col.valueFormatter === 'function') {
        const getter = col.valueGetter as (p: ValueGetterParams<RecordRow>) => unknown;
        const value = getter({ data: row } as ValueGetterParams<RecordRow>);
        expect([f, col.valueFormatter({ value, data: row } as ValueFormatterParams<RecordRow>)]).toEqual([f, text]);
        continue;
      }
      const renderCell = col.cellRenderer as (p: ICellRendererParams<RecordRow>) => ReactElement;
      const { container, unmount } = inRouter(renderCell({ data: row } as ICellRendererParams<RecordRow>));
      await waitFor(() => expect([f, container.textContent]).toEqual([f, text]));
      unmount();
    }
  });

  it('detail page', async () => {
    const { container } = inRouter(<DetailSections sections={[{ title: '地块', fields: FIELDS, columns: 1 }]} entity={plot} row={plotRecord()} />);
    const cells = () => [...container.querySelectorAll('.ant-descriptions-item-content')].map((c) => c.textContent);
    await waitFor(() => expect(cells()).toEqual(FIELDS.map((f) => CASES[f]![2])));
  });

  it('printed template', async () => {
    const row = plotRecord();
    const lookups = await loadRecordLookups(plot, row);
    const { html } = fillTemplate(FIELDS.map((f) => `${f}={{${f}}}`).join('\n'), row, plot, lookups);
    const div = document.createElement('div');
    div.innerHTML = html;
    for (const [f, [, , text]] of Object.entries(CASES)) expect(div.textContent).toContain(`${f}=${text}`);
  });

  it('stats figures of the numeric types (a sum shown like the values it adds up)', () => {
    for (const f of ['years', 'price', 'ratio4', 'lng', 'share']) {
      const [, value, text] = CASES[f]!;
      expect([f, metricText({ key: f, title: f, agg: 'sum', field: f }, plot, String(value))]).toEqual([f, text]);
    }
    // An area's unit is the metric's (column title 流转面积（亩）): the figure itself has no unit.
    expect(metricText({ key: 'a', title: '面积', agg: 'sum', field: 'area', unit: '亩' }, plot, '45.3000')).toBe('45.3');
  });
});
