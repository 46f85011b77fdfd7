// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isIdCard } from '../../../src/shared/formats/index.ts';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import FormRenderer from '../../../src/web/renderers/form/FormRenderer.tsx';
import { ApiError } from '../../../src/web/request/types.ts';
import { formInput, renderFormPage } from './formPage.tsx';
import { button, entryOf, fakeHttp, franchise, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';
import { queryClient } from '../../../src/web/query/client.ts';

answerWithFakeHttp();
signInAsOperator();

const entry = entryOf('franchise_form');
const detailPath = entryOf('franchise_detail').path;
// The real page minus its enum fields (antd selects are slow to drive in jsdom); same entity, same rules.
const page: FormPage = { ...schemaOf<FormPage>('franchise_form'), fields: ['projectName', 'transferorName', 'idCardNo', 'contactPhone'] };
const BAD_ID = '110101199003070000';

const renderForm = (url = entry.path, schema: FormPage = page) => renderFormPage(schema, url);
const input = formInput;

function type(field: string, value: string) {
  fireEvent.change(input(field), { target: { value } });
}

function fillValid() {
  type('projectName', '东村果园出租');
  type('transferorName', '张三');
  type('contactPhone', '13800138000');
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
});
afterEach(cleanup);

describe('form validation (same words as the server)', () => {
  it('refuses a bad contact phone with 请输入正确的联系电话 and saves nothing', async () => {
    renderForm();
    fillValid();
    type('contactPhone', '123');
    fireEvent.click(button('保存'));
    expect(await screen.findByText('请输入正确的联系电话')).toBeTruthy();
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });

  it('refuses a bad ID card number with 请输入正确的身份证号码', async () => {
    expect(isIdCard(BAD_ID)).toBe(false);
    renderForm();
    fillValid();
    type('idCardNo', BAD_ID);
    fireEvent.click(button('保存'));
    expect(await screen.findByText('请输入正确的身份证号码')).toBeTruthy();
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });

  it('names an empty required field: 联系电话不能为空', async () => {
    renderForm();
    type('projectName', '东村果园出租');
    type('transferorName', '张三');
    fireEvent.click(button('保存'));
    expect(await screen.findByText('联系电话不能为空')).toBeTruthy();
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });

  it('shows a field error when the field is left, without complaining about fields not yet visited', async () => {
    renderForm();
    type('contactPhone', '123');
    fireEvent.blur(input('contactPhone'));
    expect(await screen.findByText('请输入正确的联系电话')).toBeTruthy();
    expect(screen.queryByText('项目名称不能为空')).toBeNull();
  });
});

