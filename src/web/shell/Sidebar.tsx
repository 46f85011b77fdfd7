// The sidebar: the current section's children, two sub-levels, 210px; colours come from the antd theme
// (styles/theme.ts). Collapses to icons when closed; on a phone it slides over the page.
import { AppstoreOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem, PageEntry, Variety } from '../../shared/schema/types.ts';
import { useLayout } from '../stores/layout.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { menuIcon } from './icons.tsx';
import { pathOfPage } from './menu-tree.ts';
import { useChooseVariety, VARIETY_KEY_PREFIX, VARIETY_SECTION, varietyMenu } from './variety-menu.tsx';

type Items = NonNullable<MenuProps['items']>;

/**
 * antd's Menu draws every item twice (once hidden, to learn the keys' paths): a submenu's items are given
 * only once it has been opened, so a first page draws its open branch, not the whole section.
 */
export function toItems(items: MenuItem[], depth: number, opened: ReadonlySet<string>): Items {
  return items.map((item) => {
    const icon = depth === 0 ? menuIcon(item.icon) : undefined;
    if (item.children?.length) {
      return { key: item.name, label: item.title, icon, children: opened.has(item.name) ? toItems(item.children, depth + 1, opened) : [] };
    }
    return { key: item.name, label: item.title, icon };
  });
}

function leaves(items: MenuItem[], out = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.page) out.set(item.name, item.page);
    if (item.children) leaves(item.children, out);
  }
  return out;
}

interface Props {
  section: MenuItem | undefined;
  pages: PageEntry[];
  /** Menu trail of the active page (section first). */
  trail: string[];
  varieties: Variety[];
}

export function Sidebar({ section, pages, trail, varieties }: Props) {
  const navigate = useNavigate();
  const chooseVariety = useChooseVariety();
  const chosenVariety = useSession((s) => s.variety);
  const opened = useLayout((s) => s.sidebar.opened);
  const device = useLayout((s) => s.device);
  const showLogo = useSettings((s) => s.sidebarLogo);
  const children = useMemo(() => section?.children ?? [], [section]);
  const withVarieties = section?.name === VARIETY_SECTION && varieties.length > 0;
  // Submenus opened so far (menu names are unique across sections), and always the active page's branch
  // (its submenu shows the page as selected even when closed). `branch` keeps the memo stable: the trail
  // is a new array on every render.
  const branch = trail.slice(1, -1).join('\u0000');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const openedKeys = useMemo(() => new Set([...expanded, ...(branch ? branch.split('\u0000') : [])]), [expanded, branch]);
  const items = useMemo(
    () => [...toItems(children, 0, openedKeys), ...(withVarieties ? [varietyMenu(varieties, chosenVariety, <AppstoreOutlined />)] : [])],
    [children, openedKeys, withVarieties, varieties, chosenVariety],
  );
  const pageOf = useMemo(() => leaves(children), [children]);
  const collapsed = !opened && device === 'desktop';
  const selected = trail[trail.length - 1];

  return (
    <aside className="shell-sidebar" aria-label="侧边菜单">
      {showLogo && (
        <div className="shell-sidebar__logo" title="农村产权交易服务中心">
          <span className="shell-sidebar__mark" aria-hidden="true">
            产
          </span>
          {!collapsed && <span className="shell-sidebar__name">{section?.title ?? '产权交易'}</span>}
        </div>
      )}
      <Menu
        mode="inline"
        items={items}
        inlineCollapsed={collapsed}
        selectedKeys={selected ? [selected] : []}
        // Keyed by section so each section opens its own active branch.
        key={section?.name}
        defaultOpenKeys={trail.slice(1, -1)}
        onOpenChange={(keys) => {
          if (!keys.every((k) => openedKeys.has(k))) setExpanded(new Set([...expanded, ...keys]));
        }}
        onClick={({ key }) => {
          if (key.startsWith(VARIETY_KEY_PREFIX)) return void chooseVariety(key.slice(VARIETY_KEY_PREFIX.length));
          const path = pathOfPage(pages, pageOf.get(key) ?? null);
          if (path) navigate(path);
        }}
      />
    </aside>
  );
}
