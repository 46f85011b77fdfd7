// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/api.ts';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { buildListQuery, initialListState } from '../../../src/web/renderers/list/query.ts';
import { mayRun, visibleActions, type ActionEnv } from '../../../src/web/renderers/shared/actions.ts';
import ListRenderer from '../../../src/web/renderers/list/ListRenderer.tsx';
import { auditor, button, buttonLabel, buttons, entryOf, fakeHttp, franchise, meta, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';
import { queryClient } from '../../../src/web/query/client.ts';

answerWithFakeHttp();
signInAsOperator();

const listPage = schemaOf<ListPage>('franchise_list');
const auditPage = schemaOf<ListPage>('audit_list');

function result(rows = [row(1, 'draft'), row(2, 'pending')], total = 23): ListResult {
  return { list: rows, total, page: 1, size: 10 };
}

function lastQuery(): Record<string, unknown> {
  // The list asks for its page's rows (the server holds them to the page's fixed filters).
  const calls = fakeHttp.get.mock.calls.filter(([url]) => url === '/api/lists/audit_list' || url === '/api/lists/franchise_list');
  return calls.at(-1)?.[1] ?? {};
}

function buttonsIn(el: HTMLElement): string[] {
  return [...el.querySelectorAll('button')].map(buttonLabel);
}

function renderList(id: string, schema: ListPage) {
  return render(
    <MemoryRouter initialEntries={[entryOf(id).path]}>
      <ListRenderer entry={entryOf(id)} schema={schema} entity={franchise} file={entryOf(id).schema ?? ''} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  fakeHttp.get.mockResolvedValue(result());
});
afterEach(cleanup);

describe('list query', () => {
  it('sends page, size, the default sort and the fixed filters', () => {
    expect(buildListQuery(auditPage, initialListState(auditPage))).toEqual({ page: 1, size: 10, sort: 'updatedAt', 'f.status.eq': 'pending' });
  });

  it('adds the user filters by field and op, a descending sort with a minus, and keeps fixed filters last', () => {
    const q = buildListQuery(
      { ...auditPage, fixedFilters: { status: 'pending', transferMethod: ['出让', '出租'] }, pageSize: 20 },
      { page: 3, size: 20, sort: { field: 'listingPrice', order: 'desc' }, filters: { 'projectName.like': ' 林地 ', 'status.eq': 'draft' } },
    );
    expect(q).toEqual({ page: 3, size: 20, sort: '-listingPrice', 'f.projectName.like': '林地', 'f.status.eq': 'pending', 'f.transferMethod.in': '出让,出租' });
  });

  it('drops empty filters and falls back to the default sort when the column sort is cleared', () => {
    const q = buildListQuery(listPage, { page: 1, size: 10, sort: null, filters: { 'projectName.like': '  ', 'status.eq': undefined } });
    expect(q).toEqual({ page: 1, size: 10, sort: '-createdAt' });
  });
});

describe('list renderer', () => {
  it('loads the first page with the schema defaults, then searches with the filter bar', async () => {
    renderList('audit_list', auditPage);
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, size: 10, sort: 'updatedAt', 'f.status.eq': 'pending' }));
    expect(await screen.findByText('共 23 条')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '林地' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, size: 10, sort: 'updatedAt', 'f.projectName.like': '林地', 'f.status.eq': 'pending' }));

    fireEvent.click(button('重置'));
    await waitFor(() => expect(lastQuery()['f.projectName.like']).toBeUndefined());
  });

  it('searches on Enter and asks for another page through the pagination', async () => {
    renderList('franchise_list', listPage);
    await screen.findByText('共 23 条');
    const input = screen.getByLabelText('项目名称');
    fireEvent.change(input, { target: { value: '果园' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()['f.projectName.like']).toBe('果园'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, size: 10, sort: '-createdAt', 'f.projectName.like': '果园' }));
  });

  it('steps to the next page by cursor, and counts exactly when the estimated total is clicked', async () => {
    fakeHttp.get.mockResolvedValue({ ...result(), total: 25107, totalExact: false, next: 'CURSOR-2', prev: null });
    renderList('franchise_list', listPage);
    const estimate = await screen.findByText('约 25,107 条');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, after: 'CURSOR-2' }));
    fireEvent.click(estimate);
    await waitFor(() => expect(lastQuery()).toMatchObject({ count: 'exact' }));
    expect(lastQuery().after).toBeUndefined();
  });

  it('shows 暂无数据 for an empty page and 重试 after a failure', async () => {
    // Only the records request is answered specially: the region filter's cascader asks for provinces too.
    let answer: () => Promise<unknown> = async () => result([], 0);
    fakeHttp.get.mockImplementation((url: string) => (url.startsWith('/api/lists/') ? answer() : Promise.resolve([])));
    renderList('franchise_list', listPage);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    cleanup();
    queryClient.clear(); // a new visit in this test, not the cached one
    answer = async () => {
      answer = async () => result();
      throw new Error('后端接口连接异常');
    };
    renderList('franchise_list', listPage);
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();
    fireEvent.click(button('重试'));
    expect(await screen.findByText('共 23 条')).toBeTruthy();
  });

  it('offers the toolbar action only to a principal who may open its page', async () => {
    renderList('franchise_list', listPage);
    await screen.findByText('共 23 条');
    expect(buttons('新增项目')).toHaveLength(1);
    cleanup();
    queryClient.clear(); // a new visit in this test, not the cached one
    session.principal = auditor;
    renderList('franchise_list', listPage);
    await screen.findByText('共 23 条');
    expect(buttons('新增项目')).toHaveLength(0);
  });

  it('shows row actions by permission and by the row state', async () => {
    renderList('franchise_list', listPage);
    // ag-grid 36 draws a row's pinned cells inside the row element itself. Button texts are read
    // directly: role queries over a grid's DOM are very slow in jsdom.
    const draft = (await screen.findByText('项目1')).closest('[role="row"]') as HTMLElement;
    expect(buttonsIn(draft)).toEqual(['查看', '编辑', '提交审核', '删除']);
    const pending = screen.getByText('项目2').closest('[role="row"]') as HTMLElement;
    expect(buttonsIn(pending)).toEqual(['查看']);
  });
});

