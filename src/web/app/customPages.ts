// The engine's own custom pages (kind "custom" in pages.json) by component name; plugins add theirs.
import { lazy } from 'react';
import { registerCustom } from '../engine/registry.ts';

registerCustom('message_notification', lazy(() => import('./messages/MessageNotificationPage.tsx')));
registerCustom('account_settings', lazy(() => import('./account/AccountSettingsPage.tsx')));
registerCustom('variety_landing', lazy(() => import('./VarietyLanding.tsx')));
// System setup (/system_setup).
registerCustom('system_users', lazy(() => import('./system/UsersPage.tsx')));
registerCustom('system_roles', lazy(() => import('./system/RolesPage.tsx')));
registerCustom('system_menus', lazy(() => import('./system/MenusPage.tsx')));
registerCustom('system_varieties', lazy(() => import('./system/VarietiesPage.tsx')));
registerCustom('system_workflow', lazy(() => import('./system/WorkflowPage.tsx')));
registerCustom('system_site_settings', lazy(() => import('./system/SiteSettingsPage.tsx')));
registerCustom('system_data_sync', lazy(() => import('./system/DataSyncPage.tsx')));
