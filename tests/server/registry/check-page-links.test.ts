// Page keywords that point at other pages or at the workflow: each broken variant reports exactly one
// issue at its file and pointer.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const MEMO_DETAIL = 'schemas/pages/memo/detail.json';

/** A second entity, without a workflow, with a detail page reachable from pages.json. */
function addMemo(f: Files, page: Record<string, unknown>): void {
  f.set('schemas/entities/memo.json', {
    name: 'memo', title: '备忘', type: 'object', required: ['text'],
    properties: { text: { type: 'string', title: '内容', maxLength: 200 }, noticeId: { type: 'string', title: '公告', format: 'positive-integer', 'x-ref': { entity: 'notice' } } },
  });
  f.set(MEMO_DETAIL, { kind: 'detail', entity: 'memo', sections: [{ title: '备忘', fields: ['text'] }], ...page });
  json(f, 'pages.json').pages.push({ id: 'memo_detail', path: '/notices/memo_detail', title: '备忘详情', kind: 'detail', schema: MEMO_DETAIL, menu: 'notice', hidden: true });
}

describe('history needs a workflow', () => {
  it('accepts a detail page without history on an entity without a workflow', async () => {
    expect(await checkVariant((f) => addMemo(f, {}))).toEqual([]);
  });

  it('refuses history on an entity without a workflow', async () => {
    const issues = await checkVariant((f) => addMemo(f, { history: true }));
    expect(issues.map((i) => [i.file, i.pointer])).toEqual([[MEMO_DETAIL, '/history']]);
    expect(issues[0]!.message).toBe('实体 memo 没有审批流程（x-workflow），不能显示流程记录（history）');
  });
});

const NOTICE_LIST = 'schemas/pages/notice/list.json';
const NOTICE_DETAIL = 'schemas/pages/notice/detail.json';

/** Memos referring to notices, with their own list (filtered by notice) and form. */
function addMemos(f: Files): void {
  addMemo(f, {});
  f.set('schemas/pages/memo/list.json', {
    kind: 'list', entity: 'memo', columns: [{ field: 'noticeId' }, { field: 'text' }], filters: [{ field: 'noticeId', op: 'eq' }],
    rowActions: [{ type: 'navigate', title: '查看', page: 'memo_detail' }],
  });
  f.set('schemas/pages/memo/form.json', { kind: 'form', entity: 'memo', mode: 'auto', fields: ['noticeId', 'text'] });
  json(f, 'pages.json').pages.push(
    { id: 'memo_list', path: '/notices/memo', title: '备忘', kind: 'list', schema: 'schemas/pages/memo/list.json', menu: 'notice' },
    { id: 'memo_form', path: '/notices/memo_form', title: '备忘编辑', kind: 'form', schema: 'schemas/pages/memo/form.json', menu: 'notice', hidden: true },
  );
}
const related = (over: Record<string, unknown> = {}) => ({ title: '备忘', list: 'memo_list', match: 'noticeId', columns: ['text'], add: { title: '新增备忘', page: 'memo_form' }, ...over });

describe('links to filtered lists and related records', () => {
  it('accepts a column link, a navigate filter and a related list that fit', async () => {
    const issues = await checkVariant((f) => {
      addMemos(f);
      json(f, NOTICE_LIST).columns[0].link = { page: 'memo_list', filter: { noticeId: 'id' } };
      json(f, NOTICE_DETAIL).actions.push({ type: 'navigate', title: '备忘', page: 'memo_list', filter: { 'noticeId.eq': 'id' } });
      json(f, NOTICE_DETAIL).related = [related()];
    });
    expect(issues).toEqual([]);
  });

  it.each([
    ['a link filter the target list does not declare', (f: Files) => (json(f, NOTICE_LIST).columns[0].link = { page: 'memo_list', filter: { text: 'headline' } }),
      NOTICE_LIST, '/columns/0/link/filter/text', /^列表页面 "memo_list" 没有筛选 text（eq）/],
    ['a link from a field the row does not have', (f: Files) => (json(f, NOTICE_LIST).columns[0].link = { page: 'memo_list', filter: { noticeId: 'headlin' } }),
      NOTICE_LIST, '/columns/0/link/filter/noticeId', /^字段 "headlin" 不是实体 notice 的属性/],
    ['a link to a page that is not a list', (f: Files) => (json(f, NOTICE_LIST).columns[0].link = { page: 'memo_form', filter: { noticeId: 'id' } }),
      NOTICE_LIST, '/columns/0/link/filter', /^filter 只能用于列表页面，页面 "memo_form" 的类型是 form/],
    ['a link to an unknown page', (f: Files) => (json(f, NOTICE_LIST).columns[0].link = { page: 'memo_lst', filter: { noticeId: 'id' } }),
      NOTICE_LIST, '/columns/0/link/page', /^页面 "memo_lst" 不存在于 pages.json.*是否应为 "memo_list"/],
    ['a toolbar action filtering by a row it does not have', (f: Files) => json(f, NOTICE_LIST).toolbar.push({ type: 'navigate', title: '备忘', page: 'memo_list', filter: { noticeId: 'id' } }),
      NOTICE_LIST, '/toolbar/1/filter', /^工具栏操作没有所在行，不能使用 filter/],
    ['a related list whose reference does not point here', (f: Files) => (json(f, NOTICE_DETAIL).related = [related({ match: 'text' })]),
      NOTICE_DETAIL, '/related/0/match', /^字段 memo\.text 不是引用 notice 的字段/],
    ['a related column the list does not show', (f: Files) => (json(f, NOTICE_DETAIL).related = [related({ columns: ['txt'] })]),
      NOTICE_DETAIL, '/related/0/columns/0', /^字段 "txt" 不是列表页面 "memo_list" 的列.*是否应为 "text"/],
    ['a related list that is not a list page', (f: Files) => (json(f, NOTICE_DETAIL).related = [related({ list: 'memo_form' })]),
      NOTICE_DETAIL, '/related/0/list', /^相关记录须来自列表页面/],
    ['an add form without the reference', (f: Files) => {
      json(f, NOTICE_DETAIL).related = [related()];
      f.set('schemas/pages/memo/form.json', { kind: 'form', entity: 'memo', mode: 'auto', fields: ['text'] });
    }, NOTICE_DETAIL, '/related/0/add/page', /^页面 "memo_form" 的 fields 中没有引用字段 "noticeId"，不能预填$/],
  ])('refuses %s', async (_name, change, file, pointer, message) => {
    const issues = await checkVariant((f) => {
      addMemos(f);
      change(f);
    });
    expect(issues.map((i) => [i.file, i.pointer])).toEqual([[file, pointer]]);
    expect(issues[0]!.message).toMatch(message);
  });
});
