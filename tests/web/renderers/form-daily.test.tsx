// @vitest-environment jsdom
// Forms laid out for daily work and safe date entry: Enter in a field never submits, a typed date
// is kept when the field is left (2027/1/1, 20270101…), long values take a whole row of the grid, and
// after a save the form's tab closes for the saved record's page.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import FormRenderer from '../../../src/web/renderers/form/FormRenderer.tsx';
import { typedValue } from '../../../src/web/renderers/form/widgets/dateText.ts';
import { useTags } from '../../../src/web/stores/tags.ts';
import { dateInput, formInput, renderFormPage } from './formPage.tsx';
import { button, entryOf, fakeHttp, franchise, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entry = entryOf('franchise_form');
const detailPath = entryOf('franchise_detail').path;
const page: FormPage = {
  ...schemaOf<FormPage>('franchise_form'),
  sections: undefined,
  fields: ['projectName', 'transferorName', 'contactPhone', 'startDate', 'remark'],
  uiSchema: { remark: { 'ui:widget': 'textarea' } },
};

const renderForm = () => renderFormPage(page);
const input = formInput;

function fill() {
  fireEvent.change(input('projectName'), { target: { value: '东村果园出租' } });
  fireEvent.change(input('transferorName'), { target: { value: '张三' } });
  fireEvent.change(input('contactPhone'), { target: { value: '13800138000' } });
}

/** Types into the date picker's input and leaves it, as a user tabbing on would. */
async function typeDate(text: string) {
  const el = await dateInput('startDate');
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value: text } });
  fireEvent.blur(el);
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  useTags.getState().reset();
});
afterEach(cleanup);

describe('typed dates', () => {
  it('reads the spellings people type into what the picker stores', () => {
    for (const t of ['2027-01-01', '2027/1/1', '20270101', '2027年1月1日', ' 2027.1.1 ']) expect(typedValue(t, false)).toBe('2027-01-01');
    expect(typedValue('2027-02-30', false)).toBeUndefined();
    expect(typedValue('明天', false)).toBeUndefined();
    // A typed date-time is business wall-clock time (Asia/Shanghai by default), whatever the browser's zone.
    expect(typedValue('2027/1/1 9:05', true)).toBe('2027-01-01T01:05:00.000Z');
  });

  it.each(['2027/1/1', '20270101'])('keeps %s when the field is left and saves it as 2027-01-01', async (text) => {
    fakeHttp.post.mockResolvedValueOnce(row(9, 'draft'));
    renderForm();
    fill();
    await typeDate(text);
    await waitFor(() => expect(input('startDate').value).toBe('2027-01-01'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    expect((fakeHttp.post.mock.calls[0]?.[1] as { data: Record<string, unknown> }).data.startDate).toBe('2027-01-01');
  });

  it('Enter in the date field takes the date and never submits the form', async () => {
    renderForm();
    fill();
    const el = await dateInput('startDate');
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: '2027/3/5' } });
    const enter = fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' });
    // The default action (the browser's implicit submission) is cancelled…
    expect(enter).toBe(false);
    fireEvent.blur(el);
    await waitFor(() => expect(input('startDate').value).toBe('2027-03-05'));
    // …and nothing was saved.
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });

  it('Enter in a text field does not submit either', () => {
    renderForm();
    fill();
    expect(fireEvent.keyDown(input('projectName'), { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });
});

describe('form layout', () => {
  it('puts the fields in a grid without a fieldset frame; a textarea takes a whole row', () => {
    renderForm();
    expect(document.querySelector('fieldset')).toBeNull();
    const cellOf = (el: Element | null) => el?.closest('.form-grid__cell');
    expect(cellOf(input('projectName'))?.classList.contains('form-grid__cell--full')).toBe(false);
    expect(cellOf(document.getElementById('root_remark'))?.classList.contains('form-grid__cell--full')).toBe(true);
    // The actions sit in the sticky bar.
    expect(button('保存').closest('.form-actions')).not.toBeNull();
  });
});

describe('form sections', () => {
  it('groups the fields under the declared titles, ungrouped fields last', async () => {
    const sectioned: FormPage = { ...page, sections: [{ title: '出让方', fields: ['transferorName', 'contactPhone'] }, { title: '项目信息', fields: ['projectName'] }] };
    render(
      <MemoryRouter initialEntries={[entry.path]}>
        <Routes>
          <Route path={entry.path} element={<FormRenderer entry={entry} schema={sectioned} entity={franchise} file={entry.schema ?? ''} />} />
        </Routes>
      </MemoryRouter>,
    );
    const section = (title: string) => screen.getByRole('region', { name: title });
    expect(section('出让方').contains(input('transferorName'))).toBe(true);
    expect(section('出让方').contains(input('contactPhone'))).toBe(true);
    expect(section('项目信息').contains(input('projectName'))).toBe(true);
    // In the declared order of the sections, not the order of fields.
    const titles = [...document.querySelectorAll('.form-section__title')].map((h) => h.textContent);
    expect(titles).toEqual(['出让方', '项目信息']);
    // startDate and remark are in no section: they follow, outside every section.
    expect((await dateInput('startDate')).closest('.form-section')).toBeNull();
  });
});

describe('after a save', () => {
  it("closes the form's tab and opens the saved record's page", async () => {
    useTags.getState().visit({ path: entry.path, fullPath: entry.path, title: '编辑', affix: false, noCache: false });
    fakeHttp.post.mockResolvedValueOnce(row(9, 'draft'));
    renderForm();
    fill();
    fireEvent.click(button('保存'));
    expect((await screen.findByTestId('where')).textContent).toBe(`${detailPath}?id=9`);
    expect(useTags.getState().views.map((v) => v.path)).not.toContain(entry.path);
  });
});
