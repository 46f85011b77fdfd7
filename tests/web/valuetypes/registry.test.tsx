// @vitest-environment jsdom
// The browser's value-type registry: every row of the table has a cell, detail and form item renderer and
// every filter widget a row names a control; a second module registering a row is an error. Then, over
// every row, one sample value reads the same in the list cell, the detail display and the Excel export,
// its filter control draws, and its form item asks for input as its renderer says.
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_API, type RecordRow } from '../../../src/shared/api.ts';
import { exportRow } from '../../../src/shared/excel/cells.ts';
import type { FormPage, ListPage } from '../../../src/shared/schema/types.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import { fieldContext, VALUE_TYPE_NAMES, VALUE_TYPES, type FilterWidget, type ValueTypeName } from '../../../src/shared/valuetypes/index.ts';
import { formUiSchema } from '../../../src/web/renderers/form/formSchema.ts';
import { FilterBar } from '../../../src/web/renderers/list/FilterBar.tsx';
import type { ColDef, ICellRendererParams, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { buildColumns } from '../../../src/web/renderers/list/columns.tsx';
import { FieldValue } from '../../../src/web/renderers/shared/FieldValue.tsx';
import { clearDictionaries } from '../../../src/web/renderers/shared/dictionary.ts';
import { clearRefs } from '../../../src/web/renderers/shared/refs.ts';
import { regionNames } from '../../../src/web/renderers/shared/regions.ts';
import { hasValueRenderer, registerValueRenderers, unregisterValueRenderers, valueRenderer } from '../../../src/web/valuetypes/registry.ts';
import { field, sampleEntity, TODAY } from '../../shared/valuetypes/sample-entity.ts';
import { answerWithFakeHttp, fakeHttp, resetHttp, signInAsOperator } from '../renderers/fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const FILTER_WIDGETS: readonly FilterWidget[] = ['input', 'select', 'date-range', 'number-range', 'region', 'reference'];

const entity = sampleEntity({ 'x-workflow': { initial: 'draft', states: { draft: { title: '草稿' } }, transitions: [] } });

/** A value of each type that shows text (a state needs one of the workflow's). */
function sample(name: ValueTypeName): unknown {
  return name === 'status' ? 'draft' : VALUE_TYPES[name].sample(entity.properties[field(name)], TODAY);
}
const record: RecordRow = {
  id: 1, status: null, siteId: 1, variety: null, version: 1, createdAt: TODAY.toISOString(), updatedAt: TODAY.toISOString(),
  data: Object.fromEntries(VALUE_TYPE_NAMES.map((n) => [field(n), sample(n)])),
};
/** The row's text of its sample, with the labels the fake server answers. */
const LOOKUPS = { dicts: { land_use: { [String(sample('dict'))]: '耕地' } }, regions: { '510131': '蒲江县' }, refs: { franchise: { '1': '河沙村耕地经营权出租' } } };
function textOf(name: ValueTypeName): string {
  const vt = VALUE_TYPES[name];
  return vt.text(sample(name), fieldContext(entity, record, field(name), vt, LOOKUPS)) || '-';
}

beforeEach(() => {
  resetHttp();
  clearRefs();
  clearDictionaries();
  regionNames.clear();
  fakeHttp.get.mockImplementation(async (url: string) => {
    if (url === COMMON_API.dictionary) return [{ type: 'land_use', code: String(sample('dict')), label: '耕地', variety: null, sort: 1 }];
    if (url === LOOKUP_API.regionNames) return { '510131': '蒲江县' };
    if (url === LOOKUP_API.refLabels) return { labels: { '1': '河沙村耕地经营权出租' }, page: null };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(cleanup);

/** What ag-grid draws in a column's cell for `row`: its formatted text, else its cell renderer's element. */
function gridCell(col: ColDef<RecordRow>, row: RecordRow): ReactNode {
  const value = typeof col.valueGetter === 'function' ? col.valueGetter({ data: row } as ValueGetterParams<RecordRow>) : undefined;
  if (typeof col.valueFormatter === 'function') return col.valueFormatter({ data: row, value } as ValueFormatterParams<RecordRow>);
  const renderer = col.cellRenderer as (p: ICellRendererParams<RecordRow>) => ReactNode;
  return renderer({ data: row, value } as ICellRendererParams<RecordRow>);
}

describe('the value-type registry', () => {
  it('has a cell, detail and form item renderer for every row, and a control for every filter widget', () => {
    const missing = VALUE_TYPE_NAMES.flatMap((n) => (['cell', 'detail', 'formItem'] as const).filter((f) => !hasValueRenderer(f, n)).map((f) => `${n}.${f}`));
    expect(missing).toEqual([]);
    expect(FILTER_WIDGETS.filter((w) => !hasValueRenderer('filter', w))).toEqual([]);
    for (const n of VALUE_TYPE_NAMES) expect(hasValueRenderer('filter', VALUE_TYPES[n].filter.widget)).toBe(true);
  });

  it('refuses a row registered by a second module, and names a row without a renderer', () => {
    expect(() => registerValueRenderers('cell', 'elsewhere', { text: valueRenderer('cell', 'text') })).toThrow(/text 的 cell 渲染器重复注册/);
    // The module that registered it may register it again (reloaded in development).
    expect(() => registerValueRenderers('cell', 'cells', { text: valueRenderer('cell', 'text') })).not.toThrow();
    registerValueRenderers('formItem', 'test', { ['nope' as ValueTypeName]: { placeholder: 'none' } });
    expect(hasValueRenderer('formItem', 'nope' as ValueTypeName)).toBe(true);
    unregisterValueRenderers('test');
    expect(() => valueRenderer('formItem', 'nope' as ValueTypeName)).toThrow(/nope 没有注册 formItem 渲染器/);
  });
});

describe.each(VALUE_TYPE_NAMES.map((name) => ({ name })))('value type $name', ({ name }) => {
  const f = field(name);
  const vt = VALUE_TYPES[name];

  it('reads the same in the list cell, the detail display and the Excel export', async () => {
    const want = textOf(name);
    const shown = render(<MemoryRouter><FieldValue entity={entity} row={record} field={f} /></MemoryRouter>);
    await waitFor(() => expect(shown.container.textContent).toBe(want));
    const page: ListPage = { kind: 'list', entity: 'sample', columns: [{ field: f }] };
    const cell = render(<MemoryRouter>{gridCell(buildColumns(page, entity, [record])[0]!, record)}</MemoryRouter>);
    await waitFor(() => expect(cell.container.textContent).toBe(want));
    expect(exportRow(entity, [{ field: f, title: vt.title }], record, LOOKUPS)).toEqual([want === '-' ? '' : want]);
  });

  it('draws its filter control and asks for input as its form item says', () => {
    const bar = render(
      <MemoryRouter>
        <FilterBar filters={[{ field: f, op: vt.filter.ops[0] ?? 'eq' }]} entity={entity} values={{}} onChange={() => {}} onSearch={() => {}} onReset={() => {}} />
      </MemoryRouter>,
    );
    expect(bar.container.querySelector('.filter-bar__item')).not.toBeNull();
    const ui = formUiSchema(entity, { kind: 'form', entity: 'sample', fields: [f] } as FormPage) as Record<string, Record<string, unknown>>;
    const placeholder = ui[f]?.['ui:placeholder'];
    const item = valueRenderer('formItem', name).placeholder;
    expect([name, typeof placeholder === 'string' ? placeholder.slice(0, 3) : 'none']).toEqual([name, item === 'select' || name === 'enum' ? '请选择' : item === 'input' ? '请输入' : 'none']);
    // A long value takes the form's whole row.
    expect(Object.values((ui[f]?.['ui:options'] ?? {}) as Record<string, unknown>).includes(true)).toBe(vt.fullRow);
  });
});