describe('list in a kept-alive tab', () => {
  // The tags view keeps pages inside React's <Activity>: hiding one runs its effects' clean-up, which
  // destroys ag-grid's grid (ag-grid#12268); shown again, the grid must draw its rows, including
  // rows that changed while it was hidden (a variety chosen meanwhile refetches the list).
  function renderIn(mode: 'visible' | 'hidden') {
    return (
      <MemoryRouter initialEntries={[entryOf('franchise_list').path]}>
        <Activity mode={mode}>
          <ListRenderer entry={entryOf('franchise_list')} schema={listPage} entity={franchise} file={entryOf('franchise_list').schema ?? ''} />
        </Activity>
      </MemoryRouter>
    );
  }

  it('draws its rows again when its tab is shown again', async () => {
    const view = render(renderIn('visible'));
    await screen.findByText('项目1');
    view.rerender(renderIn('hidden'));
    fakeHttp.get.mockResolvedValue(result([row(3, 'draft'), row(4, 'draft')], 2));
    await act(() => queryClient.invalidateQueries());
    view.rerender(renderIn('visible'));
    expect(await screen.findByText('项目3')).toBeTruthy();
    expect(screen.getByText('项目4').closest('[role="row"]')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('项目1')).toBeNull());
  });

  it('draws the same rows again when nothing changed while hidden', async () => {
    const view = render(renderIn('visible'));
    await screen.findByText('项目1');
    view.rerender(renderIn('hidden'));
    view.rerender(renderIn('visible'));
    expect(await screen.findByText('项目1')).toBeTruthy();
    expect(screen.getByText('项目2').closest('[role="row"]')).toBeTruthy();
  });
});

describe('action rule', () => {
  const env = (principal = operator): ActionEnv => ({ principal, meta, entry: entryOf('franchise_list'), schema: listPage, entity: franchise });
  const titles = (r = row(1, 'draft'), principal = operator) =>
    visibleActions(listPage.rowActions, r, env(principal)).map((a) => a.title ?? (a.type === 'transition' ? a.action : a.type));

  it('gives an operator edit, submit and delete on a draft', () => {
    expect(titles()).toEqual(['查看', '编辑', 'submit', 'delete']);
  });

  it('gives an operator only 查看 on a pending listing and 开始交易 or 撤牌 on a listed one', () => {
    expect(titles(row(1, 'pending'))).toEqual(['查看']);
    expect(titles(row(1, 'listed'))).toEqual(['查看', 'startTrading', 'withdraw']);
  });

  it('never lets an auditor edit, submit or delete (the form page and the submit transition are not theirs)', () => {
    // Delete follows the form: a role that may not edit may not delete.
    expect(titles(row(1, 'draft'), auditor)).toEqual(['查看']);
  });

  it('hides 删除 when the route table names no form the role may open', () => {
    const noForms = { ...meta, forms: {} };
    expect(visibleActions(listPage.rowActions, row(1, 'draft'), { ...env(), meta: noForms }).some((a) => a.type === 'delete')).toBe(false);
  });

  it('offers nothing without a session', () => {
    expect(mayRun({ type: 'navigate', title: '查看', page: 'franchise_detail' }, row(1, 'draft'), { ...env(), principal: null })).toBe(false);
  });
});
