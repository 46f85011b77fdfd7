// @vitest-environment jsdom
// A list draws FieldValue for every row: only a field whose text reads something loaded (a dictionary, a
// referenced record, a region) subscribes to a lookup; a plain field or a status subscribes to nothing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_API } from '../../../src/shared/api.ts';
import { queryClient } from '../../../src/web/query/client.ts';
import { clearDictionaries } from '../../../src/web/renderers/shared/dictionary.ts';
import { FieldValue } from '../../../src/web/renderers/shared/FieldValue.tsx';
import { plot, plotRecord } from '../valuetypes/fixture.ts';
import { fakeHttp, resetHttp, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const observers = () => queryClient.getQueryCache().getAll().reduce((n, q) => n + q.getObserversCount(), 0);

beforeEach(() => {
  resetHttp();
  clearDictionaries();
  fakeHttp.get.mockImplementation(async (url: string) => {
    if (url === COMMON_API.dictionary) return [{ type: 'land_use', code: 'farmland', label: '耕地', variety: null, sort: 1 }];
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(cleanup);

describe('FieldValue lookups', () => {
  it('draws plain fields without subscribing to any lookup', () => {
    const row = plotRecord();
    const { container } = render(
      <MemoryRouter>
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>
            <FieldValue entity={plot} row={row} field="price" />
            <FieldValue entity={plot} row={row} field="name" />
          </p>
        ))}
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(Array(20).fill('1,004.50飞虎村3组地块'));
    expect(observers()).toBe(0);
    expect(fakeHttp.get).not.toHaveBeenCalled();
  });

  it('subscribes a dictionary field to its dictionary and shows its label', async () => {
    render(
      <MemoryRouter>
        <FieldValue entity={plot} row={plotRecord()} field="landUse" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('耕地')).toBeTruthy());
    expect(observers()).toBeGreaterThan(0);
  });
});
