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

interface PageDoc {
  entity?: string;
  related?: { list: string; columns?: string[] }[];
}

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
    const files = pages.filter((p) => p.isFile() && p.name.endsWith('.json')).map((e) => join(e.parentPath, e.name));
    const docs = new Map<string, PageDoc>();
    for (const path of files) docs.set(path, JSON.parse(await readFile(path, 'utf8')) as PageDoc);
    // The entity's list pages, by id: another entity's detail page names their columns in `related`.
    const index = JSON.parse(await readFile(join(root, 'pages.json'), 'utf8')) as { pages: { id: string; schema?: string }[] };
    const lists = new Set(index.pages.filter((p) => p.schema && docs.get(join(root, p.schema))?.entity === entity).map((p) => p.id));
    for (const [path, doc] of docs) {
      if (doc.entity === entity) await rename(path);
      else if (doc.related?.some((r) => lists.has(r.list))) {
        for (const r of doc.related.filter((x) => lists.has(x.list))) r.columns = r.columns?.map((c) => (c === field ? renamed : c));
        await writeFile(path, JSON.stringify(doc));
      }
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
