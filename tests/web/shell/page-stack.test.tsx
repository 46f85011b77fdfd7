// @vitest-environment jsdom
// The kept-alive page stack: state survives switching tabs, noCache pages mount fresh, 刷新 remounts.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageEntry } from '../../../src/shared/schema/types.ts';
import type { RendererProps } from '../../../src/web/engine/types.ts';

const mounts: Record<string, number> = {};

vi.mock('../../../src/web/engine/PageHost.tsx', async () => {
  const { useState } = await import('react');
  const { useLocation: useRouteLocation } = await import('react-router-dom');
  function PageHost({ entry }: RendererProps) {
    // A state initialiser runs once per real mount; effects would also re-run when a hidden Activity is shown.
    useState(() => {
      mounts[entry.id] = (mounts[entry.id] ?? 0) + 1;
      return null;
    });
    const { search } = useRouteLocation();
    return (
      <label>
        {entry.title}
        <input aria-label={`filter-${entry.id}`} defaultValue="" />
        <span data-testid={`search-${entry.id}`}>{search}</span>
      </label>
    );
  }
  return { PageHost, default: PageHost };
});

const { PageStack } = await import('../../../src/web/shell/PageStack.tsx');
const { useVisitTag } = await import('../../../src/web/shell/useVisitTag.ts');
const { useTags } = await import('../../../src/web/stores/tags.ts');
const { useSettings } = await import('../../../src/web/stores/settings.ts');

const pages: PageEntry[] = [
  { id: 'list_a', path: '/a', title: '列表A', kind: 'list' },
  { id: 'list_b', path: '/b', title: '列表B', kind: 'list' },
  { id: 'detail', path: '/d', title: '详情', kind: 'detail', noCache: true },
];

let go: NavigateFunction = () => undefined;

function Harness() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  const active = pages.find((p) => p.path === pathname)!;
  useVisitTag(active);
  return <PageStack pages={pages} active={active} />;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
}

const nav = async (to: string) => {
  await act(async () => {
    await go(to);
  });
};

beforeEach(() => {
  for (const k of Object.keys(mounts)) delete mounts[k];
  useTags.getState().reset();
  useSettings.getState().change('tagsView', true);
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

describe('PageStack', () => {
  it('keeps a page state (typed filter) while another tab is shown', async () => {
    renderAt('/a');
    fireEvent.change(screen.getByLabelText('filter-list_a'), { target: { value: '林地' } });
    await nav('/b');
    expect(screen.getByLabelText('filter-list_b')).toBeTruthy();
    await nav('/a');
    expect(screen.getByLabelText<HTMLInputElement>('filter-list_a').value).toBe('林地');
    expect(mounts.list_a).toBe(1);
  });

  it('hides inactive pages and keeps their own query', async () => {
    renderAt('/a?page=3');
    await nav('/b');
    const a = screen.getByTestId('search-list_a');
    expect(a.textContent).toBe('?page=3');
    expect(a.closest('section')?.style.display).toBe('none');
  });

  it('mounts a noCache page fresh on each visit', async () => {
    renderAt('/d');
    fireEvent.change(screen.getByLabelText('filter-detail'), { target: { value: 'x' } });
    await nav('/a');
    expect(screen.queryByLabelText('filter-detail')).toBeNull();
    await nav('/d');
    expect(screen.getByLabelText<HTMLInputElement>('filter-detail').value).toBe('');
  });

  it('刷新 remounts the page with fresh state', async () => {
    renderAt('/a');
    fireEvent.change(screen.getByLabelText('filter-list_a'), { target: { value: '林地' } });
    act(() => useTags.getState().refresh('/a'));
    expect(screen.getByLabelText<HTMLInputElement>('filter-list_a').value).toBe('');
  });

  it('closing a tag unmounts its page', async () => {
    renderAt('/a');
    await nav('/b');
    act(() => {
      useTags.getState().close('/a', '/b');
    });
    expect(screen.queryByLabelText('filter-list_a')).toBeNull();
  });

  it('mounts a restored tag only when it is first shown, then keeps it', async () => {
    // Tags restored from the last visit (or an affixed 首页): not loaded behind the page in view.
    act(() => {
      useTags.getState().visit({ path: '/b', fullPath: '/b', title: '列表B', affix: false, noCache: false });
    });
    renderAt('/a');
    expect(useTags.getState().views.map((v) => v.path)).toEqual(['/b', '/a']);
    expect(mounts.list_b).toBeUndefined();
    await nav('/b');
    expect(mounts.list_b).toBe(1);
    await nav('/a');
    expect(screen.getByLabelText('filter-list_b')).toBeTruthy();
    expect(mounts.list_b).toBe(1);
  });

  it('keeps nothing when the tags view is off', async () => {
    useSettings.getState().change('tagsView', false);
    renderAt('/a');
    await nav('/b');
    expect(screen.queryByLabelText('filter-list_a')).toBeNull();
  });
});
