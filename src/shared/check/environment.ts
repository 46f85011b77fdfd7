// What the code offers the declarative files: the widget and component names the engine registers,
// plus those of the app's plugins and their requirements. The check judges names against it, so a
// page naming an unregistered widget fails `npm run check` instead of failing in the browser.
import type { PluginManifest } from '../plugin.ts';

export interface CheckEnvironment {
  /** Extra rjsf "ui:widget" names (beyond rjsf's own per-type names). */
  formWidgets: ReadonlySet<string>;
  /** detail/approval "widgets[].type" names. */
  pageWidgets: ReadonlySet<string>;
  /** pages.json "component" names of custom pages. */
  components: ReadonlySet<string>;
  plugins: readonly PluginManifest[];
}

/** Registered by the engine itself (src/web/renderers/builtins.ts, src/web/app). */
export const ENGINE_NAMES = {
  // The value types' widgets (src/shared/valuetypes/table.ts); plugins add their own.
  formWidgets: ['reference', 'region', 'dict', 'upload', 'richtext'] as string[],
  pageWidgets: [] as string[],
  components: ['message_notification', 'account_settings', 'variety_landing', 'system_users', 'system_roles', 'system_menus', 'system_varieties', 'system_workflow', 'system_site_settings', 'system_data_sync'],
};

/** The engine's names plus every plugin's. */
export function checkEnvironment(plugins: readonly PluginManifest[] = []): CheckEnvironment {
  const names = (key: 'formWidgets' | 'pageWidgets' | 'components') =>
    new Set([...ENGINE_NAMES[key], ...plugins.flatMap((p) => p[key] ?? [])]);
  return { formWidgets: names('formWidgets'), pageWidgets: names('pageWidgets'), components: names('components'), plugins };
}
