// The top-level sections the user may see; choosing one opens its first page. When they do not fit between
// the title and the tools they narrow, and if that is not enough the last ones go, in menu order, into a
// 更多 menu at the bar's end: every section is in sight or one click away, never behind a sideways scroll.
import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem, PageEntry } from '../../shared/schema/types.ts';
import { menuIcon } from './icons.tsx';
import { firstPage, pathOfPage } from './menu-tree.ts';

interface Props {
  sections: MenuItem[];
  pages: PageEntry[];
  current: string | undefined;
}

/** Side padding of a section in the bar, and when room is short (global.css .section-nav.is-compact). */
export const ITEM_PADDING = 14;
export const COMPACT_PADDING = 8;

export interface NavLayout {
  /** Sections shown in the bar, in menu order; the rest are in the 更多 menu. */
  fit: number;
  /** Narrower items (less padding). */
  compact: boolean;
}

/**
 * The sections' layout in `room` px, from each one's width without its padding (menu order) and the 更多
 * button's: all of them at full width; else all of them narrower; else, narrower, as many as fit beside
 * 更多.
 */
export function navLayout(inner: readonly number[], room: number, moreInner: number): NavLayout {
  const sum = (pad: number) => inner.reduce((a, w) => a + w + 2 * pad, 0);
  if (sum(ITEM_PADDING) <= room) return { fit: inner.length, compact: false };
  if (sum(COMPACT_PADDING) <= room) return { fit: inner.length, compact: true };
  let used = moreInner + 2 * COMPACT_PADDING;
  let fit = 0;
  while (fit < inner.length && used + inner[fit]! + 2 * COMPACT_PADDING <= room) used += inner[fit++]! + 2 * COMPACT_PADDING;
  return { fit, compact: true };
}

/** An element's width without its side padding (the same whatever the bar's mode). */
function innerWidth(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return el.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

export function SectionNav({ sections, pages, current }: Props) {
  const navigate = useNavigate();
  const nav = useRef<HTMLElement>(null);
  // Every item stays rendered (the overflowing ones out of the flow and invisible), so each width is known
  // whatever the bar's size.
  const [{ fit, compact }, setLayout] = useState<NavLayout>({ fit: sections.length, compact: false });

  useLayoutEffect(() => {
    const el = nav.current;
    if (!el) return;
    const measure = () => {
      const inner = [...el.querySelectorAll<HTMLElement>('[data-section]')].map(innerWidth);
      const more = el.querySelector<HTMLElement>('.section-nav__more');
      const next = navLayout(inner, el.clientWidth, more ? innerWidth(more) : 0);
      setLayout((now) => (now.fit === next.fit && now.compact === next.compact ? now : next));
    };
    measure();
    // jsdom (unit tests) has no ResizeObserver; every browser the app supports has.
    if (typeof ResizeObserver === 'undefined') return;
    // The bar's room changes with the window; an item's width with the fonts and the user's settings.
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    for (const item of el.children) watch.observe(item);
    return () => watch.disconnect();
  }, [sections]);

  const entries = sections.map((section) => ({ section, path: pathOfPage(pages, firstPage(section)) }));
  const overflow = entries.slice(fit);
  const currentInMenu = overflow.some((e) => e.section.name === current);

  return (
    <nav className={`section-nav${compact ? ' is-compact' : ''}`} aria-label="系统模块" ref={nav}>
      {entries.map(({ section, path }, i) => {
        const active = section.name === current;
        const hidden = i >= fit;
        return (
          <a
            key={section.name}
            href={path ?? '#'}
            className={`section-nav__item${active ? ' is-active' : ''}${hidden ? ' is-overflow' : ''}`}
            aria-current={active ? 'true' : undefined}
            aria-hidden={hidden || undefined}
            tabIndex={hidden ? -1 : undefined}
            data-section={section.name}
            onClick={(e) => {
              e.preventDefault();
              if (path) navigate(path);
            }}
          >
            {menuIcon(section.icon)}
            <span>{section.title}</span>
          </a>
        );
      })}
      <Dropdown
        trigger={['click']}
        rootClassName="section-nav__menu"
        disabled={overflow.length === 0}
        menu={{
          selectable: true,
          selectedKeys: current ? [current] : [],
          // Titles only: not every section has an icon, and the titles line up.
          items: overflow.map(({ section }) => ({ key: section.name, label: section.title })),
          onClick: ({ key }) => {
            const path = overflow.find((e) => e.section.name === key)?.path;
            if (path) navigate(path);
          },
        }}
      >
        <button
          type="button"
          className={`section-nav__item section-nav__more${currentInMenu ? ' is-active' : ''}${overflow.length === 0 ? ' is-overflow' : ''}`}
          aria-current={currentInMenu ? 'true' : undefined}
          aria-hidden={overflow.length === 0 || undefined}
          tabIndex={overflow.length === 0 ? -1 : undefined}
          aria-haspopup="menu"
        >
          <span>更多</span>
          <DownOutlined className="section-nav__more-icon" />
        </button>
      </Dropdown>
    </nav>
  );
}
