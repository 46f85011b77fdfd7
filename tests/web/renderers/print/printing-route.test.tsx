// @vitest-environment jsdom
// /printing: the spec's public print address forwards to the print page inside the app (which needs a
// login), or to the login page first.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../../src/shared/api.ts';
import PrintingRoute, { printingTarget } from '../../../../src/web/renderers/print/PrintingRoute.tsx';
import { useSession } from '../../../../src/web/stores/session.ts';
import { entryOf, fakeHttp, meta, resetHttp, answerWithFakeHttp } from '../fixtures.ts';

answerWithFakeHttp();

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/printing" element={<PrintingRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const info: UserInfo = { userId: 1, username: 'admin', name: '系统管理员', avatar: '', introduction: '', roles: ['admin'], menuNames: [], siteId: null, siteName: '', userType: 0 };

beforeEach(() => {
  resetHttp();
  useSession.setState({ token: null, meta: null, info: null, principal: null });
});
afterEach(cleanup);

describe('/printing', () => {
  it('reads the page by id or by entity', () => {
    expect(printingTarget('?page=contract_print&id=5')).toEqual({ pageId: 'contract_print', id: '5' });
    expect(printingTarget('?entity=authenticate&id=7')).toEqual({ pageId: 'authenticate_print', id: '7' });
  });

  it('sends a visitor without a login to the login page, which comes back here', async () => {
    open('/printing?page=contract_print&id=5');
    expect((await screen.findByTestId('where')).textContent).toBe(`/login?redirect=${encodeURIComponent('/printing?page=contract_print&id=5')}`);
  });

  it('forwards a logged-in user to the print page, loading the route table first', async () => {
    useSession.setState({ token: 't' });
    fakeHttp.get.mockImplementation(async (url: string) => (url === '/api/user/info' ? info : meta));
    open('/printing?entity=contract&id=5');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${entryOf('contract_print').path}?id=5`));
    expect(fakeHttp.get).toHaveBeenCalledWith('/api/meta/app', { path: expect.any(String) }, expect.anything());
  });

  it('says so for a link that names no print page or no record', async () => {
    useSession.setState({ token: 't', meta });
    open('/printing?page=contract_list&id=5');
    expect(await screen.findByText('打印链接无效')).toBeTruthy();
    cleanup();
    open('/printing?page=contract_print');
    expect(await screen.findByText('打印链接无效')).toBeTruthy();
  });
});
