// @vitest-environment jsdom
// Create-from-another-record in the browser: a navigate action with `prefill` opens the target form
// with ?prefill.<field>= (and no ?id=), and the create form starts with those values and saves them.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LOOKUP_API } from '../../../../src/shared/valuetypes/api.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_API, type RecordRow } from '../../../../src/shared/api.ts';
import type { DetailPage, EntitySchema, FormPage } from '../../../../src/shared/schema/types.ts';
import DetailRenderer from '../../../../src/web/renderers/detail/DetailRenderer.tsx';
import FormRenderer from '../../../../src/web/renderers/form/FormRenderer.tsx';
import { navigateParams } from '../../../../src/web/renderers/shared/useActionRunner.tsx';
import './dom.ts';
import { entryOf, fakeHttp, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from '../fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const entity = (name: string) => JSON.parse(readFileSync(join(process.cwd(), `schemas/entities/${name}.json`), 'utf8')) as EntitySchema;
const auction = entity('auction');
const contract = entity('contract');

const ended: RecordRow = {
  id: 31, status: 'ended', siteId: 1, variety: 'TDJYQ', version: 4, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z',
  data: { auctionName: '河沙村耕地竞价', listingId: '8', listingName: '河沙村耕地经营权出租', winnerName: '丰禾合作社', finalPrice: '69000.00', startPrice: '50000.00' },
};

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

beforeEach(() => {
  resetHttp();
  session.principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: 1 };
});
afterEach(cleanup);

describe('navigate URL with prefill', () => {
  it('carries the mapped row values and no id', () => {
    const action = { type: 'navigate' as const, title: '起草合同', page: 'contract_form', prefill: { listingId: 'listingId', transfereeName: 'winnerName', dealPrice: 'finalPrice', remark: 'remark' } };
    expect(navigateParams(action, ended)).toEqual({ 'prefill.listingId': '8', 'prefill.transfereeName': '丰禾合作社', 'prefill.dealPrice': '69000.00' });
    expect(navigateParams({ type: 'navigate', title: '查看', page: 'contract_detail' }, ended)).toEqual({ id: 31 });
    expect(navigateParams({ type: 'navigate', title: '新增', page: 'contract_form' }, null)).toEqual({});
  });

  it('is what 起草合同 on an ended auction opens', async () => {
    const entry = entryOf('auction_detail');
    fakeHttp.get.mockImplementation(async (url: string) => (url === '/api/records/auction/31' ? ended : []));
    render(
      <MemoryRouter initialEntries={[`${entry.path}?id=31`]}>
        <Routes>
          <Route path={entry.path} element={<DetailRenderer entry={entry} schema={schemaOf<DetailPage>('auction_detail')} entity={auction} file={entry.schema ?? ''} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '起草合同' }));
    const where = (await screen.findByTestId('where')).textContent ?? '';
    const [path, query] = where.split('?');
    expect(path).toBe(entryOf('contract_form').path);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      'prefill.contractName': '河沙村耕地经营权出租',
      'prefill.listingId': '8',
      'prefill.listingName': '河沙村耕地经营权出租',
      'prefill.transfereeName': '丰禾合作社',
      // The price is not copied: the contract reads it from the auction it references (x-computed).
      'prefill.auctionId': '31',
    });
  });
});

describe('create form with ?prefill.*', () => {
  const entry = entryOf('contract_form');
  const form = schemaOf<FormPage>('contract_form');

  function renderForm(search: string) {
    return render(
      <MemoryRouter initialEntries={[entry.path + search]}>
        <Routes>
          <Route path={entry.path} element={<FormRenderer entry={entry} schema={form} entity={contract} file={entry.schema ?? ''} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('saves a contract drafted entirely from prefilled values', async () => {
    const values = {
      contractName: '河沙村耕地经营权出租合同', listingId: '8', listingName: '河沙村耕地经营权出租', dealMethod: '网络竞价',
      transferorType: 'person', transferorName: '孙丽', transferorPhone: '13699012345',
      transfereeType: 'org', transfereeName: '丰禾合作社', transfereePhone: '028-88531234', agreedPrice: '69000.00', termYears: '5',
    };
    // The form asks the server what its formulas read from other records (none here), then saves.
    fakeHttp.post.mockImplementation(async (url: string) => (url.endsWith('/outside') ? {} : { ...ended, id: 77, status: 'draft', data: values }));
    renderForm(`?${new URLSearchParams(Object.entries(values).map(([k, v]) => [`prefill.${k}`, v])).toString()}`);
    fireEvent.click(await screen.findByRole('button', { name: /^保\s*存$/ }));
    const saves = () => fakeHttp.post.mock.calls.filter(([u]) => u === '/api/records/contract');
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [, body] = saves()[0]!;
    // Plus the schema default, and the price computed from the agreed price (no auction referenced).
    expect(body).toEqual({ data: { ...values, dealPrice: '69000.00', areaUnit: '亩' } });
    // afterSave opens the new contract's detail page.
    expect((await screen.findByTestId('where')).textContent).toBe(`${entryOf('contract_detail').path}?id=77`);
  });

  it('starts with the prefilled fields the form shows, and still asks for the rest', async () => {
    fakeHttp.post.mockImplementation(async (url: string) => (url.endsWith('/outside') ? {} : null));
    renderForm('?prefill.listingId=8&prefill.transfereeName=丰禾合作社&prefill.agreedPrice=69000.00&prefill.winnerName=x&prefill.status=signed');
    expect(await screen.findByText(/（新增）/)).toBeTruthy();
    expect((document.getElementById('root_transfereeName') as HTMLInputElement).value).toBe('丰禾合作社');
    expect((document.getElementById('root_dealPrice') as HTMLInputElement).value).toBe('69000.00');
    // The listing is a reference: its picker shows the record (by name once its label arrives), not a typed id.
    expect(document.getElementById('root_listingId')?.closest('.ant-select')?.textContent).toContain('编号 8');
    // No ?id=: no record to load, a new one (only lookups: the listing's label, the region cascader's provinces).
    const lookups: string[] = [LOOKUP_API.refLabels, COMMON_API.provinces];
    expect(fakeHttp.get.mock.calls.map(([url]) => url).filter((u) => !lookups.includes(u))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    // Required fields are still empty, so nothing is sent; the prefilled ones carry no error.
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-has-error').length).toBeGreaterThan(0));
    expect(fakeHttp.post.mock.calls.filter(([u]) => u === '/api/records/contract')).toEqual([]);
    const errorIds = [...document.querySelectorAll('.ant-form-item-has-error input')].map((i) => i.id);
    expect(errorIds).not.toContain('root_transfereeName');
    expect(errorIds).not.toContain('root_dealPrice');
  });

  it('ignores prefill when editing a record', async () => {
    fakeHttp.get.mockResolvedValue({ ...ended, id: 9, status: 'draft', data: { contractName: '原合同', transfereeName: '原乙方' } });
    renderForm('?id=9&prefill.transfereeName=新乙方');
    await waitFor(() => expect((document.getElementById('root_transfereeName') as HTMLInputElement | null)?.value).toBe('原乙方'));
  });
});
