// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { EntitySchema, FormPage } from '../../../../src/shared/schema/types.ts';
import FormRenderer from '../../../../src/web/renderers/form/FormRenderer.tsx';
import './dom.ts';
import { entryOf, fakeHttp, schemaOf, session } from '../fixtures.ts';

vi.mock('../../../../src/web/request/http.ts', async () => (await import('../mocks.ts')).httpModule);
vi.mock('../../../../src/web/engine/session.ts', async () => (await import('../mocks.ts')).sessionModule);
const contract = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/contract.json'), 'utf8')) as EntitySchema;
const fm = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/file_model.json'), 'utf8')) as EntitySchema;
afterEach(cleanup);
it('renders', async () => {
  session.principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: 1 };
  let n = 0;
  fakeHttp.get.mockImplementation(async () => { if (++n < 5 || n % 100 === 0) console.log('GET', n); if (n > 300) throw new Error('loop'); return { entry: entryOf('contract_print'), schema: null, entity: contract }; });
  const entry = entryOf('file_model_form');
  render(
    <MemoryRouter initialEntries={[entry.path + '?prefill.modelType=contract']}>
      <Routes>
        <Route path={entry.path} element={<FormRenderer entry={entry} schema={schemaOf<FormPage>('file_model_form')} entity={fm} file="" />} />
      </Routes>
    </MemoryRouter>,
  );
  console.log('rendered');
  expect(await screen.findByRole('button', { name: '出让方（甲方）' }, { timeout: 5000 })).toBeTruthy();
  console.log('found');
});
