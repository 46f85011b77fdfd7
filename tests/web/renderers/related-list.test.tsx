// @vitest-environment jsdom
// Master-detail on the real 贷款详情: its 贷款数据 section asks the loan data's own list page for the rows
// of this loan, shows them with the list's columns and row actions, pages them, says when there are none,
// opens the add form with the loan filled in, and is not offered to a role that cannot open that list.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListResult, PageBundle, RecordRow } from '../../../src/shared/api.ts';
import type { Principal } from '../../../src/shared/permission.ts';
import type { ApprovalPage, DetailPage, EntitySchema, ListPage } from '../../../src/shared/schema/types.ts';
import ApprovalRenderer from '../../../src/web/renderers/approval/ApprovalRenderer.tsx';
import DetailRenderer from '../../../src/web/renderers/detail/DetailRenderer.tsx';
import { answerWithFakeHttp, button, entryOf, fakeHttp, operator, resetHttp, schemaOf, session, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entity = (name: string) => JSON.parse(readFileSync(`schemas/entities/${name}.json`, 'utf8')) as EntitySchema;
const loan = entity('loan');
const loanRecord = entity('loan_record');
const entry = entryOf('loan_detail');
const schema = schemaOf<DetailPage>('loan_detail');
const recordList: PageBundle = { entry: entryOf('loan_record_list'), schema: schemaOf<ListPage>('loan_record_list'), entity: loanRecord };
const finance: Principal = { userId: 4, roles: ['finance'], menuNames: ['financial_service', 'loan_data'], siteId: 1 };

const base = { siteId: 1, variety: null, version: 1, createdAt: '2026-10-01T08:00:00.000Z', updatedAt: '2026-10-01T08:00:00.000Z' };
const theLoan: RecordRow = { ...base, id: 7, status: 'disbursed', data: { loanNo: 'DK2026-00007', loanType: 'credit', applicantName: '赵六', amount: '500000.00', institution: '四川农村商业银行' } };
const dataRow = (id: number, kind: string, amount: string): RecordRow => ({ ...base, id, status: null, data: { loanId: '7', kind, amount, occurDate: `2026-10-${10 + id}` } });

function serve(list: (params: Record<string, unknown>) => ListResult) {
  fakeHttp.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/meta/page/loan_record_list') return recordList;
    if (url === '/api/lists/loan_record_list') return list(params ?? {});
    if (url.endsWith('/history') || url.endsWith('/audit')) return [];
    return theLoan;
  });
}
const listCallsOf = (id: string) => fakeHttp.get.mock.calls.filter(([url]) => url === `/api/lists/${id}`).map(([, p]) => p);
const listCalls = () => listCallsOf('loan_record_list');

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{`${loc.pathname}${loc.search}`}</div>;
}

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={[`${entry.path}?id=7`]}>
      <Routes>
        <Route path={entry.path} element={<DetailRenderer entry={entry} schema={schema} entity={loan} file={entry.schema ?? ''} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetHttp();
  session.principal = finance;
});
afterEach(cleanup);

describe('related records on a detail page', () => {
  it('lists this loan’s data through its list page, with its columns, row actions and paging', async () => {
    const all = [dataRow(1, 'disburse', '250000.00'), dataRow(2, 'repay', '1000.00'), dataRow(3, 'repay', '2000.00'), dataRow(4, 'repay', '3000.00'), dataRow(5, 'repay', '4000.00'), dataRow(6, 'overdue', '500.00')];
    serve((p) => {
      const page = Number(p.page);
      return { list: all.slice((page - 1) * 5, page * 5), total: all.length, page, size: 5 };
    });
    renderDetail();
    expect(await screen.findByText('贷款数据（6）')).toBeTruthy();
    // The reference as an ordinary filter, the section's page size, the list's own default order.
    expect(listCalls()[0]).toEqual({ page: 1, size: 5, sort: '-occurDate', 'f.loanId.eq': '7' });
    const section = screen.getByTestId('related-loan_record_list');
    // The grid draws its rows once it has started.
    await waitFor(() => expect(section.textContent).toContain('250,000.00'));
    expect(section.textContent).toContain('放款');
    // The reference column itself is left out: every row is this loan's.
    expect(section.querySelectorAll('[role="columnheader"]')[0]?.textContent?.trim()).toBe('数据类型');
    // The list's row actions, as the finance role may run them.
    expect(section.querySelectorAll('button.row-action').length).toBeGreaterThan(0);
    fireEvent.click(section.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: 2 }));
    expect(await screen.findByText('500.00')).toBeTruthy();
  });

  it('says when there is nothing yet, and 登记贷款数据 opens the form with the loan filled in', async () => {
    serve(() => ({ list: [], total: 0, page: 1, size: 5 }));
    renderDetail();
    expect(await screen.findByText('尚无放款、还款或逾期数据')).toBeTruthy();
    fireEvent.click(button('登记贷款数据', screen.getByTestId('related-loan_record_list')));
    expect((await screen.findByTestId('where')).textContent).toBe(`${entryOf('loan_record_form').path}?prefill.loanId=7`);
  });

  it('is not offered, nor asked for, where the role cannot open the loan data list', async () => {
    session.principal = { ...operator, menuNames: ['financial_service'] };
    serve(() => ({ list: [], total: 0, page: 1, size: 5 }));
    renderDetail();
    expect(await screen.findByText('DK2026-00007')).toBeTruthy();
    expect(screen.queryByTestId('related-loan_record_list')).toBeNull();
    expect(listCalls()).toEqual([]);
  });
});

describe('related records on an approval page', () => {
  it('shows the auditor the settlement’s payments beside the decision, without an add button', async () => {
    const settlement = entity('settlement');
    const audit = entryOf('settlement_audit');
    const payments: PageBundle = { entry: entryOf('fund_payment_list'), schema: schemaOf<ListPage>('fund_payment_list'), entity: entity('fund_payment') };
    const pending: RecordRow = { ...base, id: 9, status: 'pending', data: { projectName: '寿安镇林地流转', dealPrice: '100000.00' } };
    const paid: RecordRow = { ...base, id: 31, status: 'confirmed', data: { settlementId: '9', paymentKind: 'price', payerName: '李四', amount: '60000.00', payMethod: 'transfer' } };
    fakeHttp.get.mockImplementation(async (url: string) => {
      if (url === '/api/meta/page/fund_payment_list') return payments;
      if (url === '/api/lists/fund_payment_list') return { list: [paid], total: 1, page: 1, size: 5 };
      if (url.endsWith('/history') || url.endsWith('/audit')) return [];
      return url.startsWith('/api/records/settlement/') ? pending : null;
    });
    session.principal = { userId: 3, roles: ['auditor'], menuNames: ['fund_management', 'fund_payment'], siteId: 1 };
    render(
      <MemoryRouter initialEntries={[`${audit.path}?id=9`]}>
        <Routes>
          <Route path={audit.path} element={<ApprovalRenderer entry={audit} schema={schemaOf<ApprovalPage>('settlement_audit')} entity={settlement} file={audit.schema ?? ''} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('缴款登记（1）')).toBeTruthy();
    const section = screen.getByTestId('related-fund_payment_list');
    await waitFor(() => expect(section.textContent).toContain('60,000.00'));
    expect(listCallsOf('fund_payment_list')[0]).toMatchObject({ 'f.settlementId.eq': '9' });
    expect(section.querySelectorAll('.ant-card-extra button')).toHaveLength(0);
  });
});
