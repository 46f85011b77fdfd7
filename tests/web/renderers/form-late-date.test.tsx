// @vitest-environment jsdom
// The date picker's code arrives after the form has painted (engine/lateWidget.tsx). Held back here until
// the test lets it in: its stand-in takes a typed date as the picker does and the form saves it; a stand-in
// holding the focus when the picker arrives stays until the focus leaves; later forms draw the picker.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import { loadLateWidgets } from '../../../src/web/engine/lateWidget.tsx';
import { formInput, renderFormPage } from './formPage.tsx';
import { button, fakeHttp, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

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
  it('takes a typed date in its stand-in, keeps it on leaving, and the form saves it', async () => {
    fakeHttp.post.mockResolvedValueOnce(row(9, 'draft'));
    renderFormPage(page);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(picker()).toBeNull();
    fireEvent.change(input('projectName'), { target: { value: '东村果园出租' } });
    fireEvent.change(input('transferorName'), { target: { value: '张三' } });
    fireEvent.change(input('contactPhone'), { target: { value: '13800138000' } });
    const el = input('startDate');
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: '2027/1/1' } });
    // Enter takes the date and does not submit.
    expect(fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' })).toBe(false);
    fireEvent.blur(el);
    await waitFor(() => expect(input('startDate').value).toBe('2027-01-01'));
    expect(fakeHttp.post).not.toHaveBeenCalled();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    expect((fakeHttp.post.mock.calls[0]?.[1] as { data: Record<string, unknown> }).data.startDate).toBe('2027-01-01');
    expect(picker()).toBeNull();
  });

  it('keeps a focused stand-in when the picker arrives and hands over when the focus leaves', async () => {
    renderFormPage(page);
    const el = input('startDate');
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: '2027.3.5' } });
    letIn();
    // Arrived while this field has the focus: it keeps its element and its text.
    await act(() => loadLateWidgets());
    expect(input('startDate')).toBe(el);
    expect(el.value).toBe('2027.3.5');
    fireEvent.blur(el);
    await waitFor(() => expect(picker()).not.toBeNull());
    expect(input('startDate')).not.toBe(el);
    expect(input('startDate').value).toBe('2027-03-05');
  });

  it('draws the picker at once on forms opened after it arrived', () => {
    renderFormPage(page);
    expect(picker()).not.toBeNull();
    expect(input('startDate').closest('.ant-picker')).not.toBeNull();
  });
});
