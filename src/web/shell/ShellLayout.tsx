// The logged-in layout: top bar, sidebar, tags strip and the kept-alive page stack. The route of the
// current path comes from the permitted pages (app/routes.ts): unknown → /404, not permitted → /401.
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { changePassRedirect } from '../app/account/account.ts';
import '../app/customPages.ts';
import { PageLoading } from '../app/PageLoading.tsx';
import { resolvePath } from '../app/routes.ts';
import { useDocumentTitle } from '../app/title.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { useLiveReloadListener } from '../engine/liveReload.ts';
import { useAfterFirstPage } from '../engine/useAfterFirstPage.ts';
import { useLayout } from '../stores/layout.ts';
import { useSettings } from '../stores/settings.ts';
import { useSkin } from '../stores/skin.ts';
import { sectionByPath, trailFor } from './menu-tree.ts';
import { PageStack } from './PageStack.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { TopBar } from './TopBar.tsx';
import { useDevice } from './useDevice.ts';
import { useShellData, type ShellData } from './useShellData.ts';
import { useVisitTag } from './useVisitTag.ts';
import { warmFirstRoute } from './warmRoute.ts';
import { late } from '../engine/late.tsx';

warmFirstRoute();

// The settings drawer (Drawer, Switch) loads on its first opening: no list or form page needs its code.
const SettingsDrawer = late<{ open: boolean; onClose(): void }>(() => import('./SettingsDrawer.tsx').then((m) => ({ default: m.SettingsDrawer })), () => null).component;

export default function ShellLayout() {
  const data = useShellData();
  const { pathname } = useLocation();
  if (!data) return <PageLoading />;
  const r = resolvePath(pathname, data.meta, data.principal);
  if (r.kind === 'redirect') return <Navigate to={r.to} replace />;
  if (r.kind === 'forbidden') return <Navigate to="/401" replace />;
  if (r.kind === 'missing') return <Navigate to="/404" replace />;
  // A password change is due (the server's flag or the Change-Pass cookie, account/account.ts): every
  // other page waits until the password is changed.
  const mustChange = changePassRedirect(r.entry, data.pages, data.info);
  if (mustChange) return <Navigate to={mustChange} replace />;
  return <Shell data={data} entry={r.entry} />;
}

function Shell({ data, entry }: { data: ShellData; entry: PageEntry }) {
  const { pathname } = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing still plays the drawer's slide-out.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const sidebar = useLayout((s) => s.sidebar);
  const device = useLayout((s) => s.device);
  const closeSidebar = useLayout((s) => s.closeSidebar);
  const { tagsView, fixedHeader } = useSettings();
  const skin = useSkin((s) => s.skin);
  useDocumentTitle(entry.title);
  useVisitTag(entry);
  useDevice(pathname);
  useLiveReloadListener(data.meta.liveReload === true);
  // On a cold load the top bar, sidebar and tags are drawn once the page has been (engine/useAfterFirstPage):
  // their boxes (same classes, fixed sizes) are there from the start, so nothing moves when they fill in.
  const chrome = useAfterFirstPage();

  const trail = trailFor(data.meta.menus, entry);
  const section =
    data.sections.find((s) => s.name === trail[0]) ?? (trail.length === 0 ? sectionByPath(data.sections, data.pages, entry.path) : undefined);
  const classes = [
    'shell',
    sidebar.opened ? 'open-sidebar' : 'hide-sidebar',
    sidebar.withoutAnimation ? 'without-animation' : '',
    device === 'mobile' ? 'mobile' : '',
    fixedHeader ? 'fixed-header' : '',
    tagsView ? 'has-tags-view' : '',
    `skin-${skin.id}`,
    skin.header === 'light' ? 'header-light' : 'header-filled',
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      {chrome ? (
        <TopBar
          info={data.info}
          sections={data.sections}
          pages={data.pages}
          currentSection={section?.name}
          onOpenSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        />
      ) : (
        <header className="shell-topbar" />
      )}
      <div className="shell-body">
        {chrome ? (
          <Sidebar section={section} pages={data.pages} trail={trail} varieties={data.meta.menus.varieties} />
        ) : (
          <aside className="shell-sidebar" aria-label="侧边菜单" />
        )}
        {device === 'mobile' && sidebar.opened && (
          <div className="shell-backdrop" aria-hidden="true" onClick={() => closeSidebar(false)} />
        )}
        <main className="shell-main">
          {tagsView && (chrome ? <TagsView pages={data.pages} /> : <div className="tags-view" />)}
          <PageStack pages={data.pages} active={entry} />
        </main>
      </div>
      {settingsUsed && (
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      )}
    </div>
  );
}
