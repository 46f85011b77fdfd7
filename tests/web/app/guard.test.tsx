// @vitest-environment jsdom
// The navigation guard as a component: redirects, loading user info, and the failure path.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Guard } from '../../../src/web/app/Guard.tsx';
import { installFeedback } from '../../../src/web/request/feedback.ts';
import { useSession } from '../../../src/web/stores/session.ts';
import { fakeFeedback } from '../request/fakes.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Guard>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </Guard>
    </MemoryRouter>,
  );
}

const initial = useSession.getState();
let feedback: ReturnType<typeof fakeFeedback>;
let uninstall: () => void;

beforeEach(() => {
  feedback = fakeFeedback();
  uninstall = installFeedback(feedback);
});
afterEach(() => {
  cleanup();
  uninstall();
  useSession.setState(initial, true);
});

describe('Guard', () => {
  it('sends a visitor without a token to /login with the path as redirect', async () => {
    useSession.setState({ token: null });
    renderAt('/transaction_management/release/franchise?id=3');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/login?redirect=%2Ftransaction_management%2Frelease%2Ffranchise%3Fid%3D3',
      ),
    );
  });

  it('loads user info once, then lets the page through', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const load = vi.fn(async () => {
      await gate;
      useSession.setState({
        meta: { menus: { sections: [], varieties: [], roles: [] }, pages: [] },
        principal: { userId: 1, roles: ['admin'], menuNames: [], siteId: null },
      });
    });
    useSession.setState({ token: 't', meta: null, principal: null, load });
    renderAt('/home');
    expect(screen.getByRole('status').textContent).toContain('加载中');
    release();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the boot\'s load ends between its render and its effect', async () => {
    const load = vi.fn(async () => undefined);
    useSession.setState({ token: 't', meta: null, principal: null, load });
    // A layout effect runs after the guard rendered "loading" and before the guard's own effect.
    function BootLoadEnds() {
      useLayoutEffect(() => {
        useSession.setState({
          meta: { menus: { sections: [], varieties: [], roles: [] }, pages: [] },
          principal: { userId: 1, roles: ['admin'], menuNames: [], siteId: null },
        });
      }, []);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Guard>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </Guard>
        <BootLoadEnds />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    expect(load).not.toHaveBeenCalled();
  });

  it('on a failed load resets the token, shows the error and goes to login', async () => {
    const resetToken = vi.fn(() => useSession.setState({ token: null }));
    const load = vi.fn(async () => {
      throw new Error('getInfo: roles must be a non-null array!');
    });
    useSession.setState({ token: 't', meta: null, principal: null, load, resetToken });
    renderAt('/home');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fhome'));
    expect(resetToken).toHaveBeenCalled();
    expect(feedback.error).toHaveBeenCalledWith('getInfo: roles must be a non-null array!', 5);
  });

  it('shows "Has Error" when the failure has no message', async () => {
    const load = vi.fn(() => Promise.reject(new Error('')));
    useSession.setState({ token: 't', meta: null, principal: null, load, resetToken: () => useSession.setState({ token: null }) });
    renderAt('/home');
    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Has Error', 5));
  });

  it('sends a logged-in visit to /login on to the redirect', async () => {
    useSession.setState({
      token: 't',
      meta: { menus: { sections: [], varieties: [], roles: [] }, pages: [] },
      principal: { userId: 1, roles: ['admin'], menuNames: [], siteId: null },
    });
    renderAt('/login?redirect=%2Fhome%2Faudit_list');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/audit_list'));
  });
});
