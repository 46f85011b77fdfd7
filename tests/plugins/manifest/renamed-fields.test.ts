// A field a plugin uses, renamed in the schemas consistently (entity and every page of it), fails the
// check naming the plugin and the field, instead of passing and breaking the plugin at run time (a
// renamed auction_enroll.earnestPaid refused every bid; a renamed auction.delayCount lost the delays).
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import { formatIssue, type SchemaIssue } from '../../../src/shared/check/index.ts';

const REPO = join(import.meta.dirname, '../../..');

/** The project's declarative files in a temporary folder, `field` of `entity` renamed everywhere it is
 *  named (the entity file and every page schema of that entity), checked with the app's plugins. */
async function checkRenamed(entity: string, field: string, renamed: string): Promise<SchemaIssue[]> {
  const root = await mkdtemp(join(tmpdir(), 'plugin-fields-'));
  try {
    for (const f of ['menus.json', 'pages.json', 'schemas']) await cp(join(REPO, f), join(root, f), { recursive: true });
    const quoted = new RegExp(`"${field}"`, 'g');
    const rename = async (path: string): Promise<void> => writeFile(path, (await readFile(path, 'utf8')).replace(quoted, `"${renamed}"`));
    await rename(join(root, 'schemas/entities', `${entity}.json`));
    const pages = await readdir(join(root, 'schemas/pages'), { recursive: true, withFileTypes: true });
    for (const e of pages.filter((p) => p.isFile() && p.name.endsWith('.json'))) {
      const path = join(e.parentPath, e.name);
      if ((JSON.parse(await readFile(path, 'utf8')) as { entity?: unknown }).entity === entity) await rename(path);
    }
    return (await checkProject(root, appCheckEnvironment())).issues;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe('a field a plugin uses, renamed in the schemas', () => {
  it('auction_enroll.earnestPaid names plugin auction and the field', async () => {
    const issues = await checkRenamed('auction_enroll', 'earnestPaid', 'depositSettled');
    expect(issues.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/entities\/auction_enroll\.json#\/properties: 插件 auction 需要属性 "earnestPaid"/)]);
  });

  it('auction.delayCount names plugin auction and the field', async () => {
    const issues = await checkRenamed('auction', 'delayCount', 'extensionCount');
    expect(issues.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/entities\/auction\.json#\/properties: 插件 auction 需要属性 "delayCount"/)]);
  });
});
