// @vitest-environment jsdom
// A list's filters, page and order live in its address: it opens with those of the address (a bookmark,
// a shared link, a reload), writes each change back, follows an address changed from outside, and a
// column declared with `link` opens another list filtered by its row.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../../src/shared/api.ts';
import type { Principal } from '../../../src/shared/permission.ts';
import type { EntitySchema, ListPage } from '../../../src/shared/schema/types.ts';
import ListRenderer from '../../../src/web/renderers/list/ListRenderer.tsx';
import { listStateFromUrl, withListState } from '../../../src/web/renderers/list/urlState.ts';
import { answerWithFakeHttp, button, entryOf, fakeHttp, franchise, operator, resetHttp, row, schemaOf, session, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const listPage = schemaOf<ListPage>('franchise_list');
const path = entryOf('franchise_list').path;

function lastQuery(id = 'franchise_list'): Record<string, unknown> {
  return fakeHttp.get.mock.calls.filter(([url]) => url === `/api/lists/${id}`).at(-1)?.[1] ?? {};
}

let go: NavigateFunction = () => undefined;
function Where() {
  const loc = useLocation();
  go = useNavigate();
  return <div data-testid="where">{`${loc.pathname}${loc.search}`}</div>;
}
const where = () => decodeURIComponent(screen.getByTestId('where').textContent ?? '');

function renderAt(url: string, id = 'franchise_list', schema = listPage, entity = franchise) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ListRenderer entry={entryOf(id)} schema={schema} entity={entity} file={entryOf(id).schema ?? ''} />
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  fakeHttp.get.mockResolvedValue({ list: [row(1, 'draft'), row(2, 'pending')], total: 23, page: 1, size: 10 } satisfies ListResult);
});
afterEach(cleanup);

describe('list state in the address', () => {
  it('reads declared filters, page, size and a sortable order; ignores the rest', () => {
    const s = listStateFromUrl(listPage, new URLSearchParams('f.projectName.like=林地&f.secret.eq=1&page=3&size=20&sort=listingPrice&type=TDJYQ'));
    expect(s).toMatchObject({ page: 3, size: 20, sort: { field: 'listingPrice', order: 'asc' }, filters: { 'projectName.like': '林地' } });
    const bad = listStateFromUrl(listPage, new URLSearchParams('page=-1&size=7&sort=-contactPhone'));
    expect(bad).toMatchObject({ page: 1, size: 10, sort: { field: 'createdAt', order: 'desc' }, filters: {} });
  });

  it('writes only what differs from the page defaults and keeps other keys', () => {
    const next = withListState(listPage, new URLSearchParams('type=TDJYQ&page=4'), { page: 1, size: 10, sort: { field: 'createdAt', order: 'desc' }, filters: { 'status.eq': 'draft' } });
    expect(next.toString()).toBe('type=TDJYQ&f.status.eq=draft');
  });

  it('opens with the address’s filters shown and applied, and writes changes back', async () => {
    renderAt(`${path}?f.projectName.like=林地&page=2`);
    await waitFor(() => expect(lastQuery()).toEqual({ page: 2, size: 10, sort: '-createdAt', 'f.projectName.like': '林地' }));
    expect(screen.getByLabelText<HTMLInputElement>('项目名称').value).toBe('林地');

    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '果园' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(where()).toBe(`${path}?f.projectName.like=果园`));
    expect(lastQuery()).toMatchObject({ page: 1, 'f.projectName.like': '果园' });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(where()).toBe(`${path}?f.projectName.like=果园&page=2`));

    fireEvent.click(button('重置'));
    await waitFor(() => expect(where()).toBe(path));
  });

  it('follows an address changed while it is open (a link to this list)', async () => {
    renderAt(path);
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, size: 10, sort: '-createdAt' }));
    act(() => void go(`${path}?f.status.eq=listed`));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, size: 10, sort: '-createdAt', 'f.status.eq': 'listed' }));
    expect(where()).toBe(`${path}?f.status.eq=listed`);
  });
});

describe('a linked column', () => {
  const loan = JSON.parse(readFileSync('schemas/entities/loan.json', 'utf8')) as EntitySchema;
  const loanList = schemaOf<ListPage>('loan_list');
  const theLoan: RecordRow = { id: 7, status: 'disbursed', siteId: 1, variety: null, version: 1, createdAt: '2026-10-01T08:00:00.000Z', updatedAt: '2026-10-01T08:00:00.000Z', data: { applicantName: '赵六', amount: '500000.00', disbursedAmount: '250000.00' } };
  const finance: Principal = { userId: 4, roles: ['finance'], menuNames: ['financial_service', 'loan_data'], siteId: 1 };

  it('links 放款金额 to the loan data filtered by this loan, where the role may open that list', async () => {
    session.principal = finance;
    fakeHttp.get.mockResolvedValue({ list: [theLoan], total: 1, page: 1, size: 10 } satisfies ListResult);
    renderAt(entryOf('loan_list').path, 'loan_list', loanList, loan);
    const link = await screen.findByRole('link', { name: '250,000.00' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(`${entryOf('loan_record_list').path}?f.loanId.eq=7`);
  });

  it('shows the value alone to a role that may not open the loan data', async () => {
    session.principal = { ...operator, menuNames: ['financial_service'] };
    fakeHttp.get.mockResolvedValue({ list: [theLoan], total: 1, page: 1, size: 10 } satisfies ListResult);
    renderAt(entryOf('loan_list').path, 'loan_list', loanList, loan);
    expect(await screen.findByText('250,000.00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '250,000.00' })).toBeNull();
  });
});
