// The TypeScript types of the declarative files are generated from the meta-schemas, so they cannot
// drift: this fails when a meta-schema changed and `npm run gen:types` was not run (or a generated
// file was edited by hand). What generation cannot see is checked below: the copies of one vocabulary
// in two meta-schemas, and the format list kept in the file for editors.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import entityMeta from '../../../schemas/meta/entity.schema.json' with { type: 'json' };
import pageMeta from '../../../schemas/meta/page.schema.json' with { type: 'json' };
import pagesMeta from '../../../schemas/meta/pages.schema.json' with { type: 'json' };
import { knownFormats } from '../../../src/shared/check/meta.ts';
import { generateTypes } from '../../../src/server/cli/typegen.ts';

const REPO = join(import.meta.dirname, '../../..');
type Node = { properties?: Record<string, unknown>; enum?: unknown[] };

describe('generated schema types', () => {
  it('are what `npm run gen:types` writes from the meta-schemas today', async () => {
    const generated = await generateTypes(REPO);
    expect(generated.map((g) => g.file).sort()).toEqual([
      'src/shared/schema/generated/entity.ts', 'src/shared/schema/generated/menus.ts',
      'src/shared/schema/generated/page.ts', 'src/shared/schema/generated/pages.ts',
    ]);
    for (const g of generated) expect(await readFile(join(REPO, g.file), 'utf8'), `${g.file} is stale: run npm run gen:types`).toBe(g.text);
  });

  it('regenerate a changed meta-schema differently (the test above can fail)', async () => {
    const { compile } = await import('json-schema-to-typescript');
    const a = await compile({ type: 'object', properties: { x: { type: 'string' } } }, 'T', { bannerComment: '' });
    const b = await compile({ type: 'object', properties: { x: { type: 'number' } } }, 'T', { bannerComment: '' });
    expect(a).not.toBe(b);
  });
});

describe('vocabularies repeated across meta-schemas', () => {
  const ed = entityMeta.definitions as Record<string, Node>;
  const pd = pageMeta.definitions as Record<string, Node>;

  it('display hints are the same in entity and page schemas', () => {
    expect([...pd.displayHint!.enum!].sort()).toEqual([...ed.displayHint!.enum!].sort());
  });

  it('page kinds of pages.json are the page schema kinds plus custom', () => {
    expect([...pagesMeta.definitions.page.properties.kind.enum].sort()).toEqual([...pageMeta.properties.kind.enum, 'custom'].sort());
  });

  it('the format list offered to editors is the shared formats plus date and date-time', () => {
    // The check validates against the live list; this keeps the file's copy (for editors) in step.
    expect([...ed.format!.enum!].sort()).toEqual(knownFormats().sort());
  });
});
