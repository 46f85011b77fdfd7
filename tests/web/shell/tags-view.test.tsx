// @vitest-environment jsdom
// The tags strip: affixed tags have no close button nor 关闭 entry; closing the active tag moves to the last one.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../src/shared/schema/types.ts';
import { menuLeft, TagsView } from '../../../src/web/shell/TagsView.tsx';
import { useTags } from '../../../src/web/stores/tags.ts';

const pages: PageEntry[] = [
  { id: 'home', path: '/home', title: '首页', kind: 'custom', affix: true },
  { id: 'a', path: '/a', title: '列表A', kind: 'list' },
  { id: 'b', path: '/b', title: '列表B', kind: 'list' },
];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TagsView pages={pages} />
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useTags.getState().reset();
  for (const p of pages.slice(1)) useTags.getState().visit({ path: p.path, fullPath: p.path, title: p.title, affix: false, noCache: false });
});
afterEach(cleanup);

describe('TagsView', () => {
  it('seeds the affixed 首页 first, without a close button', () => {
    renderAt('/a');
    const tags = screen.getAllByRole('link').map((a) => a.textContent);
    expect(tags).toEqual(['首页', '列表A', '列表B']);
    expect(screen.queryByLabelText('关闭 首页')).toBeNull();
    expect(screen.getByLabelText('关闭 列表A')).toBeTruthy();
  });

  it('offers 刷新/关闭/关闭其它/关闭所有, and no 关闭 on an affixed tag', () => {
    renderAt('/a');
    fireEvent.contextMenu(screen.getByRole('link', { name: '列表A' }));
    expect(screen.getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['刷新', '关闭', '关闭其它', '关闭所有']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.contextMenu(screen.getByRole('link', { name: '首页' }));
    expect(screen.getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['刷新', '关闭其它', '关闭所有']);
  });

  it('closing the active tag moves to the last one', () => {
    renderAt('/a');
    fireEvent.click(screen.getByLabelText('关闭 列表A'));
    expect(screen.getByTestId('where').textContent).toBe('/b');
  });

  it('关闭所有 keeps 首页 and goes there', () => {
    renderAt('/b');
    fireEvent.contextMenu(screen.getByRole('link', { name: '列表B' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页']);
    expect(screen.getByTestId('where').textContent).toBe('/home');
  });

  it('places the 105px menu 15px right of the pointer, inside the strip', () => {
    expect(menuLeft(100, 20, 800)).toBe(95);
    expect(menuLeft(900, 20, 800)).toBe(695);
  });
});