describe('saving', () => {
  it('creates with JSON, then goes to the afterSave page with ?id=', async () => {
    fakeHttp.post.mockResolvedValueOnce(row(9, 'draft'));
    renderForm();
    fillValid();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    expect(fakeHttp.post.mock.calls[0]?.slice(0, 3)).toEqual([
      '/api/records/franchise',
      { data: { projectName: '东村果园出租', transferorName: '张三', contactPhone: '13800138000' } },
      'json',
    ]);
    expect((await screen.findByTestId('where')).textContent).toBe(`${detailPath}?id=9`);
  });

  it('holds the whole form while the save is in flight (a veil takes clicks, keys change nothing), then shows 保存成功 before leaving', async () => {
    let answer: (r: ReturnType<typeof row>) => void = () => undefined;
    fakeHttp.post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm();
    fillValid();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    const form = document.querySelector('.record-form');
    expect(form?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('saving-veil')).toBeTruthy();
    // A key typed into a field while saving is held; Tab still moves on.
    expect(fireEvent.keyDown(input('projectName'), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input('projectName'), { key: 'Tab' })).toBe(true);
    answer(row(9, 'draft'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(`${detailPath}?id=9`);
    expect(fakeHttp.post).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('saving-veil')).toBeNull();
  });

  it('puts the server FieldErrors under their fields', async () => {
    fakeHttp.post.mockRejectedValueOnce(new ApiError('100002', '提交的数据有误', [{ field: 'projectName', message: '项目名称已存在' }]));
    renderForm();
    fillValid();
    fireEvent.click(button('保存'));
    const msg = await screen.findByText('项目名称已存在');
    // Under the project name field, not only in a toast.
    expect(msg.closest('.ant-form-item')?.querySelector('#root_projectName')).not.toBeNull();
    // Editing the field clears the server's complaint about the old value.
    type('projectName', '东村果园出租（二）');
    await waitFor(() => expect(screen.queryByText('项目名称已存在')).toBeNull());
  });

  it('保存并提交审核 saves, then runs the submit transition with the new version', async () => {
    fakeHttp.post.mockResolvedValueOnce(row(9, 'draft', {}, 1)).mockResolvedValueOnce(row(9, 'pending', {}, 2));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderForm();
    fillValid();
    fireEvent.click(button('保存并提交审核'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(2));
    expect(fakeHttp.post.mock.calls[1]?.slice(0, 3)).toEqual(['/api/records/franchise/9/transition', { action: 'submit', version: 1 }, 'json']);
    expect((await screen.findByTestId('where')).textContent).toBe(`${detailPath}?id=9`);
    // The franchise's cached reads and the bell's counts are refetched.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['records', 'franchise'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['unread'] });
    invalidate.mockRestore();
  });
});

describe('editing', () => {
  const stored = row(5, 'draft', { projectName: '西村林地', transferorName: '李四', contactPhone: '010-12345678', idCardNo: '' }, 3);

  it('loads ?id=, sends every field of the page with the version read', async () => {
    fakeHttp.get.mockResolvedValue(stored);
    fakeHttp.put.mockResolvedValueOnce({ ...stored, version: 4 });
    renderForm(`${entry.path}?id=5`);
    await waitFor(() => expect(input('projectName').value).toBe('西村林地'));
    expect(fakeHttp.get.mock.calls[0]?.[0]).toBe('/api/records/franchise/5');
    type('contactPhone', '13900139000');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fakeHttp.put).toHaveBeenCalledTimes(1));
    expect(fakeHttp.put.mock.calls[0]).toEqual([
      '/api/records/franchise/5',
      { data: { projectName: '西村林地', transferorName: '李四', idCardNo: '', contactPhone: '13900139000' }, version: 3 },
    ]);
  });

  it('says clearly when someone else changed the record (100005)', async () => {
    fakeHttp.get.mockResolvedValue(stored);
    fakeHttp.put.mockRejectedValueOnce(new ApiError('100005', '数据已被他人修改，请刷新后重试'));
    renderForm(`${entry.path}?id=5`);
    await waitFor(() => expect(input('projectName').value).toBe('西村林地'));
    fireEvent.click(button('保存'));
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeTruthy();
    fireEvent.click(button('重新加载'));
    await waitFor(() => expect(fakeHttp.get).toHaveBeenCalledTimes(2));
  });

  it('does not offer saving a record whose state no longer allows editing', async () => {
    fakeHttp.get.mockResolvedValue({ ...stored, status: 'pending' });
    renderForm(`${entry.path}?id=5`);
    expect(await screen.findByText('当前状态（待审核）不允许编辑')).toBeTruthy();
    expect(() => button('保存')).toThrow();
  });
});

describe('field descriptions', () => {
  it('shows a description under its control, inside the field, not as the Form.Item extra that measures itself', async () => {
    const described = { ...franchise, properties: { ...franchise.properties, projectName: { ...franchise.properties.projectName!, description: '写明乡镇、村组和地块' } } };
    render(
      <MemoryRouter initialEntries={[entry.path]}>
        <FormRenderer entry={entry} schema={page} entity={described} file={entry.schema ?? ''} />
      </MemoryRouter>,
    );
    const text = await screen.findByText('写明乡镇、村组和地块');
    const item = text.closest('.ant-form-item')!;
    expect(item.querySelector('#root_projectName')).not.toBeNull();
    expect(text.closest('.ant-form-item-control-input-content')).not.toBeNull();
    // antd draws an `extra` in .ant-form-item-additional and reads its height during the render.
    expect(item.querySelector('.ant-form-item-additional .ant-form-item-extra')).toBeNull();
    // A field without a description has none.
    expect(input('transferorName').closest('.ant-form-item')!.querySelector('.form-field-description')).toBeNull();
  });
});
