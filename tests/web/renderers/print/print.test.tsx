// @vitest-environment jsdom
// The print page: the record filled into its template on an A4 sheet, 打印 through window.print, the
// remembered template choice, and its empty and error states.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListResult, RecordRow } from '../../../../src/shared/api.ts';
import type { EntitySchema, PrintPage } from '../../../../src/shared/schema/types.ts';
import PrintRenderer from '../../../../src/web/renderers/print/PrintRenderer.tsx';
import './dom.ts';
import { entryOf, fakeHttp, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from '../fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const contract = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/contract.json'), 'utf8')) as EntitySchema;
const page = schemaOf<PrintPage>('contract_print');
const entry = entryOf('contract_print');

function rec(id: number, data: Record<string, unknown>, status: string | null = 'approved'): RecordRow {
  return { id, status, siteId: 1, variety: 'TDJYQ', version: 2, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', data };
}

const theContract = rec(5, { contractName: '河沙村耕地经营权出租合同', transferorName: '孙丽', transfereeName: '<合作社>', dealPrice: '69000.00', startDate: '2026-01-01' });
const templates = [
  rec(11, { modelName: '示范文本', modelType: 'contract', sourceEntity: 'contract', enabled: true, content: '# {{contractName}}\n甲方：{{transferorName}}\n乙方：{{transfereeName}}\n价款：{{dealPrice|capital}}' }),
  rec(12, { modelName: '简版', modelType: 'contract', enabled: true, content: '简版：{{transferorName}} {{oops}}' }),
  rec(13, { modelName: '停用', modelType: 'contract', enabled: false, content: 'x' }),
  rec(14, { modelName: '鉴证书', modelType: 'authenticate', content: 'y' }),
];

function answer(list: RecordRow[] | Error, record: RecordRow = theContract) {
  fakeHttp.get.mockImplementation(async (url: string) => {
    if (url === '/api/records/contract/5') return record;
    if (url === '/api/records/file_model') {
      if (list instanceof Error) throw list;
      const r: ListResult = { list, total: list.length, page: 1, size: 200 };
      return r;
    }
    throw new Error(`unexpected ${url}`);
  });
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderPrint(search = '?id=5') {
  return render(
    <MemoryRouter initialEntries={[entry.path + search]}>
      <Routes>
        <Route path={entry.path} element={<PrintRenderer entry={entry} schema={page} entity={contract} file={entry.schema ?? ''} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sheet = () => document.querySelector('.print-doc') as HTMLElement;

beforeEach(() => {
  resetHttp();
  localStorage.clear();
  session.principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: 1 };
});
afterEach(cleanup);

describe('print renderer', () => {
  it('fills the record into the first fitting template and prints through window.print', async () => {
    answer(templates);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPrint();
    await waitFor(() => expect(sheet()).toBeTruthy());
    expect(sheet().querySelector('h1')?.textContent).toBe('河沙村耕地经营权出租合同');
    expect(sheet().textContent).toContain('甲方：孙丽');
    expect(sheet().textContent).toContain('乙方：<合作社>');
    expect(sheet().innerHTML).not.toContain('<合作社>');
    expect(sheet().textContent).toContain('价款：陆万玖仟元整');
    expect(document.documentElement.classList.contains('print-layout')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^\s*打\s*印\s*$/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('print-template:contract_print')).toBe('11');
    print.mockRestore();
  });

  it('offers only enabled templates of its type, warns about unknown placeholders, and remembers the choice', async () => {
    answer(templates);
    localStorage.setItem('print-template:contract_print', '12');
    renderPrint();
    await waitFor(() => expect(sheet()?.textContent).toContain('简版：孙丽'));
    expect(sheet().textContent).toContain('【未知字段：oops】');
    expect(screen.getByText(/模板中有无法填充的占位符：\{\{oops\}\}/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '模板' }));
    // The a11y options carry values; the visible ones carry the names.
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option-content').length).toBe(2));
    expect([...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent)).toEqual(['示范文本', '简版']);
    fireEvent.click(screen.getAllByText('示范文本').at(-1) as HTMLElement);
    await waitFor(() => expect(sheet().textContent).toContain('甲方：孙丽'));
    expect(localStorage.getItem('print-template:contract_print')).toBe('11');
  });

  it('prefers the template the record names', async () => {
    answer(templates, rec(5, { ...theContract.data, templateId: '12' }));
    renderPrint();
    await waitFor(() => expect(sheet()?.textContent).toContain('简版：孙丽'));
  });

  it('without a template offers to create one, with the type chosen', async () => {
    answer([templates[3]!]);
    renderPrint();
    expect(await screen.findByText('暂无可用模板')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建模板' }));
    const where = (await screen.findByTestId('where')).textContent ?? '';
    expect(where.startsWith('/transaction_management/transaction/file_edit?')).toBe(true);
    const q = new URLSearchParams(where.split('?')[1]);
    expect(q.get('prefill.modelType')).toBe('contract');
    expect(q.get('prefill.sourceEntity')).toBe('contract');
  });

  it('tells a user who may not edit templates whom to ask', async () => {
    session.principal = { userId: 3, roles: ['auditor'], menuNames: ['contract_management'], siteId: 1 };
    answer([]);
    renderPrint();
    expect(await screen.findByText(/请联系管理员/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建模板' })).toBeNull();
  });

  it('shows the template loading failure with 重试, and asks for a record without ?id=', async () => {
    answer(new Error('后端接口连接异常'));
    renderPrint();
    expect(await screen.findByText('模板加载失败')).toBeTruthy();
    answer(templates);
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(sheet()?.textContent).toContain('甲方：孙丽'));
    cleanup();
    renderPrint('');
    expect(await screen.findByText('未指定记录')).toBeTruthy();
  });

  it('drops the print layout class when the page goes away', async () => {
    answer(templates);
    const view = renderPrint();
    await waitFor(() => expect(sheet()).toBeTruthy());
    view.unmount();
    expect(document.documentElement.classList.contains('print-layout')).toBe(false);
  });
});
