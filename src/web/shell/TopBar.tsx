// The top bar: sidebar toggle, title, the sections the user may see, and the tools on the right
// (bell, skin, size, settings, user, logout).
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import type { UserInfo } from '../../shared/api.ts';
import type { MenuItem, PageEntry } from '../../shared/schema/types.ts';
import { APP_TITLE } from '../app/routes.ts';
import { useLayout } from '../stores/layout.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { SectionNav } from './SectionNav.tsx';
import { SizePicker } from './SizePicker.tsx';
import { SkinPicker } from './SkinPicker.tsx';
import { UserMenu } from './UserMenu.tsx';

/** userType 1 is the service specialist, who works under the specialist site's title. */
export const SPECIALIST_TITLE = '农村产权交易服务专员工作台';

export function siteTitle(info: UserInfo): string {
  return info.userType === 1 ? SPECIALIST_TITLE : APP_TITLE;
}

interface Props {
  info: UserInfo;
  sections: MenuItem[];
  pages: PageEntry[];
  currentSection: string | undefined;
  onOpenSettings(): void;
}

export function TopBar({ info, sections, pages, currentSection, onOpenSettings }: Props) {
  const opened = useLayout((s) => s.sidebar.opened);
  const toggle = useLayout((s) => s.toggleSidebar);
  return (
    <header className="shell-topbar">
      <button
        type="button"
        className="topbar-button hamburger"
        onClick={toggle}
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={opened}
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div className="shell-topbar__title">
        <span>{siteTitle(info)}</span>
        {info.siteName && <span className="shell-topbar__site">{info.siteName}</span>}
      </div>
      <SectionNav sections={sections} pages={pages} current={currentSection} />
      <div className="shell-topbar__tools">
        <NotificationBell uid={info.userId} pages={pages} paused={info.mustChangePassword === true} />
        <SkinPicker />
        <SizePicker />
        <button type="button" className="topbar-button" aria-label="系统布局配置" onClick={onOpenSettings}>
          <SettingOutlined />
        </button>
        <UserMenu info={info} pages={pages} />
      </div>
    </header>
  );
}
