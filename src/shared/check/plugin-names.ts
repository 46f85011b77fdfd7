// Names plugins must not share: their own, and the browser names they register. Kept apart from the
// rest of the check (no schema logic) so the browser's plugin installer can refuse a clash too without
// loading the checker.
import { pointer } from './util.ts';
import { ENGINE_NAMES } from './environment.ts';
import type { PluginManifest } from '../plugin.ts';
import type { SchemaIssue } from './issue.ts';

/** Where a clash is reported: the installed manifests in order (the app's composition root lists them). */
export const PLUGINS_FILE = 'plugins';

const KINDS = { formWidgets: '表单部件', pageWidgets: '页面部件', components: '自定义页面组件' } as const;

/**
 * Two plugins of one name, or two registering one browser name (or one the engine registers itself):
 * the registries keep the later one, so one of them would silently stop working. Pointers index the
 * manifests list: /3/pageWidgets/0 is the later plugin's clashing name.
 */
export function pluginClashes(plugins: readonly PluginManifest[]): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  const byName = new Map<string, number>();
  plugins.forEach((p, i) => {
    const first = byName.get(p.name);
    if (first === undefined) byName.set(p.name, i);
    else out.push({ file: PLUGINS_FILE, pointer: pointer(i, 'name'), message: `插件 ${p.name} 重复安装（第 ${first + 1} 个与第 ${i + 1} 个插件同名）` });
  });
  for (const key of ['formWidgets', 'pageWidgets', 'components'] as const) {
    const owner = new Map<string, string>(ENGINE_NAMES[key].map((n) => [n, '']));
    plugins.forEach((p, i) => {
      (p[key] ?? []).forEach((n, j) => {
        const first = owner.get(n);
        if (first === undefined) owner.set(n, p.name);
        else {
          const other = first === '' ? '引擎自带的' : `插件 ${first} 注册的`;
          out.push({ file: PLUGINS_FILE, pointer: pointer(i, key, j), message: `插件 ${p.name} 注册的${KINDS[key]} "${n}" 与${other}重名（后注册的会覆盖先注册的）` });
        }
      });
    });
  }
  return out;
}

