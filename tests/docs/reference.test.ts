// docs/reference.md is generated from the meta-schemas (scripts/reference.ts): this fails while the file
// differs from what `npm run gen:docs` would write today, e.g. after a description in schemas/meta changed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FILE, generateReference } from '../../scripts/reference.ts';

const REPO = join(import.meta.dirname, '../..');

describe('docs/reference.md', () => {
  it('is what `npm run gen:docs` writes from the meta-schemas today', async () => {
    const committed = await readFile(join(REPO, REFERENCE_FILE), 'utf8');
    expect(committed, `${REFERENCE_FILE} is stale: run npm run gen:docs`).toBe(await generateReference(REPO));
  });

  it('names every page kind and every entity keyword of the meta-schemas', async () => {
    const text = await generateReference(REPO);
    for (const kind of ['list', 'form', 'detail', 'approval', 'stats', 'print']) expect(text).toContain(`### page kind: \`${kind}\``);
    const entityMeta = JSON.parse(await readFile(join(REPO, 'schemas/meta/entity.schema.json'), 'utf8')) as { properties: Record<string, unknown> };
    for (const key of Object.keys(entityMeta.properties)) expect(text).toContain(`| \`${key}\` |`);
  });

  it('follows a changed description (the first case can fail)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'reference-'));
    try {
      await cp(join(REPO, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
      const file = join(root, 'schemas/meta/pages.schema.json');
      const meta = JSON.parse(await readFile(file, 'utf8')) as { definitions: { page: { properties: { hidden: { description: string } } } } };
      meta.definitions.page.properties.hidden.description = '侧边栏不显示此页面。 / Left out of the sidebar.';
      await writeFile(file, JSON.stringify(meta));
      const changed = await generateReference(root);
      expect(changed).toContain('| `hidden` | boolean |  | 侧边栏不显示此页面。 / Left out of the sidebar. |');
      expect(changed).not.toBe(await generateReference(REPO));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
