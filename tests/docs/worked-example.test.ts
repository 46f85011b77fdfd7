// The worked example of docs/adding-a-page.md is real: its blocks, added to a copy of this project, pass
// the check the server runs at start, and the new entity, its pages and its menu come out of the
// registry. A block is marked `<!-- example-file: path -->` (a whole new file) or
// `<!-- example-append: file#/json/pointer -->` (items appended to the array at that pointer).
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCheckEnvironment } from '../../src/app/plugins.ts';
import { checkProject } from '../../src/server/registry/checkProject.ts';
import { toRegistry } from '../../src/server/registry/load.ts';

const REPO = join(import.meta.dirname, '../..');
const DOC = 'docs/adding-a-page.md';

interface ExampleBlock {
  kind: 'file' | 'append';
  file: string;
  pointer: string;
  json: unknown;
}

function exampleBlocks(markdown: string): ExampleBlock[] {
  const re = /<!-- example-(file|append): ([^\s#]+)(?:#(\S+))? -->\s*\n```json\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(re)].map((m) => ({
    kind: m[1] as 'file' | 'append',
    file: m[2]!,
    pointer: m[3] ?? '',
    json: JSON.parse(m[4]!) as unknown,
  }));
}

/** The array a JSON pointer names inside `doc`. */
function arrayAt(doc: unknown, pointer: string): unknown[] {
  let at: unknown = doc;
  for (const part of pointer.split('/').filter(Boolean)) at = (at as Record<string, unknown>)[part];
  if (!Array.isArray(at)) throw new Error(`${pointer} is not an array`);
  return at;
}

/** A copy of the project's declarative files with the example's blocks applied. */
async function projectWith(blocks: ExampleBlock[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'worked-example-'));
  for (const f of ['menus.json', 'pages.json', 'schemas']) await cp(join(REPO, f), join(root, f), { recursive: true });
  for (const b of blocks) {
    const path = join(root, b.file);
    if (b.kind === 'file') {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, JSON.stringify(b.json, null, 2));
    } else {
      const doc = JSON.parse(await readFile(path, 'utf8')) as unknown;
      arrayAt(doc, b.pointer).push(...(b.json as unknown[]));
      await writeFile(path, JSON.stringify(doc, null, 2));
    }
  }
  return root;
}

describe('the worked example in docs/adding-a-page.md', () => {
  let blocks: ExampleBlock[];
  const roots: string[] = [];
  beforeAll(async () => {
    blocks = exampleBlocks(await readFile(join(REPO, DOC), 'utf8'));
  });
  afterAll(async () => {
    for (const r of roots) await rm(r, { recursive: true, force: true });
  });

  it('is in the document: the entity, four pages, their routes, a menu entry and the listing\'s related surveys', () => {
    expect(blocks.map((b) => `${b.kind} ${b.file}`)).toEqual([
      'file schemas/entities/survey.json',
      'file schemas/pages/survey/list.json',
      'file schemas/pages/survey/form.json',
      'file schemas/pages/survey/detail.json',
      'file schemas/pages/survey/approval.json',
      'append pages.json',
      'append menus.json',
      'append schemas/pages/franchise/detail.json',
    ]);
  });

  it('passes the check, and its entity, pages and menu are in the registry', async () => {
    const root = await projectWith(blocks);
    roots.push(root);
    const { files, issues } = await checkProject(root, appCheckEnvironment());
    expect(issues).toEqual([]);
    const reg = toRegistry(files);
    expect(reg.entities.survey?.title).toBe('地块踏勘');
    const survey = reg.pages.pages.filter((p) => p.id.startsWith('survey_'));
    expect(survey.map((p) => `${p.id} ${p.kind}`)).toEqual(['survey_list list', 'survey_form form', 'survey_detail detail', 'survey_approval approval']);
    const release = reg.menus.sections.find((s) => s.name === 'transaction_management')?.children?.find((c) => c.name === 'release');
    expect(release?.children?.some((c) => c.name === 'survey' && c.page === 'survey_list')).toBe(true);
    const listing = reg.pageSchemas['schemas/pages/franchise/detail.json'];
    expect(listing?.kind === 'detail' ? listing.related?.map((r) => r.list) : null).toEqual(['registration_list', 'survey_list']);
  });

  it('would fail if a block broke a rule (a list column naming no field of the entity)', async () => {
    const broken = blocks.map((b) =>
      b.file === 'schemas/pages/survey/list.json'
        ? { ...b, json: JSON.parse(JSON.stringify(b.json).replace('"field":"surveyor"', '"field":"surveyer"')) as unknown }
        : b,
    );
    const root = await projectWith(broken);
    roots.push(root);
    const { issues } = await checkProject(root, appCheckEnvironment());
    expect(issues.map((i) => `${i.file}#${i.pointer}`)).toContain('schemas/pages/survey/list.json#/columns/2/field');
  });
});
