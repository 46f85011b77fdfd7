// The sidebar: the current section's children, two sub-levels, 210px; colours come from the antd theme
// (styles/theme.ts). Collapses to icons when closed; on a phone it slides over the page.
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem, PageEntry, Variety } from '../../shared/schema/types.ts';
import { useLayout } from '../stores/layout.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { menuIcon } from './icons.tsx';
import { pathOfPage } from './menu-tree.ts';
import { SidebarMenu, type MenuNode } from './SidebarMenu.tsx';
import { useChooseVariety, VARIETY_KEY_PREFIX, VARIETY_SECTION, varietyMenu } from './variety-menu.tsx';

/** menus.json items as the menu's nodes; icons on the first level. */
export function toNodes(items: MenuItem[], depth = 0): MenuNode[] {
  return items.map((item) => ({
    key: item.name,
    label: item.title,
    icon: depth === 0 ? menuIcon(item.icon) : undefined,
    ...(item.children?.length ? { children: toNodes(item.children, depth + 1) } : {}),
  }));
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
  const items = useMemo(
    () => [...toNodes(children), ...(withVarieties ? [varietyMenu(varieties, chosenVariety, <AppstoreOutlined />)] : [])],
    [children, withVarieties, varieties, chosenVariety],
  );
  const pageOf = useMemo(() => leaves(children), [children]);
  const collapsed = !opened && device === 'desktop';
  const selected = trail[trail.length - 1];
  const branch = trail.slice(1, -1);

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
      <SidebarMenu
        // Keyed by section so each section opens its own active branch.
        key={section?.name}
        label={section?.title ?? '菜单'}
        items={items}
        collapsed={collapsed}
        selected={selected}
        branch={branch}
        onSelect={(key) => {
          if (key.startsWith(VARIETY_KEY_PREFIX)) return void chooseVariety(key.slice(VARIETY_KEY_PREFIX.length));
          const path = pathOfPage(pages, pageOf.get(key) ?? null);
          if (path) navigate(path);
        }}
      />
    </aside>
  );
}
