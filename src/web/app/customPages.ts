// Custom pages (kind "custom" in pages.json) registered by component name. Each is its own lazy chunk.
import { lazy } from 'react';
import { registerCustom } from '../engine/registry.ts';

registerCustom('home', lazy(() => import('./home/HomePage.tsx')));
registerCustom('message_notification', lazy(() => import('./messages/MessageNotificationPage.tsx')));
registerCustom('account_settings', lazy(() => import('./account/AccountSettingsPage.tsx')));
registerCustom('variety_landing', lazy(() => import('./VarietyLanding.tsx')));
registerCustom('project_map', lazy(() => import('../widgets/map/ProjectMapPage.tsx')));
