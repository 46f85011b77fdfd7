// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryRow, RecordRow } from '../../../src/shared/api.ts';
import type { ApprovalPage } from '../../../src/shared/schema/types.ts';
import type { ChainView, ChainViewLevel } from '../../../src/shared/chain/view.ts';
import ApprovalRenderer from '../../../src/web/renderers/approval/ApprovalRenderer.tsx';
import { ApiError } from '../../../src/web/request/types.ts';
import { auditor, button, buttons, entryOf, fakeHttp, franchise, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entry = entryOf('franchise_audit');
const schema = schemaOf<ApprovalPage>('franchise_audit');
const returnPath = entryOf('audit_list').path;

const history: HistoryRow[] = [
  { id: 1, action: 'submit', actionTitle: '提交审核', fromStatus: 'draft', toStatus: 'pending', opinion: '', userName: '王经办', createdAt: '2026-11-21T08:00:00.000Z' },
];

function serve(record: RecordRow, chain: ChainView | null = null) {
  fakeHttp.get.mockImplementation(async (url: string) => (url.endsWith('/history') ? history : url.endsWith('/chain') ? chain : record));
}

const level = (title: string, over: Partial<ChainViewLevel>): ChainViewLevel => ({
  title, mode: 'any', roles: ['auditor'], users: [], deadlineHours: null, deadline: null, status: 'waiting', decisions: [], missing: { users: [], roles: [] }, ...over,
});
const twoLevels = (problem: string | null): ChainView => ({
  action: 'approve', version: 2, startedAt: '2026-11-21T08:00:00.000Z', current: 1, problem,
  levels: [
    level('部门负责人审核', { status: 'approved', decisions: [{ level: 0, decision: 'approve', userId: 3, username: 'auditor', name: '李审核', role: 'auditor', opinion: '同意', createdAt: '2026-11-21T09:00:00.000Z', signedByName: '' }] }),
    level('分管领导审批', { status: 'current', roles: [], users: ['leader'], deadlineHours: 24, deadline: '2026-11-22T09:00:00.000Z', missing: { users: ['leader'], roles: [] } }),
  ],
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderApproval() {
  return render(
    <MemoryRouter initialEntries={[`${entry.path}?id=7`]}>
      <Routes>
        <Route path={entry.path} element={<ApprovalRenderer entry={entry} schema={schema} entity={franchise} file={entry.schema ?? ''} />} />
        <Route path={returnPath} element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function opinionBox(): HTMLTextAreaElement {
  const el = document.querySelector('textarea[aria-label="审核意见"]');
  if (!(el instanceof HTMLTextAreaElement)) throw new Error('no opinion box');
  return el;
}

beforeEach(() => {
  resetHttp();
  session.principal = auditor;
});
afterEach(cleanup);

describe('approval page', () => {
  it('shows the record, the decisions for an auditor and the history', async () => {
    serve(row(7, 'pending', {}, 4));
    renderApproval();
    expect(await screen.findByText('项目7')).toBeTruthy();
    expect(buttons('审核通过')).toHaveLength(1);
    expect(buttons('驳回')).toHaveLength(1);
    expect(await screen.findByText('王经办：草稿 → 待审核', { exact: false })).toBeTruthy();
  });

  it('shows the approval chain, and offers its decisions only to an approver the current level awaits', async () => {
    serve(row(7, 'pending', {}, 4), twoLevels('四眼原则：您已审批本记录的“部门负责人审核”，不能再审批“分管领导审批”，请由其他人员办理'));
    renderApproval();
    const panel = await screen.findByTestId('approval-chain');
    expect(panel.textContent).toContain('审批链（第 2 版）');
    expect(panel.textContent).toContain('李审核 同意');
    expect(panel.textContent).toContain('等待：leader');
    expect(panel.textContent).toContain('办理时限');
    expect((await screen.findByTestId('four-eyes')).textContent).toMatch(/^四眼原则：您已审批本记录的“部门负责人审核”/);
    expect(buttons('审核通过')).toHaveLength(0);
    expect(buttons('驳回')).toHaveLength(0);
  });

  it('an awaited approver of the current level gets both decisions', async () => {
    serve(row(7, 'pending', {}, 4), twoLevels(null));
    renderApproval();
    await screen.findByTestId('approval-chain');
    expect(buttons('审核通过')).toHaveLength(1);
    expect(buttons('驳回')).toHaveLength(1);
  });

  it('shows every field of the record: the franchise term, district, contact and remark, and the rest under 其他信息', async () => {
    serve(row(7, 'pending', { county: '510131', startDate: '2027-01-01', endDate: '2036-12-31', contactPerson: '李联系', remark: '备注文字' }, 4));
    renderApproval();
    expect(await screen.findByText('项目7')).toBeTruthy();
    for (const text of ['2027-01-01', '2036-12-31', '李联系', '备注文字']) expect(screen.getByText(text)).toBeTruthy();
    for (const title of ['所在地区', '起始日期', '截止日期', '联系人', '备注']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  it('adds the fields no section names under 其他信息', async () => {
    const { withEveryField } = await import('../../../src/web/renderers/approval/allFields.ts');
    const sections = withEveryField([{ title: '项目', fields: ['projectName'] }], franchise);
    expect(sections).toHaveLength(2);
    expect(sections[1]!.title).toBe('其他信息');
    expect(sections[1]!.fields).toContain('remark');
    expect(sections[1]!.fields).not.toContain('projectName');
    const all = Object.keys(franchise.properties);
    expect(withEveryField([{ title: '全部', fields: all }], franchise)).toHaveLength(1);
  });

  it('requires an opinion to reject: 审核意见不能为空, and nothing is sent', async () => {
    serve(row(7, 'pending', {}, 4));
    renderApproval();
    await screen.findByText('项目7');
    fireEvent.click(button('驳回'));
    expect(await screen.findByText('审核意见不能为空')).toBeTruthy();
    expect(fakeHttp.post).not.toHaveBeenCalled();
  });

  it('rejects with the opinion and version after confirmation, then returns to the audit list', async () => {
    serve(row(7, 'pending', {}, 4));
    fakeHttp.post.mockResolvedValueOnce(row(7, 'draft', {}, 5));
    renderApproval();
    await screen.findByText('项目7');
    fireEvent.change(opinionBox(), { target: { value: '  面积与权证不符  ' } });
    fireEvent.click(button('驳回'));
    expect(await screen.findByText('确定驳回吗？')).toBeTruthy();
    expect(fakeHttp.post).not.toHaveBeenCalled();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    expect(fakeHttp.post.mock.calls[0]?.slice(0, 3)).toEqual([
      '/api/records/franchise/7/transition',
      { action: 'reject', opinion: '面积与权证不符', version: 4 },
      'json',
    ]);
    expect((await screen.findByTestId('where')).textContent).toBe(returnPath);
  });

  it('approves without an opinion (optional), and keeps the page when the server refuses', async () => {
    serve(row(7, 'pending', {}, 4));
    fakeHttp.post.mockRejectedValueOnce(new ApiError('100005', '数据已被他人修改，请刷新后重试'));
    renderApproval();
    await screen.findByText('项目7');
    fireEvent.click(button('审核通过'));
    fireEvent.click(await waitFor(() => button('确定')));
    await waitFor(() => expect(fakeHttp.post).toHaveBeenCalledTimes(1));
    expect(fakeHttp.post.mock.calls[0]?.[1]).toEqual({ action: 'approve', opinion: undefined, version: 4 });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('keeps the server’s reason on the page: in the dialog and above the decisions', async () => {
    const reason = '转让的经营权证：经营权证解除抵押前不能挂牌交易，经营权证“PJJY-1”（编号 5）当前状态为已抵押';
    serve(row(7, 'pending', {}, 4));
    fakeHttp.post.mockRejectedValueOnce(new ApiError('100002', reason));
    renderApproval();
    await screen.findByText('项目7');
    expect(screen.queryByTestId('transition-refusal')).toBeNull();
    fireEvent.click(button('审核通过'));
    fireEvent.click(await waitFor(() => button('确定')));
    expect((await screen.findByTestId('confirm-refusal')).textContent).toBe(reason);
    // The page's own copy stays after the dialog is closed (the browser test sees it closed).
    expect(screen.getByTestId('transition-refusal').textContent).toBe(reason);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows a record no decision applies to read-only, with 当前状态无需审核', async () => {
    serve(row(7, 'listed'));
    renderApproval();
    expect(await screen.findByText('当前状态无需审核')).toBeTruthy();
    expect(buttons('审核通过')).toHaveLength(0);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('offers an operator no decision on a pending record', async () => {
    session.principal = operator;
    serve(row(7, 'pending'));
    renderApproval();
    expect(await screen.findByText('当前状态无需审核')).toBeTruthy();
    expect(buttons('驳回')).toHaveLength(0);
  });
});
