// The tags strip: one tag per open page. Click opens, the × or middle click closes (not affixed tags),
// right click (or the context-menu key) opens 刷新 / 关闭 / 关闭其它 / 关闭所有.
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageEntry } from '../../shared/schema/types.ts';
import { useTags, type TagView } from '../stores/tags.ts';
import { TagsContextMenu, type MenuAction } from './TagsContextMenu.tsx';

export const CONTEXT_MENU_WIDTH = 105;

/** Left edge of the context menu: 15px right of the pointer, kept inside the strip (reference 1.3). */
export function menuLeft(clientX: number, stripLeft: number, stripWidth: number): number {
  return Math.max(0, Math.min(clientX - stripLeft + 15, stripWidth - CONTEXT_MENU_WIDTH));
}

export function TagsView({ pages }: { pages: PageEntry[] }) {
  const views = useTags((s) => s.views);
  const tags = useTags.getState;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const strip = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ view: TagView; left: number; top: number } | null>(null);
  const dismiss = useCallback(() => setMenu(null), []);

  // Affixed pages (首页) are always there for this user.
  useEffect(() => {
    tags().seed(
      pages.filter((p) => p.affix).map((p) => ({ path: p.path, fullPath: p.path, title: p.title, affix: true, noCache: !!p.noCache })),
    );
  }, [pages, tags]);

  const go = (to: string | null) => {
    if (to) navigate(to);
  };

  const openMenu = (e: MouseEvent, view: TagView) => {
    e.preventDefault();
    const box = strip.current?.getBoundingClientRect();
    const left = box ? menuLeft(e.clientX, box.left, box.width) : e.clientX;
    setMenu({ view, left, top: box ? e.clientY - box.top : e.clientY });
  };

  const act = (action: MenuAction) => {
    if (!menu) return;
    const { view } = menu;
    setMenu(null);
    if (action === 'refresh') {
      tags().refresh(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    } else if (action === 'close') go(tags().close(view.path, pathname));
    else if (action === 'closeOthers') go(tags().closeOthers(view.path, pathname));
    else go(tags().closeAll(pathname));
  };

  return (
    <div className="tags-view" ref={strip}>
      <nav className="tags-view__scroll" aria-label="已打开的页面">
        {views.map((view) => {
          const active = view.path === pathname;
          return (
            <span key={view.path} className={`tags-view__item${active ? ' is-active' : ''}`} data-path={view.path}>
              <a
                href={view.fullPath}
                aria-current={active ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(view.fullPath);
                }}
                onAuxClick={(e) => {
                  if (e.button === 1 && !view.affix) {
                    e.preventDefault();
                    go(tags().close(view.path, pathname));
                  }
                }}
                onContextMenu={(e) => openMenu(e, view)}
              >
                {view.title}
              </a>
              {!view.affix && (
                <button
                  type="button"
                  className="tags-view__close"
                  aria-label={`关闭 ${view.title}`}
                  onClick={() => go(tags().close(view.path, pathname))}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          );
        })}
      </nav>
      {menu && (
        <TagsContextMenu
          left={menu.left}
          top={menu.top}
          affix={menu.view.affix}
          onAction={act}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}
