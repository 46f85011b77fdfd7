// The meta-schema validators compiled at build time (ajv standalone code) report exactly what the ones
// compiled at start report, over the project's files and broken variants of them; a module whose key does
// not match the current meta-schemas is refused.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { checkMeta, metaKey, installPrecompiledMeta } from '../../../src/shared/check/meta.ts';
import type { LoadedFile } from '../../../src/shared/check/issue.ts';
import { collectFiles } from '../../../src/server/registry/collect.ts';
import { writePrecompiledMeta } from '../../../src/server/registry/metaStandalone.ts';
import { loadPrecompiledMeta } from '../../../src/server/registry/precompiledMeta.ts';
import { PROJECT_ROOT } from '../helpers/server.ts';

// Inside the project, so the module's require() of ajv's runtime helpers resolves as it does in dist-server/.
const cacheDir = join(PROJECT_ROOT, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(join(cacheDir, 'meta-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Doc = Record<string, unknown>;
const copy = (f: LoadedFile): Doc => structuredClone(f.json) as Doc;

/** Each variant breaks one structural rule of a real file. */
function variants(files: LoadedFile[]): LoadedFile[] {
  const entity = files.find((f) => f.file === 'schemas/entities/franchise.json')!;
  const list = files.find((f) => f.file === 'schemas/pages/franchise/list.json')!;
  const menus = files.find((f) => f.file === 'menus.json')!;
  const out: LoadedFile[] = [];
  const add = (f: LoadedFile, change: (d: Doc) => void): void => {
    const d = copy(f);
    change(d);
    out.push({ file: f.file, json: d });
  };
  add(entity, (d) => (d.tittle = 'x'));
  add(entity, (d) => (d.properties = 'x'));
  add(entity, (d) => delete d.properties);
  add(entity, (d) => ((d.properties as Doc).extraField = { type: 'strin', title: '多余' }));
  add(list, (d) => (d.columns = []));
  add(list, (d) => (d.type = 'lst'));
  add(list, (d) => ((d.columns as Doc[])[0]!.widht = 3));
  add(menus, (d) => (d.sections = [{ nme: 'x' }]));
  return out;
}

describe('precompiled meta-schema validators', () => {
  it('report the same issues as the validators compiled at start', async () => {
    const { files } = await collectFiles(PROJECT_ROOT);
    const all = [...files, ...variants(files)];
    const compiled = all.map((f) => checkMeta(f.file, f.json));
    // The variants do fail, with the kind of messages the check prints.
    expect(compiled.slice(files.length).every((issues) => issues.length > 0)).toBe(true);
    expect(compiled.flat().map((i) => i.message).join('\n')).toMatch(/未知的键 "tittle"/);

    await writePrecompiledMeta(dir);
    expect(await loadPrecompiledMeta(dir)).toBe(true);
    expect(all.map((f) => checkMeta(f.file, f.json))).toEqual(compiled);
  });

  it('are refused when built from other meta-schemas, and installed when the key matches', async () => {
    const refuseAll = Object.assign(() => false, {
      errors: [{ instancePath: '', keyword: 'fake', message: '伪造的校验器', params: {}, schemaPath: '#' }],
    }) as unknown as ValidateFunction;
    const fake = { entity: refuseAll, page: refuseAll, pages: refuseAll, menus: refuseAll };
    const menus = (await collectFiles(PROJECT_ROOT)).files.find((f) => f.file === 'menus.json')!;
    expect(installPrecompiledMeta('stale', fake)).toBe(false);
    expect(checkMeta(menus.file, menus.json)).toEqual([]);
    expect(installPrecompiledMeta(metaKey(), fake)).toBe(true);
    expect(checkMeta(menus.file, menus.json)).toEqual([{ file: 'menus.json', pointer: '', message: '伪造的校验器' }]);
    // Back to the real ones for anything after this.
    expect(await loadPrecompiledMeta(dir)).toBe(true);
  });

  it('a folder without the module leaves the check compiling at start', async () => {
    expect(await loadPrecompiledMeta(join(dir, 'none'))).toBe(false);
  });
});
