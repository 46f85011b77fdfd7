// The browser's page check runs the shared rules on one page bundle: the messages are those of
// `npm run check`, each with its file and JSON pointer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBundle } from '../../../src/shared/check/bundle.ts';
import type { SchemaIssue } from '../../../src/shared/check/index.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import type { ApprovalPage, DetailPage, EntitySchema, FormPage, ListPage, PageEntry, PageSchema, PagesFile } from '../../../src/shared/schema/types.ts';

const read = <T>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as T;
const franchise = read<EntitySchema>('schemas/entities/franchise.json');
const pages = read<PagesFile>('pages.json').pages;
const env = appCheckEnvironment();

function entryOf(id: string): PageEntry {
  const e = pages.find((p) => p.id === id);
  if (!e?.schema) throw new Error(`no schema page ${id}`);
  return e;
}
const schemaOf = <S extends PageSchema>(id: string): S => read<S>(entryOf(id).schema!);

function issues(pageId: string, schema: PageSchema | null, entity: EntitySchema | null = franchise): SchemaIssue[] {
  const entry = entryOf(pageId);
  const r = checkBundle(entry, { entry, schema, entity }, pages, env);
  return r.ok ? [] : r.issues;
}

describe('checkBundle', () => {
  it('accepts every franchise page as shipped', () => {
    for (const id of ['franchise_list', 'franchise_form', 'franchise_detail', 'franchise_audit', 'audit_list']) {
      expect(issues(id, schemaOf(id))).toEqual([]);
    }
  });

  it('names a form field the entity lacks and an unknown submit action, in the check command words', () => {
    const form = schemaOf<FormPage>('franchise_form');
    expect(issues('franchise_form', { ...form, fields: [...form.fields, 'color'] })).toEqual([
      { file: 'schemas/pages/franchise/form.json', pointer: `/fields/${form.fields.length}`, message: '字段 "color" 不是实体 franchise 的属性' },
    ]);
    expect(issues('franchise_form', { ...form, submitAction: 'publish' }).map((i) => i.pointer)).toEqual(['/submitAction']);
  });

  it('points at a detail section field and at a navigate action to an unknown page', () => {
    const detail = schemaOf<DetailPage>('franchise_detail');
    const sections = [detail.sections[0]!, { title: '其他', fields: ['projectName', 'ghost'] }];
    expect(issues('franchise_detail', { ...detail, sections }).map((i) => i.pointer)).toEqual(['/sections/1/fields/1']);
    const actions = [{ type: 'navigate' as const, title: '打开', page: 'nowhere' }];
    expect(issues('franchise_detail', { ...detail, actions })).toEqual([
      { file: 'schemas/pages/franchise/detail.json', pointer: '/actions/0/page', message: '页面 "nowhere" 不存在于 pages.json' },
    ]);
  });

  it('points at an approval action missing from the workflow and a row transition likewise', () => {
    const approval = schemaOf<ApprovalPage>('franchise_audit');
    expect(issues('franchise_audit', { ...approval, actions: ['approve', 'archive'] }).map((i) => i.pointer)).toEqual(['/actions/1']);
    const list = schemaOf<ListPage>('franchise_list');
    expect(issues('franchise_list', { ...list, rowActions: [{ type: 'transition', action: 'archive' }] }).map((i) => i.pointer)).toEqual(['/rowActions/0/action']);
  });

  it('runs the meta-schema too, and the new rules (filter operator, widgets)', () => {
    const list = schemaOf<ListPage>('franchise_list');
    expect(issues('franchise_list', { ...list, pageSize: 0 })[0]).toMatchObject({ pointer: '/pageSize', message: '取值应 >= 1' });
    const withLike = { ...list, filters: [{ field: 'id', op: 'like' as const }] };
    expect(issues('franchise_list', withLike)[0]).toMatchObject({ pointer: '/filters/0/op' });
    const form = schemaOf<FormPage>('franchise_form');
    const ui = { ...form, uiSchema: { ...form.uiSchema, projectName: { 'ui:widget': 'fancy' } } };
    expect(issues('franchise_form', ui)[0]).toMatchObject({ pointer: '/uiSchema/projectName/ui:widget' });
  });

  it('reports a missing entity and a kind that differs from pages.json', () => {
    expect(issues('franchise_list', schemaOf('franchise_list'), null)[0]).toMatchObject({ pointer: '/entity' });
    const got = issues('franchise_list', schemaOf('franchise_form'));
    expect(got[0]).toMatchObject({ file: 'pages.json', message: expect.stringContaining('不一致') });
  });
});
