// @vitest-environment jsdom
// A reference field in a real form: the picker replaces the id input, and picking a listing fills the
// fields its x-ref declares under copy; the save sends the picked id.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntitySchema, FormPage } from '../../../src/shared/schema/types.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import { RecordForm } from '../../../src/web/renderers/form/RecordForm.tsx';
import { clearRefs } from '../../../src/web/renderers/shared/refs.ts';
import { button, fakeHttp, resetHttp, answerWithFakeHttp, signInAsOperator } from '../renderers/fixtures.ts';
import { readFileSync } from 'node:fs';

answerWithFakeHttp();
signInAsOperator();

const registration = JSON.parse(readFileSync('schemas/entities/registration.json', 'utf8')) as EntitySchema;
const page: FormPage = { kind: 'form', entity: 'registration', mode: 'create', fields: ['listingId', 'listingName', 'earnestMoney'] };

beforeEach(() => {
  resetHttp();
  clearRefs();
  fakeHttp.get.mockImplementation(async (url: string) => {
    if (url === LOOKUP_API.refOptions) {
      return { list: [{ id: 12, label: '莲花村连片水田经营权出租', copy: { listingName: '莲花村连片水田经营权出租', earnestMoney: '20000.00' } }], total: 1, page: 1, size: 20 };
    }
    if (url === LOOKUP_API.refLabels) return { labels: { '12': '莲花村连片水田经营权出租' }, page: null };
    throw new Error(`unexpected GET ${url}`);
  });
  fakeHttp.post.mockImplementation(async (_url: string, body?: Record<string, unknown>) => ({ id: 1, status: 'registered', siteId: 1, variety: null, version: 1, createdAt: '', updatedAt: '', data: body?.data ?? {} }));
});
afterEach(cleanup);

describe('a reference field in a form', () => {
  it('is a picker whose pick fills the copied fields and saves the id', async () => {
    const onSaved = vi.fn();
    render(
      <MemoryRouter>
        <RecordForm entity={registration} page={page} record={null} onSaved={onSaved} onReload={() => {}} />
      </MemoryRouter>,
    );
    const box = await screen.findByRole('combobox', { name: '挂牌项目' });
    fireEvent.mouseDown(box);
    const option = await screen.findByText('莲花村连片水田经营权出租（编号 12）', { selector: '.ant-select-item-option-content' });
    fireEvent.click(option);
    await waitFor(() => expect((document.getElementById('root_listingName') as HTMLInputElement).value).toBe('莲花村连片水田经营权出租'));
    expect((document.getElementById('root_earnestMoney') as HTMLInputElement).value).toBe('20000.00');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fakeHttp.post.mock.calls[0]?.[1]).toMatchObject({ data: { listingId: '12', listingName: '莲花村连片水田经营权出租', earnestMoney: '20000.00' } });
  });
});
