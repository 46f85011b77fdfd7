// The top-level sections the user may see; choosing one opens its first page. When they do not fit between
// the title and the tools they narrow, and if that is not enough the last ones go, in menu order, into a
// 更多 menu at the bar's end: every section is in sight or one click away, never behind a sideways scroll.
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
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
  const moreButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [menuAt, setMenuAt] = useState<{ top: number; right: number } | null>(null);
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

  // The 更多 menu: plain elements (antd's Dropdown would bring its Menu back into the shell's chunk),
  // closed by Escape, a click elsewhere or a choice.
  useEffect(() => {
    if (!menuAt) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menu.current?.contains(e.target as Node) && !moreButton.current?.contains(e.target as Node)) setMenuAt(null);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [menuAt]);

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
      <button
        type="button"
        ref={moreButton}
        className={`section-nav__item section-nav__more${currentInMenu ? ' is-active' : ''}${overflow.length === 0 ? ' is-overflow' : ''}`}
        aria-current={currentInMenu ? 'true' : undefined}
        aria-hidden={overflow.length === 0 || undefined}
        tabIndex={overflow.length === 0 ? -1 : undefined}
        aria-haspopup="menu"
        aria-expanded={menuAt !== null}
        onClick={() => {
          const r = moreButton.current?.getBoundingClientRect();
          setMenuAt(menuAt || !r ? null : { top: r.bottom + 4, right: window.innerWidth - r.right });
        }}
      >
        <span>更多</span>
        <DownOutlined className="section-nav__more-icon" />
      </button>
      {menuAt &&
        overflow.length > 0 &&
        createPortal(
          <ul className="section-nav__menu" role="menu" ref={menu} style={{ top: menuAt.top, right: menuAt.right }}>
            {overflow.map(({ section, path }) => (
              <li key={section.name} role="none">
                <a
                  role="menuitem"
                  href={path ?? '#'}
                  className={`section-nav__menu-item${section.name === current ? ' is-active' : ''}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setMenuAt(null);
                    if (path) navigate(path);
                  }}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </nav>
  );
}
