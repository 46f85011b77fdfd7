// @vitest-environment jsdom
// The form's validator (ajv) loads after the form has painted (deferredValidator.ts). Held back here until
// the test lets it in: keys typed before it arrives are checked when it does, a save clicked before it
// arrives waits for it and is checked, and a schema whose rendering needs the validator waits for it.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import { needsValidatorToRender, validator, validatorReady } from '../../../src/web/renderers/form/deferredValidator.ts';
import { formInput, renderFormPage } from './formPage.tsx';
import { button, fakeHttp, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

let letIn: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (letIn = resolve));
const asked = vi.fn();
vi.mock('../../../src/web/renderers/form/ajvValidator.ts', async (importOriginal) => {
  asked();
  await gate;
  return importOriginal();
});

const page: FormPage = { ...schemaOf<FormPage>('franchise_form'), fields: ['projectName', 'transferorName', 'idCardNo', 'contactPhone'] };

const renderForm = () => renderFormPage(page);
const input = formInput;

const type = (field: string, value: string) => {
  fireEvent.focus(input(field));
  fireEvent.change(input(field), { target: { value } });
};

beforeEach(() => {
  resetHttp();
  session.principal = operator;
});
afterEach(cleanup);

describe('a form before its validator has arrived', () => {
  it('renders, holds a save until the validator is in, then checks the typed keys and saves nothing invalid', async () => {
    renderForm();
    await waitFor(() => expect(input('projectName')).toBeTruthy());
    // The form asked for its validator once on screen; it has not arrived.
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(validatorReady()).toBe(false);
    type('projectName', '东村果园出租');
    type('transferorName', '张三');
    type('contactPhone', '123');
    fireEvent.click(button('保存'));
    // Nothing is said and nothing is sent while the validator is out (a save waits for it, and it cannot
    // arrive before the gate opens).
    expect(screen.queryByText('请输入正确的联系电话')).toBeNull();
    expect(fakeHttp.post).not.toHaveBeenCalled();

    letIn();
    expect(await screen.findByText('请输入正确的联系电话')).toBeTruthy();
    expect(validatorReady()).toBe(true);
    expect(fakeHttp.post).not.toHaveBeenCalled();

    // Put right, the same form saves.
    fakeHttp.post.mockResolvedValueOnce(row(7, 'draft', { projectName: '东村果园出租' }));
    type('contactPhone', '13800138000');
    await waitFor(() => expect(screen.queryByText('请输入正确的联系电话')).toBeNull());
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
  });

  it('tells which schemas need the validator to render: if / oneOf / anyOf / dependencies anywhere in them', () => {
    expect(needsValidatorToRender({ type: 'object', properties: { a: { type: 'string', format: 'contact-phone' } } })).toBe(false);
    expect(needsValidatorToRender({ type: 'object', properties: { a: { oneOf: [{ const: 'x' }] } } })).toBe(true);
    expect(needsValidatorToRender({ type: 'object', if: { properties: {} }, then: {} })).toBe(true);
    expect(needsValidatorToRender({ type: 'object', items: [{ anyOf: [] }] })).toBe(true);
    expect(needsValidatorToRender({ type: 'object', dependencies: { a: ['b'] } })).toBe(true);
  });

  it('answers with the loaded validator once it is in', () => {
    expect(validatorReady()).toBe(true);
    const s = { type: 'object', properties: { p: { type: 'string', format: 'contact-phone' } } } as const;
    expect(validator.isValid(s, { p: '123' }, s)).toBe(false);
    expect(validator.isValid(s, { p: '13800138000' }, s)).toBe(true);
  });
});
