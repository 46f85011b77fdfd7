// @vitest-environment jsdom
// The sidebar's menu (plain elements, SidebarMenu.tsx): a closed submenu draws no items, the active page's
// branch is open and its item marked as the current page, a click on an item navigates, the keyboard moves
// between items and opens and closes submenus, and the collapsed sidebar shows a submenu's items in a fly-out.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem, PageEntry } from '../../../src/shared/schema/types.ts';
import { useLayout } from '../../../src/web/stores/layout.ts';
import { Sidebar } from '../../../src/web/shell/Sidebar.tsx';

const section: MenuItem = {
  name: 'trade',
  title: '交易管理',
  children: [
    { name: 'release', title: '项目发布', children: [{ name: 'franchise', title: '出让/出租项目', page: 'franchise' }, { name: 'demand', title: '需求发布', page: 'demand' }] },
    { name: 'subject', title: '标的管理', children: [{ name: 'subjects', title: '标的列表', page: 'subjects' }] },
  ],
};
const pages: PageEntry[] = [
  { id: 'franchise', path: '/trade/franchise', title: '出让/出租项目', kind: 'list' },
  { id: 'demand', path: '/trade/demand', title: '需求发布', kind: 'list' },
  { id: 'subjects', path: '/trade/subjects', title: '标的列表', kind: 'list' },
];

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function show(trail = ['trade', 'release', 'franchise']) {
  return render(
    <MemoryRouter initialEntries={['/trade/franchise']}>
      <Sidebar section={section} pages={pages} trail={trail} varieties={[]} />
      <Where />
    </MemoryRouter>,
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => useLayout.setState({ sidebar: { opened: true, withoutAnimation: false }, device: 'desktop' }));
afterEach(cleanup);

describe('the sidebar menu', () => {
  it('opens the active branch, marks the current page and draws no items of a closed submenu', () => {
    show();
    expect(item('出让/出租项目').getAttribute('aria-current')).toBe('page');
    expect(item('需求发布').getAttribute('aria-current')).toBeNull();
    expect(item('项目发布').getAttribute('aria-expanded')).toBe('true');
    expect(item('标的管理').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('标的列表')).toBeNull();
    // Tab lands on the current page; the other items are reached with the arrow keys.
    expect(item('出让/出租项目').tabIndex).toBe(0);
    expect(item('项目发布').tabIndex).toBe(-1);
  });

  it('opens a submenu on a click and navigates on a click of its item', () => {
    show();
    fireEvent.click(item('标的管理'));
    expect(item('标的管理').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(item('标的列表'));
    expect(screen.getByTestId('path').textContent).toBe('/trade/subjects');
    // Closing a submenu removes its items.
    fireEvent.click(item('项目发布'));
    expect(screen.queryByText('需求发布')).toBeNull();
  });

  it('moves with the arrow keys, opens with right, goes back up with left and chooses with Enter', () => {
    show();
    item('出让/出租项目').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('需求发布'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('标的管理'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(item('标的管理').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('标的列表'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item('标的管理'));
    expect(item('标的管理').getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(item('项目发布'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(item('标的管理'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByTestId('path').textContent).toBe('/trade/demand');
  });

  it('opens the branch of a page opened elsewhere (a tag, a link)', () => {
    const { rerender } = show();
    expect(screen.queryByText('标的列表')).toBeNull();
    rerender(
      <MemoryRouter initialEntries={['/trade/subjects']}>
        <Sidebar section={section} pages={pages} trail={['trade', 'subject', 'subjects']} varieties={[]} />
      </MemoryRouter>,
    );
    expect(item('标的列表').getAttribute('aria-current')).toBe('page');
    expect(item('项目发布').getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed, shows initials and a submenu\'s items in a fly-out while pointed at', () => {
    useLayout.setState({ sidebar: { opened: false, withoutAnimation: false } });
    show();
    expect(screen.queryByText('出让/出租项目')).toBeNull();
    expect(screen.getByText('标')).toBeTruthy();
    const sub = item('标的管理').closest('li')!;
    fireEvent.mouseEnter(sub);
    expect(item('标的列表')).toBeTruthy();
    expect(item('标的管理').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(item('标的列表'));
    expect(screen.getByTestId('path').textContent).toBe('/trade/subjects');
    expect(screen.queryByRole('menuitem', { name: '标的列表' })).toBeNull();
    fireEvent.mouseEnter(sub);
    fireEvent.mouseLeave(sub);
    expect(screen.queryByRole('menuitem', { name: '标的列表' })).toBeNull();
  });
});
