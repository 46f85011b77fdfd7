// The sidebar's menu as plain elements: a tree of items and submenus with a selected item, inline when the
// sidebar is open and icons with fly-out submenus when it is collapsed. antd's Menu drew the same few dozen
// elements through ~320 components (rc-menu's overflow, motion and a hidden copy of every item to learn key
// paths): a seventh of a cold form page's main-thread time. Styles: global.css (.sidebar-menu).
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import './sidebarMenu.css';

export interface MenuNode {
  key: string;
  label: string;
  icon?: ReactNode;
  children?: MenuNode[];
}

interface Props {
  items: MenuNode[];
  selected: string | undefined;
  /** The submenus above the selected item, outermost first (menu-tree.ts trailFor): open at first and
   *  whenever the selection changes, and shown as active. */
  branch: readonly string[];
  /** Icons only, a submenu's items in a fly-out (the desktop sidebar closed). */
  collapsed: boolean;
  onSelect(key: string): void;
  label: string;
}

const INDENT = 24;

type Toggle = (key: string, open: boolean, title: HTMLElement) => void;

/** The title of the submenu an item or title sits in. */
function parentTitle(el: HTMLElement): HTMLElement | null {
  const own = el.getAttribute('aria-haspopup') ? el.parentElement : el;
  return own?.parentElement?.closest('li[role="none"]')?.querySelector<HTMLElement>(':scope > [role="menuitem"]') ?? null;
}

/** Arrow keys, Home and End move between the visible items; right opens a submenu, left goes back up. */
function onMenuKey(e: KeyboardEvent<HTMLUListElement>, toggle: Toggle): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const current = items[at];
  const go = (i: number): void => {
    e.preventDefault();
    items[(i + items.length) % items.length]?.focus();
  };
  if (e.key === 'ArrowDown') go(at + 1);
  else if (e.key === 'ArrowUp') go(at - 1);
  else if (e.key === 'Home') go(0);
  else if (e.key === 'End') go(items.length - 1);
  else if (current && e.key === 'ArrowRight' && current.getAttribute('aria-expanded') === 'false') {
    e.preventDefault();
    toggle(current.dataset.menuId!, true, current);
  } else if (current && (e.key === 'ArrowLeft' || e.key === 'Escape')) {
    // An open submenu's title closes it; anything else goes to the title of the submenu it is in.
    const title = current.getAttribute('aria-expanded') === 'true' ? current : parentTitle(current);
    if (!title) return;
    e.preventDefault();
    title.focus();
    toggle(title.dataset.menuId!, false, title);
  }
}

export function SidebarMenu({ items, selected, branch, collapsed, onSelect, label }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(branch));
  // Collapsed: the one submenu whose fly-out shows, and where (the fly-out is fixed: the sidebar clips).
  const [flyout, setFlyout] = useState<{ key: string; top: number } | null>(null);
  const active = new Set(branch);
  // The item Tab lands on: the selected one when it shows, else its outermost submenu, else the first.
  // A page opened elsewhere (a tag, a link) opens its branch.
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    if (branch.some((k) => !open.has(k))) setOpen(new Set([...open, ...branch]));
  }
  const shows = selected !== undefined && (collapsed ? branch.length === 0 : branch.every((k) => open.has(k)));
  const tabStop = shows ? selected : (branch[0] ?? items[0]?.key);

  const toggle: Toggle = (key, to, title) => {
    if (collapsed) {
      setFlyout(to ? { key, top: title.getBoundingClientRect().top } : null);
      return;
    }
    setOpen((was) => {
      const next = new Set(was);
      if (to) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const choose = (key: string): void => {
    setFlyout(null);
    onSelect(key);
  };

  const render = (nodes: readonly MenuNode[], depth: number, inFlyout: boolean): ReactNode =>
    nodes.map((node) => {
      const iconOnly = collapsed && !inFlyout;
      const pad = iconOnly ? undefined : { paddingLeft: (inFlyout ? depth : depth + 1) * INDENT - (inFlyout ? 8 : 0) };
      const content = (
        <>
          {node.icon && <span className="sidebar-menu__icon">{node.icon}</span>}
          {iconOnly && !node.icon ? <span className="sidebar-menu__initial">{node.label.charAt(0)}</span> : null}
          {!iconOnly && <span className="sidebar-menu__label">{node.label}</span>}
        </>
      );
      if (!node.children) {
        const isSelected = node.key === selected;
        return (
          <li
            key={node.key}
            role="menuitem"
            data-menu-id={node.key}
            tabIndex={node.key === tabStop ? 0 : -1}
            className={`sidebar-menu__item${isSelected ? ' is-selected' : ''}`}
            aria-current={isSelected ? 'page' : undefined}
            title={iconOnly ? node.label : undefined}
            aria-label={iconOnly ? node.label : undefined}
            style={pad}
            onClick={() => choose(node.key)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                choose(node.key);
              }
            }}
          >
            {content}
          </li>
        );
      }
      const fly = iconOnly && flyout?.key === node.key;
      const isOpen = iconOnly ? fly : open.has(node.key) || inFlyout;
      return (
        <li
          key={node.key}
          role="none"
          className={`sidebar-menu__sub${isOpen ? ' is-open' : ''}${active.has(node.key) ? ' is-active' : ''}`}
          onMouseEnter={iconOnly ? (e) => setFlyout({ key: node.key, top: e.currentTarget.getBoundingClientRect().top }) : undefined}
          onMouseLeave={iconOnly ? () => setFlyout(null) : undefined}
        >
          <div
            role="menuitem"
            data-menu-id={node.key}
            tabIndex={node.key === tabStop ? 0 : -1}
            className="sidebar-menu__title"
            aria-haspopup="true"
            aria-expanded={isOpen}
            title={iconOnly ? node.label : undefined}
            aria-label={iconOnly ? node.label : undefined}
            style={pad}
            onClick={(e) => toggle(node.key, !isOpen, e.currentTarget)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                toggle(node.key, !isOpen, e.currentTarget);
              }
            }}
          >
            {content}
            {!inFlyout && <i className="sidebar-menu__arrow" aria-hidden="true" />}
          </div>
          {isOpen && (
            <ul role="menu" aria-label={node.label} className={fly ? 'sidebar-menu__flyout' : 'sidebar-menu__list'} style={fly ? { top: flyout.top } : undefined}>
              {fly && <li role="presentation" className="sidebar-menu__flyout-title">{node.label}</li>}
              {render(node.children, depth + 1, inFlyout || fly)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul
      className={`sidebar-menu${collapsed ? ' is-collapsed' : ''}`}
      role="menu"
      aria-label={label}
      onKeyDown={(e) => onMenuKey(e, toggle)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFlyout(null);
      }}
    >
      {render(items, 0, false)}
    </ul>
  );
}
