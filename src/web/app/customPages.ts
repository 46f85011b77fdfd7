// The engine's own custom pages (kind "custom" in pages.json) by component name; plugins add theirs.
import { lazy } from 'react';
import { registerCustom } from '../engine/registry.ts';

registerCustom('message_notification', lazy(() => import('./messages/MessageNotificationPage.tsx')));
registerCustom('account_settings', lazy(() => import('./account/AccountSettingsPage.tsx')));
registerCustom('variety_landing', lazy(() => import('./VarietyLanding.tsx')));
