// The one checker refuses a bad table-backed resource declaration (x-table), naming file and pointer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { checkFiles } from '../../../src/shared/check/check.ts';
import type { SchemaIssue } from '../../../src/shared/check/index.ts';

const FILE = 'schemas/entities/dictionary.json';
const read = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'));
const dictionary = read(FILE) as Record<string, unknown> & { 'x-table': Record<string, unknown>; properties: Record<string, unknown> };

/** The dictionary pages and the files they name, with the entity replaced. */
function check(entity: unknown): SchemaIssue[] {
  const files = ['menus.json', 'pages.json', 'schemas/pages/dictionary/list.json', 'schemas/pages/dictionary/form.json', 'schemas/pages/dictionary/detail.json'];
  const pages = read('pages.json') as { pages: { schema?: string }[] };
  // Only the dictionary's pages are judged; the rest of pages.json names files this test leaves out.
  const keep = { ...pages, pages: pages.pages.filter((p) => !p.schema || files.includes(p.schema)) };
  return checkFiles(
    [...files.filter((f) => f !== 'pages.json').map((file) => ({ file, json: read(file) })), { file: 'pages.json', json: keep }, { file: FILE, json: entity }],
    appCheckEnvironment(),
  ).filter((i) => i.file === FILE);
}

const withTable = (patch: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({ ...dictionary, ...rest, 'x-table': { ...dictionary['x-table'], ...patch } });

describe('x-table declarations', () => {
  it('accepts the shipped dictionary', () => {
    expect(check(dictionary)).toEqual([]);
  });

  it('names a property without a column and a column for a property that does not exist', () => {
    const columns = { type: 'type', code: 'code', label: 'label', varietyCode: 'variety', colour: 'colour' };
    expect(check(withTable({ columns }))).toEqual([
      { file: FILE, pointer: '/x-table/columns/colour', message: '属性 "colour" 不存在（properties 中没有）' },
      { file: FILE, pointer: '/properties/sort', message: '属性 "sort" 没有对应的列：请在 /x-table/columns 中声明' },
    ]);
  });

  it('refuses one column used twice, a reserved table, global without site, and records-only keywords', () => {
    const messages = check(
      withTable(
        { name: 'users', columns: { ...(dictionary['x-table'].columns as object), label: 'code' }, site: undefined },
        { 'x-variety': true },
      ),
    ).map((i) => `${i.pointer} ${i.message}`);
    expect(messages).toEqual([
      '/x-table/name 数据表 "users" 由系统自身维护，不能声明为业务对象',
      '/x-variety 使用 x-table 的业务对象不支持 x-variety（它需要 records 表）',
      '/x-table/global global 需要同时声明 site（所属站点列）',
      '/x-table/columns/label 列 "code" 已用于 /x-table/columns/code',
    ]);
  });

  it('refuses a column name that could carry SQL, through the meta-schema', () => {
    const issues = check(withTable({ columns: { ...(dictionary['x-table'].columns as object), label: 'label; DROP TABLE users' } }));
    expect(issues.map((i) => i.pointer)).toEqual(['/x-table/columns/label']);
  });

  it('refuses an object property', () => {
    const properties = { ...dictionary.properties, sort: { type: 'object', title: '排序', properties: {} } };
    expect(check({ ...dictionary, properties }).map((i) => i.message)).toContain('x-table 的属性只能是单值（字符串、数字、布尔），"sort" 是 object');
  });
});
