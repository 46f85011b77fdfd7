// @vitest-environment jsdom
// The sidebar hands antd a submenu's items only once it has been opened, or when it holds the active page
// (antd's Menu draws every item it is given twice): closed branches cost nothing until opened.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem, PageEntry } from '../../../src/shared/schema/types.ts';
import { Sidebar, toItems } from '../../../src/web/shell/Sidebar.tsx';

const section: MenuItem = {
  name: 'trade',
  title: '交易管理',
  children: [
    { name: 'release', title: '项目发布', children: [{ name: 'franchise', title: '出让/出租项目', page: 'franchise' }] },
    { name: 'subject', title: '标的管理', children: [{ name: 'subjects', title: '标的列表', page: 'subjects' }] },
  ],
};
const pages: PageEntry[] = [
  { id: 'franchise', path: '/trade/franchise', title: '出让/出租项目', kind: 'list' },
  { id: 'subjects', path: '/trade/subjects', title: '标的列表', kind: 'list' },
];

afterEach(cleanup);

describe('Sidebar', () => {
  it('gives antd the items of opened submenus only', () => {
    const closed = toItems(section.children!, 0, new Set(['release']));
    expect(closed.map((i) => (i && 'children' in i ? i.children?.length : null))).toEqual([1, 0]);
    const both = toItems(section.children!, 0, new Set(['release', 'subject']));
    expect(both.map((i) => (i && 'children' in i ? i.children?.length : null))).toEqual([1, 1]);
  });

  it('opens a submenu whose items it had not given yet, and keeps the active branch', async () => {
    render(
      <MemoryRouter initialEntries={['/trade/franchise']}>
        <Sidebar section={section} pages={pages} trail={['trade', 'release', 'franchise']} varieties={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('menuitem', { name: '出让/出租项目' })).toBeTruthy();
    expect(screen.queryByText('标的列表')).toBeNull();
    fireEvent.click(screen.getByText('标的管理'));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '标的列表' })).toBeTruthy());
    // The active branch stays as it was.
    expect(screen.getByRole('menuitem', { name: '出让/出租项目' })).toBeTruthy();
  });
});
