// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditRow, HistoryRow, RecordRow } from '../../../src/shared/api.ts';
import type { DetailPage } from '../../../src/shared/schema/types.ts';
import DetailRenderer from '../../../src/web/renderers/detail/DetailRenderer.tsx';
import { auditor, button, buttons, entryOf, fakeHttp, franchise, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entry = entryOf('franchise_detail');
const schema = schemaOf<DetailPage>('franchise_detail');
const formPath = entryOf('franchise_form').path;

const history: HistoryRow[] = [
  { id: 1, action: 'reject', actionTitle: '驳回', fromStatus: 'pending', toStatus: 'draft', opinion: '面积与权证不符', userName: '赵审核', createdAt: '2026-11-21T08:00:00.000Z' },
];

const audit: AuditRow[] = [
  {
    id: 3, entity: 'franchise', recordId: 7, op: 'update', action: '', actionTitle: '', userName: '王财务', role: 'finance',
    changes: [{ field: 'earnestMoney', title: '保证金（元）', from: '30000.00', to: '1.00' }], createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    // A step the system takes on its own (totals over related records): named in Chinese by the server.
    id: 4, entity: 'franchise', recordId: 7, op: 'effect', action: 'rollup', actionTitle: '汇总更新', userName: '系统', role: '',
    changes: [{ field: 'earnestMoney', title: '保证金（元）', from: '1.00', to: '2.00' }], createdAt: '2026-11-21T10:00:00.000Z',
  },
];

function serve(record: RecordRow) {
  fakeHttp.get.mockImplementation(async (url: string) => (url.endsWith('/history') ? history : url.endsWith('/audit') ? audit : record));
}

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{`${loc.pathname}${loc.search}`}</div>;
}

function renderDetail(url = `${entry.path}?id=7`) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={entry.path} element={<DetailRenderer entry={entry} schema={schema} entity={franchise} file={entry.schema ?? ''} />} />
        <Route path={formPath} element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
});
afterEach(cleanup);

describe('detail page', () => {
  it('shows the sections with display values, the state tag and the history with its opinion', async () => {
    serve(row(7, 'draft', { transferorType: 'org', listingPrice: '1004.56' }));
    renderDetail();
    expect(await screen.findByText('项目7')).toBeTruthy();
    expect(screen.getByText('项目信息')).toBeTruthy();
    expect(screen.getByText('组织')).toBeTruthy(); // enum label from x-enumNames
    expect(screen.getAllByText('草稿').length).toBeGreaterThan(0);
    expect(await screen.findByText('审核意见：面积与权证不符')).toBeTruthy();
    // The change history: who, under which role, which field from what to what.
    expect(await screen.findByText('保证金（元）：30000.00 → 1.00')).toBeTruthy();
    expect(screen.getByText('王财务（财务）')).toBeTruthy();
    // The operation column is Chinese throughout, also for a linked system step.
    expect(screen.getByText('联动：汇总更新')).toBeTruthy();
    expect(screen.getByTestId('change-log').textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('offers 编辑 and 提交审核 on an operator’s draft; 编辑 opens the form with ?id=', async () => {
    serve(row(7, 'draft'));
    renderDetail();
    await screen.findByText('项目7');
    expect(buttons('提交审核')).toHaveLength(1);
    fireEvent.click(button('编辑'));
    expect((await screen.findByTestId('where')).textContent).toBe(`${formPath}?id=7`);
  });

  it('runs a transition after confirmation and shows the new state', async () => {
    serve(row(7, 'draft', {}, 2));
    fakeHttp.post.mockResolvedValueOnce(row(7, 'pending', {}, 3));
    renderDetail();
    await screen.findByText('项目7');
    fireEvent.click(button('提交审核'));
    expect(await screen.findByText('确定提交审核吗？')).toBeTruthy();
    serve(row(7, 'pending', {}, 3));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(fakeHttp.post.mock.calls[0]?.[1]).toEqual({ action: 'submit', opinion: undefined, version: 2 }));
    await waitFor(() => expect(buttons('提交审核')).toHaveLength(0));
  });

  it('offers an auditor no action on a draft', async () => {
    session.principal = auditor;
    serve(row(7, 'draft'));
    renderDetail();
    await screen.findByText('项目7');
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('提交审核')).toHaveLength(0);
  });

  it('shows dictionary labels for x-dict fields and the area with its unit', async () => {
    const withDict = { ...franchise, properties: { ...franchise.properties, paymentMethod: { type: 'string' as const, title: '付款方式', 'x-dict': 'pay_method' } } };
    fakeHttp.get.mockImplementation(async (url: string) => {
      if (url === '/api/common/querySystemDictionary') return [{ type: 'pay_method', code: 'P1', label: '按年付款', variety: null, sort: 1 }];
      return url.endsWith('/history') || url.endsWith('/audit') ? [] : row(7, 'draft', { paymentMethod: 'P1', area: '12.5', areaUnit: '亩' });
    });
    render(
      <MemoryRouter initialEntries={[`${entry.path}?id=7`]}>
        <DetailRenderer entry={entry} schema={schema} entity={withDict} file={entry.schema ?? ''} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('按年付款')).toBeTruthy();
    expect(screen.getByText('12.5亩')).toBeTruthy();
    expect(fakeHttp.get.mock.calls.filter(([u]) => u === '/api/common/querySystemDictionary')).toHaveLength(1);
  });

  it('asks for a record when ?id= is missing', async () => {
    renderDetail(entry.path);
    expect(await screen.findByText('未指定记录')).toBeTruthy();
    expect(fakeHttp.get).not.toHaveBeenCalled();
  });
});
