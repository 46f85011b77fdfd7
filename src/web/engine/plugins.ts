// The browser half of the plugin contract. A plugin (src/plugins/<name>/web) exports a WebPlugin: its
// manifest and the lazily loaded widgets and custom pages it registers. The app's composition root
// installs the plugins before the first render; the engine never imports one. Registering exactly the
// names the manifest declares keeps the browser and `npm run check` (which reads the manifests) agreed.
import type { PluginManifest } from '../../shared/plugin.ts';
import { formatIssue } from '../../shared/check/issue.ts';
import { pluginClashes } from '../../shared/check/plugin-names.ts';
import { registerFormWidget, type FormWidget } from './formWidgets.ts';
import { registerCustom } from './registry.ts';
import type { LazyRenderer } from './types.ts';
import { registerWidget, type LazyWidget } from './widgetRegistry.ts';

export interface WebPlugin {
  manifest: PluginManifest;
  /** rjsf widgets by "ui:widget" name. */
  formWidgets?: Readonly<Record<string, () => Promise<{ default: FormWidget }>>>;
  /** detail/approval page widgets by widgets[].type. */
  pageWidgets?: Readonly<Record<string, LazyWidget>>;
  /** custom pages by pages.json component name (an entry marked "public" draws one without a login). */
  pages?: Readonly<Record<string, LazyRenderer>>;
}

const sameNames = (a: readonly string[] | undefined, b: object | undefined): boolean =>
  [...(a ?? [])].sort().join() === Object.keys(b ?? {}).sort().join();

export function installWebPlugins(plugins: readonly WebPlugin[]): void {
  // The registries keep the later of two equal names: refuse instead of silently dropping one.
  const clashes = pluginClashes(plugins.map((p) => p.manifest));
  if (clashes.length > 0) throw new Error(clashes.map(formatIssue).join('\n'));
  for (const p of plugins) {
    const m = p.manifest;
    if (!sameNames(m.formWidgets, p.formWidgets) || !sameNames(m.pageWidgets, p.pageWidgets) || !sameNames(m.components, p.pages)) {
      throw new Error(`plugin ${m.name}: registered names differ from its manifest`);
    }
    for (const [name, load] of Object.entries(p.formWidgets ?? {})) registerFormWidget(name, load);
    for (const [name, widget] of Object.entries(p.pageWidgets ?? {})) registerWidget(name, widget);
    for (const [name, page] of Object.entries(p.pages ?? {})) registerCustom(name, page);
  }
}
