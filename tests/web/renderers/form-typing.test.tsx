// @vitest-environment jsdom
// Typing in a form: a field's error shows while it is typed in (no blur needed), and a key re-renders only the field
// it changed (rjsf's formContext stays the same object; no Form.Item wraps the whole form).
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import { registerFormWidget, type FormWidgetProps } from '../../../src/web/engine/formWidgets.ts';
import FormRenderer from '../../../src/web/renderers/form/FormRenderer.tsx';
import { entryOf, franchise, operator, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entry = entryOf('franchise_form');
const FIELDS = ['projectName', 'transferorName', 'idCardNo', 'contactPhone'];
const base = schemaOf<FormPage>('franchise_form');
const page: FormPage = { ...base, fields: FIELDS };

// A plain text widget that counts its renders per field id.
const renders = new Map<string, number>();
function CountedWidget({ id, value, onChange, onFocus, onBlur }: FormWidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <input
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
registerFormWidget('counted', () => Promise.resolve({ default: CountedWidget }));
const countedPage: FormPage = { ...page, uiSchema: Object.fromEntries(FIELDS.map((f) => [f, { 'ui:widget': 'counted' }])) };

function renderForm(schema: FormPage = page) {
  // Inside antd's <App>, as in the shell.
  return render(
    <App>
    <MemoryRouter initialEntries={[entry.path]}>
      <Routes>
        <Route path={entry.path} element={<FormRenderer entry={entry} schema={schema} entity={franchise} file={entry.schema ?? ''} />} />
      </Routes>
    </MemoryRouter>
    </App>,
  );
}

async function field(name: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(document.getElementById(`root_${name}`)).toBeInstanceOf(HTMLInputElement));
  return document.getElementById(`root_${name}`) as HTMLInputElement;
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  renders.clear();
});
afterEach(cleanup);

describe('typing in a form', () => {
  it('shows a bad phone number while it is typed, before the field is left, and nothing for untouched fields', async () => {
    renderForm();
    const phone = await field('contactPhone');
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '138' } });
    expect(await screen.findByText('请输入正确的联系电话')).toBeTruthy();
    expect(screen.queryByText('项目名称不能为空')).toBeNull();
    // Typed on to a valid number: the error goes as the last key lands.
    fireEvent.change(phone, { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.queryByText('请输入正确的联系电话')).toBeNull());
  });

  it('names a required field passed over without typing when it is left', async () => {
    renderForm();
    const name = await field('projectName');
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('项目名称不能为空')).toBeTruthy();
    expect(screen.queryByText('联系电话不能为空')).toBeNull();
  });

  it('re-renders only the field a key changes', async () => {
    renderForm(countedPage);
    const name = await field('projectName');
    for (const f of FIELDS) await field(f);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: '东' } });
    await waitFor(() => expect(name.value).toBe('东'));
    renders.clear();
    fireEvent.change(name, { target: { value: '东村' } });
    await waitFor(() => expect(name.value).toBe('东村'));
    expect(renders.get('root_projectName')).toBeGreaterThan(0);
    for (const f of FIELDS.filter((x) => x !== 'projectName')) expect(renders.get(`root_${f}`) ?? 0, f).toBe(0);
  });

  it('puts no antd Form.Item around the whole form (its new context value re-rendered every field\'s Form.Item per key)', async () => {
    renderForm();
    for (const f of FIELDS) await field(f);
    expect(document.querySelectorAll('.ant-form-item')).toHaveLength(FIELDS.length);
    expect(document.querySelectorAll('.ant-form-item .ant-form-item')).toHaveLength(0);
  });
});
