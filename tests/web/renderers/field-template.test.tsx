// @vitest-environment jsdom
// The form's own field template (FieldTemplate.tsx) draws antd's form-item layout without Form.Item: the
// label with its required mark, the control's error status and feedback mark (antd's input context), the
// error under the field, cleared when the field is corrected; the form's token classes on the form.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import { loadValidator } from '../../../src/web/renderers/form/deferredValidator.ts';
import { formInput, renderFormPage } from './formPage.tsx';
import { button, operator, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const page: FormPage = { ...schemaOf<FormPage>('franchise_form'), sections: undefined, fields: ['projectName', 'transferMethod', 'remark'] };
const item = (field: string) => document.getElementById(`root_${field}`)!.closest('.ant-form-item')!;

beforeEach(async () => {
  resetHttp();
  session.principal = operator;
  await loadValidator();
});
afterEach(cleanup);

describe('the form field template', () => {
  it('labels each field, marks the required ones, and gives the form antd form tokens', () => {
    renderFormPage(page);
    const label = item('projectName').querySelector('.ant-form-item-label label')!;
    expect(label.textContent).toBe('项目名称');
    expect(label.getAttribute('for')).toBe('root_projectName');
    expect(label.classList.contains('ant-form-item-required')).toBe(true);
    expect(item('remark').querySelector('label')!.classList.contains('ant-form-item-required')).toBe(false);
    expect(document.querySelector('.record-form')!.classList.contains('ant-form-css-var')).toBe(true);
  });

  it('puts the error status and mark on the control and the message under it, and clears them when corrected', async () => {
    renderFormPage(page);
    fireEvent.click(button('保存'));
    await screen.findByText('项目名称不能为空');
    const box = () => formInput('projectName').closest('.ant-input-affix-wrapper')!;
    expect(item('projectName').classList.contains('ant-form-item-has-error')).toBe(true);
    expect(box().classList.contains('ant-input-status-error')).toBe(true);
    expect(box().querySelector('.ant-form-item-feedback-icon-error')).not.toBeNull();
    expect(item('projectName').querySelector('.ant-form-item-explain-error')!.textContent).toBe('项目名称不能为空');
    expect(item('transferMethod').querySelector('.ant-form-item-explain-error')!.textContent).toBe('流转方式不能为空');

    fireEvent.change(formInput('projectName'), { target: { value: '东村果园出租' } });
    await waitFor(() => expect(screen.queryByText('项目名称不能为空')).toBeNull());
    expect(box().classList.contains('ant-input-status-error')).toBe(false);
    expect(box().querySelector('.ant-form-item-feedback-icon-error')).toBeNull();
    expect(item('projectName').classList.contains('ant-form-item-has-error')).toBe(false);
  });
});
