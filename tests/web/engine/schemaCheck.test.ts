import { describe, expect, it } from 'vitest';
import type { ApprovalPage, DetailPage, FormPage, ListPage, PageSchema } from '../../../src/shared/schema/types.ts';
import { checkBundle } from '../../../src/web/engine/schemaCheck.ts';
import { entryOf, franchise, pages, schemaOf } from '../renderers/fixtures.ts';

function problem(pageId: string, schema: PageSchema) {
  const entry = entryOf(pageId);
  const r = checkBundle(entry, { entry, schema, entity: franchise }, pages);
  return r.ok ? null : r.problem;
}

describe('checkBundle', () => {
  it('accepts every franchise page as shipped', () => {
    for (const id of ['franchise_list', 'franchise_form', 'franchise_detail', 'franchise_audit', 'audit_list']) {
      expect(problem(id, schemaOf(id))).toBeNull();
    }
  });

  it('points at a form field the entity lacks, and an unknown submit action', () => {
    const form = schemaOf<FormPage>('franchise_form');
    expect(problem('franchise_form', { ...form, fields: ['projectName', 'color'] })).toEqual({
      file: 'schemas/pages/franchise/form.json',
      path: '/fields/1',
      message: '实体 franchise 中没有可编辑字段 color',
    });
    expect(problem('franchise_form', { ...form, submitAction: 'publish' })?.path).toBe('/submitAction');
  });

  it('points at a detail section field and at a navigate action to an unknown page', () => {
    const detail = schemaOf<DetailPage>('franchise_detail');
    const sections = [detail.sections[0]!, { title: '其他', fields: ['projectName', 'ghost'] }];
    expect(problem('franchise_detail', { ...detail, sections })?.path).toBe('/sections/1/fields/1');
    const actions = [{ type: 'navigate' as const, title: '打开', page: 'nowhere' }];
    expect(problem('franchise_detail', { ...detail, actions })).toMatchObject({ path: '/actions/0/page', message: 'pages.json 中没有页面 nowhere' });
  });

  it('points at an approval action missing from the workflow and a row transition likewise', () => {
    const approval = schemaOf<ApprovalPage>('franchise_audit');
    expect(problem('franchise_audit', { ...approval, actions: ['approve', 'archive'] })?.path).toBe('/actions/1');
    const list = schemaOf<ListPage>('franchise_list');
    expect(problem('franchise_list', { ...list, rowActions: [{ type: 'transition', action: 'archive' }] })?.path).toBe('/rowActions/0/action');
  });
});
