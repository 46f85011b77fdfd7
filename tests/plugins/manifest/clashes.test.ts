// Two plugins of one name, or two registering one browser name (or an engine one), fail the check naming
// both and the name, and the server refuses to start with them: the registries would keep only the later.
import { describe, expect, it } from 'vitest';
import { PLUGIN_MANIFESTS } from '../../../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import { SchemaProblems, startServer } from '../../../src/server/start.ts';
import { checkEnvironment, formatIssue, pluginClashes } from '../../../src/shared/check/index.ts';
import type { PluginManifest } from '../../../src/shared/plugin.ts';

const REPO = new URL('../../../', import.meta.url).pathname;
const plugin = (name: string, names: Partial<Pick<PluginManifest, 'formWidgets' | 'pageWidgets' | 'components'>> = {}): PluginManifest => ({
  name,
  requires: { entities: {} },
  ...names,
});

describe('clashing plugin names', () => {
  it('none among the app plugins', () => {
    expect(pluginClashes(PLUGIN_MANIFESTS)).toEqual([]);
  });

  it('a plugin installed twice', () => {
    expect(pluginClashes([plugin('a'), plugin('b'), plugin('a')]).map(formatIssue)).toEqual(['plugins#/2/name: 插件 a 重复安装（第 1 个与第 3 个插件同名）']);
  });

  it('two plugins registering one form widget, page widget or custom page', () => {
    const issues = pluginClashes([
      plugin('a', { formWidgets: ['stamp'], pageWidgets: ['chart'], components: ['board'] }),
      plugin('b', { formWidgets: ['stamp'], pageWidgets: ['other', 'chart'], components: ['board'] }),
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'plugins#/1/formWidgets/0: 插件 b 注册的表单部件 "stamp" 与插件 a 注册的重名（后注册的会覆盖先注册的）',
      'plugins#/1/pageWidgets/1: 插件 b 注册的页面部件 "chart" 与插件 a 注册的重名（后注册的会覆盖先注册的）',
      'plugins#/1/components/0: 插件 b 注册的自定义页面组件 "board" 与插件 a 注册的重名（后注册的会覆盖先注册的）',
    ]);
  });

  it('a plugin registering a name the engine registers', () => {
    expect(pluginClashes([plugin('a', { formWidgets: ['upload'] })]).map(formatIssue)).toEqual([
      'plugins#/0/formWidgets/0: 插件 a 注册的表单部件 "upload" 与引擎自带的重名（后注册的会覆盖先注册的）',
    ]);
  });

  it('fails npm run check on the project', async () => {
    const env = checkEnvironment([...PLUGIN_MANIFESTS, plugin('maps', { pageWidgets: ['map'] })]);
    const { issues } = await checkProject(REPO, env);
    expect(issues.map(formatIssue)).toEqual([`plugins#/${PLUGIN_MANIFESTS.length}/pageWidgets/0: 插件 maps 注册的页面部件 "map" 与插件 map 注册的重名（后注册的会覆盖先注册的）`]);
  });

  it('stops the server start before it opens the database', async () => {
    const again = SERVER_PLUGINS.find((p) => p.manifest.name === 'auction')!;
    const start = startServer(loadConfig({ ROOT: REPO, DATA_DIR: '/nonexistent/plugin-clash' }), { listen: false, plugins: [...SERVER_PLUGINS, again] });
    await expect(start).rejects.toBeInstanceOf(SchemaProblems);
    await expect(start).rejects.toThrow(/插件 auction 重复安装/);
  });
});
