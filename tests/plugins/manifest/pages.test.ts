// The pages a plugin links to or renders into (manifest `pages`): one that pages.json lacks fails the check
// naming the plugin and the page, instead of a link that silently goes nowhere.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCheckEnvironment, PLUGIN_MANIFESTS } from '../../../src/app/plugins.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import { checkEnvironment, formatIssue, type SchemaIssue } from '../../../src/shared/check/index.ts';
import { declaredPages, type PluginManifest } from '../../../src/shared/plugin.ts';

const REPO = join(import.meta.dirname, '../../..');
const pluginIssues = (issues: readonly SchemaIssue[]): SchemaIssue[] => issues.filter((i) => i.message.includes('需要页面'));

describe('pages a plugin declares', () => {
  it('are all in this project', async () => {
    expect(pluginIssues((await checkProject(REPO, appCheckEnvironment())).issues)).toEqual([]);
  });

  it('one missing fails the check naming the plugin and the page', async () => {
    const probe = { name: 'probe', requires: { entities: {} }, pages: ['file_model_form', 'nosuch_page'] } as const satisfies PluginManifest;
    expect(declaredPages(probe)).toEqual({ file_model_form: 'file_model_form', nosuch_page: 'nosuch_page' });
    const issues = (await checkProject(REPO, checkEnvironment([...PLUGIN_MANIFESTS, probe]))).issues;
    expect(issues.map(formatIssue)).toEqual([expect.stringMatching(/^pages\.json#\/pages: 插件 probe 需要页面 "nosuch_page"，但 pages\.json 中没有/)]);
  });

  it('a page of the app renamed in pages.json fails naming the plugin that links to it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'plugin-pages-'));
    try {
      for (const f of ['menus.json', 'pages.json', 'schemas']) await cp(join(REPO, f), join(root, f), { recursive: true });
      const pages = join(root, 'pages.json');
      await writeFile(pages, (await readFile(pages, 'utf8')).replace('"id": "message_notification"', '"id": "notifications"'));
      const found = pluginIssues((await checkProject(root, appCheckEnvironment())).issues).map(formatIssue);
      expect(found).toEqual([expect.stringMatching(/^pages\.json#\/pages: 插件 home 需要页面 "message_notification"/)]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
