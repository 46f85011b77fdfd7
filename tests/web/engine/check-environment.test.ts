// The names `npm run check` accepts are the names the browser build registers: a widget or custom
// page the check lets through is one the browser can render, and the other way round.
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../src/web/app/customPages.ts';
import { registerBuiltins } from '../../../src/web/renderers/builtins.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { installAppPlugins, WEB_PLUGINS } from '../../../src/app/web.ts';
import { PLUGIN_MANIFESTS } from '../../../src/app/plugins.ts';
import { installWebPlugins } from '../../../src/web/engine/plugins.ts';
import { browserCheckEnvironment } from '../../../src/web/engine/checkEnvironment.ts';

const sorted = (s: ReadonlySet<string>) => [...s].sort();

describe('check environment', () => {
  it('matches the browser registries once the app installed its plugins', () => {
    registerBuiltins();
    installAppPlugins();
    const checked = appCheckEnvironment();
    const browser = browserCheckEnvironment();
    expect(sorted(browser.formWidgets)).toEqual(sorted(checked.formWidgets));
    expect(sorted(browser.pageWidgets)).toEqual(sorted(checked.pageWidgets));
    expect(sorted(browser.components)).toEqual(sorted(checked.components));
    expect(sorted(browser.pageWidgets)).toContain('auction-bid');
  });

  it('the browser and the server install the same plugins', () => {
    expect(WEB_PLUGINS.map((p) => p.manifest)).toEqual(PLUGIN_MANIFESTS);
  });

  it('refuses a plugin whose registrations differ from its manifest', () => {
    const manifest = { name: 'liar', requires: { entities: {} }, pageWidgets: ['one'] };
    expect(() => installWebPlugins([{ manifest, pageWidgets: {} }])).toThrow('plugin liar: registered names differ from its manifest');
  });

  it('refuses two plugins registering one name, naming both', () => {
    const load = lazy(async () => ({ default: () => null }));
    const one = { manifest: { name: 'one', requires: { entities: {} }, components: ['board'] }, pages: { board: load } };
    const two = { manifest: { name: 'two', requires: { entities: {} }, components: ['board'] }, pages: { board: load } };
    expect(() => installWebPlugins([one, two])).toThrow('插件 two 注册的自定义页面组件 "board" 与插件 one 注册的重名');
  });
});
