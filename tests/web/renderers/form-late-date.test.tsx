// @vitest-environment jsdom
// The date picker's code loads with the first form that draws a date field (a late form widget: 加载中… in
// its place until then). Held back here until the test lets it in; later forms draw the picker at once.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import { formInput, renderFormPage } from './formPage.tsx';
import { operator, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

let letIn: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (letIn = resolve));
const asked = vi.fn();
vi.mock('../../../src/web/renderers/form/widgets/DatePickerInput.tsx', async (importOriginal) => {
  asked();
  await gate;
  return importOriginal();
});

const page: FormPage = { ...schemaOf<FormPage>('franchise_form'), sections: undefined, fields: ['projectName', 'transferorName', 'contactPhone', 'startDate'] };
const input = formInput;
const picker = () => document.querySelector('.ant-picker');

beforeEach(() => {
  resetHttp();
  session.principal = operator;
});
afterEach(cleanup);

describe('a date field before the picker has arrived', () => {
  it('shows 加载中… in its place while the rest of the form takes input, then the picker', async () => {
    renderFormPage(page);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(picker()).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('加载中…');
    fireEvent.change(input('projectName'), { target: { value: '东村果园出租' } });
    expect(input('projectName').value).toBe('东村果园出租');
    await act(async () => letIn());
    await waitFor(() => expect(picker()).not.toBeNull());
    expect(input('startDate').closest('.ant-picker')).not.toBeNull();
    // What was typed meanwhile stays.
    expect(input('projectName').value).toBe('东村果园出租');
  });

  it('draws the picker at once on forms opened after it arrived', () => {
    renderFormPage(page);
    expect(picker()).not.toBeNull();
    expect(input('startDate').closest('.ant-picker')).not.toBeNull();
  });
});
