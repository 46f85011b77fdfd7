// Each variant of the good fixture breaks one rule; the check must report exactly that one issue,
// at the right file and pointer, with a message that says what is wrong (and no cascade of others).
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

interface Case {
  name: string;
  change: (f: Files) => void;
  file: string;
  pointer: string;
  message: RegExp;
}

const LIST = 'schemas/pages/notice/list.json';
const FORM = 'schemas/pages/notice/form.json';
const DETAIL = 'schemas/pages/notice/detail.json';
const APPROVAL = 'schemas/pages/notice/approval.json';
const ENTITY = 'schemas/entities/notice.json';

const cases: Case[] = [
  // The core cross-references: fields, entities, pages, workflow actions and states, menus.
  {
    name: 'unknown column field',
    change: (f) => (json(f, LIST).columns[1].field = 'headlin'),
    file: LIST, pointer: '/columns/1/field',
    message: /字段 "headlin" 不是实体 notice 的属性或系统字段，是否应为 "headline"/,
  },
  {
    name: 'unknown entity',
    change: (f) => (json(f, FORM).entity = 'notise'),
    file: FORM, pointer: '/entity', message: /实体 "notise" 不存在.*是否应为 "notice"/,
  },
  {
    name: 'missing page schema file',
    change: (f) => f.delete(DETAIL),
    file: 'pages.json', pointer: '/pages/3/schema', message: /页面 schema 文件不存在：schemas\/pages\/notice\/detail\.json/,
  },
  {
    name: 'menu naming a missing page',
    change: (f) => (json(f, 'menus.json').sections[1].children[0].children[0].page = 'notice_lst'),
    file: 'menus.json', pointer: '/sections/1/children/0/children/0/page', message: /页面 "notice_lst" 不存在于 pages\.json，是否应为 "notice_list"/,
  },
  {
    name: 'workflow action not in the workflow',
    change: (f) => (json(f, DETAIL).actions[1].action = 'publish'),
    file: DETAIL, pointer: '/actions/1/action', message: /流程操作 "publish" 不存在于实体 notice 的 x-workflow/,
  },
  {
    name: 'transition to an undeclared state',
    change: (f) => (json(f, ENTITY)['x-workflow'].transitions[1].to = 'publishd'),
    file: ENTITY, pointer: '/x-workflow/transitions/1/to', message: /状态 "publishd" 未在 x-workflow\.states 中声明，是否应为 "published"/,
  },
  {
    name: 'invalid JSON syntax',
    change: (f) => f.set(LIST, '{\n  "kind": "list",\n  "entity": "notice",\n}\n'),
    file: LIST, pointer: '', message: /JSON 语法错误（第 4 行第 1 列）/,
  },
  {
    name: 'misspelled key caught by the meta-schema',
    change: (f) => {
      const c = json(f, LIST).columns[0];
      c.widht = c.width;
      delete c.width;
    },
    file: LIST, pointer: '/columns/0/widht', message: /未知的键 "widht"，是否应为 "width"/,
  },
  {
    name: 'home naming no page',
    change: (f) => (json(f, 'pages.json').home = 'notice_lst'),
    file: 'pages.json', pointer: '/home', message: /页面 "notice_lst" 不存在于 pages\.json，是否应为 "notice_list"/,
  },
  {
    name: 'duplicate page id',
    change: (f) => json(f, 'pages.json').pages.push({ ...json(f, 'pages.json').pages[1], path: '/notices/other' }),
    file: 'pages.json', pointer: '/pages/6/id', message: /页面 id "notice_list" 重复（首次出现在 \/pages\/1）/,
  },
  // Further rules.
  {
    name: 'duplicate page path',
    change: (f) => (json(f, 'pages.json').pages[2].path = '/notices/notice'),
    file: 'pages.json', pointer: '/pages/2/path', message: /路径 "\/notices\/notice" 重复/,
  },
  {
    name: 'unknown filter field',
    change: (f) => (json(f, LIST).filters[0].field = 'nope'),
    file: LIST, pointer: '/filters/0/field', message: /字段 "nope" 不是实体 notice 的属性或系统字段/,
  },
  {
    name: 'unknown fixed filter state',
    change: (f) => (json(f, 'schemas/pages/notice/audit-list.json').fixedFilters.status = 'pendin'),
    file: 'schemas/pages/notice/audit-list.json', pointer: '/fixedFilters/status', message: /状态 "pendin" 未在/,
  },
  {
    name: 'unknown default sort field',
    change: (f) => (json(f, LIST).defaultSort.field = 'created'),
    file: LIST, pointer: '/defaultSort/field', message: /字段 "created"/,
  },
  {
    name: 'navigate to an unknown page',
    change: (f) => (json(f, LIST).toolbar[0].page = 'notice_edit'),
    file: LIST, pointer: '/toolbar/0/page', message: /页面 "notice_edit" 不存在于 pages\.json/,
  },
  {
    name: 'row action state not declared',
    change: (f) => (json(f, LIST).rowActions[1].states = ['drafts']),
    file: LIST, pointer: '/rowActions/1/states/0', message: /状态 "drafts" 未在.*是否应为 "draft"/,
  },
  {
    name: 'delete on an entity that forbids it',
    change: (f) => (json(f, ENTITY)['x-delete'] = { allowed: false }),
    file: LIST, pointer: '/rowActions/2', message: /实体 notice 不允许删除/,
  },
  {
    name: 'form field that is a system field',
    change: (f) => json(f, FORM).fields.push('status'),
    file: FORM, pointer: '/fields/5', message: /"status" 是系统字段，表单不能编辑/,
  },
  {
    name: 'uiSchema key not among the form fields',
    change: (f) => (json(f, FORM).uiSchema.categry = {}),
    file: FORM, pointer: '/uiSchema/categry', message: /uiSchema 的键 "categry" 不在 fields 中，是否应为 "category"/,
  },
  {
    name: 'form submit action not in the workflow',
    change: (f) => (json(f, FORM).submitAction = 'send'),
    file: FORM, pointer: '/submitAction', message: /流程操作 "send" 不存在/,
  },
  {
    name: 'transition on an entity without workflow',
    change: (f) => {
      delete json(f, ENTITY)['x-workflow'];
      delete json(f, ENTITY)['x-delete'].states;
      json(f, LIST).rowActions = [];
      json(f, 'schemas/pages/notice/audit-list.json').fixedFilters = {};
      json(f, DETAIL).actions = [];
      // Without a workflow there is no history to show either (a check of its own).
      delete json(f, DETAIL).history;
      json(f, APPROVAL).actions = ['approve'];
      delete json(f, FORM).submitAction;
    },
    file: APPROVAL, pointer: '/actions/0', message: /实体 notice 没有 x-workflow，不能使用流程操作 "approve"/,
  },
  {
    name: 'unknown detail section field',
    change: (f) => (json(f, APPROVAL).sections[0].fields[2] = 'fees'),
    file: APPROVAL, pointer: '/sections/0/fields/2', message: /字段 "fees".*是否应为 "fee"/,
  },
  {
    name: 'approval returnTo an unknown page',
    change: (f) => (json(f, APPROVAL).returnTo = 'audit'),
    file: APPROVAL, pointer: '/returnTo', message: /页面 "audit" 不存在/,
  },
  {
    name: 'page kind differs from its schema file',
    change: (f) => (json(f, 'pages.json').pages[3].kind = 'approval'),
    file: 'pages.json', pointer: '/pages/3/kind', message: /页面类型 "approval" 与 schemas\/pages\/notice\/detail\.json 中的 kind "detail" 不一致/,
  },
  {
    name: 'custom page with a schema',
    change: (f) => (json(f, 'pages.json').pages[0].schema = 'schemas/pages/notice/list.json'),
    file: 'pages.json', pointer: '/pages/0/schema', message: /custom 页面由 component 渲染，不应有 schema/,
  },
  {
    name: 'custom page without component',
    change: (f) => delete json(f, 'pages.json').pages[0].component,
    file: 'pages.json', pointer: '/pages/0', message: /缺少必需的键 "component"/,
  },
  {
    name: 'page entry naming an unknown menu',
    change: (f) => (json(f, 'pages.json').pages[1].menu = 'notices_'),
    file: 'pages.json', pointer: '/pages/1/menu', message: /菜单 "notices_" 不存在于 menus\.json/,
  },
  {
    name: 'unknown page kind',
    change: (f) => (json(f, 'pages.json').pages[1].kind = 'lst'),
    file: 'pages.json', pointer: '/pages/1/kind', message: /取值 "lst" 不在允许范围内.*是否应为 "list"/,
  },
  {
    name: 'page schema file outside schemas/pages',
    change: (f) => (json(f, 'pages.json').pages[1].schema = '../secret.json'),
    file: 'pages.json', pointer: '/pages/1/schema', message: /应为 schemas\/pages\/ 下的 \.json 文件/,
  },
  {
    name: 'unknown kind in a page schema',
    change: (f) => (json(f, LIST).kind = 'grid'),
    file: LIST, pointer: '/kind', message: /取值 "grid" 不在允许范围内/,
  },
  {
    name: 'unknown action type',
    change: (f) => (json(f, LIST).toolbar[0].type = 'navigat'),
    file: LIST, pointer: '/toolbar/0/type', message: /是否应为 "navigate"/,
  },
  {
    name: 'duplicate menu name',
    change: (f) => (json(f, 'menus.json').sections[1].children[0].name = 'notices'),
    file: 'menus.json', pointer: '/sections/1/children/0/name', message: /菜单名 "notices" 重复（首次出现在 \/sections\/1）/,
  },
  {
    name: 'menu deeper than three levels',
    change: (f) => (json(f, 'menus.json').sections[1].children[0].children[1].children = [{ name: 'deep', title: '过深' }]),
    file: 'menus.json', pointer: '/sections/1/children/0/children/1/children', message: /菜单层级过深/,
  },
  {
    name: 'variety naming an unknown menu',
    change: (f) => json(f, 'menus.json').varieties[0].menus.push('notic_audit'),
    file: 'menus.json', pointer: '/varieties/0/menus/1', message: /菜单 "notic_audit" 不存在于菜单树，是否应为 "notice_audit"/,
  },
  {
    name: 'required field not a property',
    change: (f) => json(f, ENTITY).required.push('phone'),
    file: ENTITY, pointer: '/required/2', message: /字段 "phone" 不是实体 notice 的属性/,
  },
  {
    name: 'title field not a property',
    change: (f) => (json(f, ENTITY)['x-titleField'] = 'title'),
    file: ENTITY, pointer: '/x-titleField', message: /字段 "title" 不是实体 notice 的属性/,
  },
  {
    name: 'index not a property',
    change: (f) => json(f, ENTITY)['x-indexes'].push('categori'),
    file: ENTITY, pointer: '/x-indexes/1', message: /"categori".*是否应为 "category"/,
  },
  {
    name: 'composite index field not a property or system field',
    change: (f) => json(f, ENTITY)['x-indexes'].push(['status', 'headlin']),
    file: ENTITY, pointer: '/x-indexes/1/1', message: /字段 "headlin" 不是实体 notice 的属性或系统字段.*是否应为 "headline"/,
  },
  {
    name: 'initial state not declared',
    change: (f) => (json(f, ENTITY)['x-workflow'].initial = 'new'),
    file: ENTITY, pointer: '/x-workflow/initial', message: /状态 "new" 未在/,
  },
  {
    name: 'editable state not declared',
    change: (f) => json(f, ENTITY)['x-workflow'].editableIn.push('open'),
    file: ENTITY, pointer: '/x-workflow/editableIn/1', message: /状态 "open" 未在/,
  },
  {
    name: 'transition from an undeclared state',
    change: (f) => (json(f, ENTITY)['x-workflow'].transitions[0].from = ['draft', 'rejected']),
    file: ENTITY, pointer: '/x-workflow/transitions/0/from/1', message: /状态 "rejected" 未在/,
  },
  {
    name: 'duplicate workflow action',
    change: (f) => json(f, ENTITY)['x-workflow'].transitions.push({ action: 'approve', title: '再审', from: ['draft'], to: 'published', roles: [] }),
    file: ENTITY, pointer: '/x-workflow/transitions/3/action', message: /流程操作 "approve" 重复/,
  },
  {
    name: 'unknown property format',
    change: (f) => (json(f, ENTITY).properties.contactPhone.format = 'phone'),
    file: ENTITY, pointer: '/properties/contactPhone/format', message: /取值 "phone" 不在允许范围内/,
  },
  {
    name: 'unknown display hint',
    change: (f) => (json(f, ENTITY).properties.fee['x-display'] = 'money'),
    file: ENTITY, pointer: '/properties/fee/x-display', message: /取值 "money" 不在允许范围内/,
  },
  {
    name: 'property without title',
    change: (f) => delete json(f, ENTITY).properties.fee.title,
    file: ENTITY, pointer: '/properties/fee', message: /缺少必需的键 "title"/,
  },
  {
    name: 'property named like a system field',
    change: (f) => (json(f, ENTITY).properties.status = { type: 'string', title: '状态' }),
    file: ENTITY, pointer: '/properties/status', message: /与系统字段重名/,
  },
  {
    name: 'enum names not matching enum',
    change: (f) => json(f, ENTITY).properties.category['x-enumNames'].push('其他'),
    file: ENTITY, pointer: '/properties/category/x-enumNames', message: /x-enumNames 应与 enum 一一对应/,
  },
  {
    name: 'invalid regular expression',
    change: (f) => (json(f, ENTITY).properties.headline.pattern = '^(a'),
    file: ENTITY, pointer: '/properties/headline/pattern', message: /正则表达式无效/,
  },
  {
    name: 'bad property name',
    change: (f) => (json(f, ENTITY).properties['fee-2'] = { type: 'string', title: '费用2' }),
    file: ENTITY, pointer: '/properties/fee-2', message: /名称 "fee-2" 不合规/,
  },
  {
    name: 'duplicate entity name',
    change: (f) => f.set('schemas/entities/notice2.json', { ...json(f, ENTITY) }),
    file: 'schemas/entities/notice2.json', pointer: '/name', message: /实体名 "notice" 重复（已用于 schemas\/entities\/notice\.json）/,
  },
  {
    name: 'wrong $schema path',
    change: (f) => (json(f, LIST).$schema = '../meta/page.schema.json'),
    file: LIST, pointer: '/$schema', message: /应指向 schemas\/meta\/page\.schema\.json，相对本文件写作 "\.\.\/\.\.\/meta\/page\.schema\.json"/,
  },
  {
    name: 'page schema file no route names is still checked',
    change: (f) => f.set('schemas/pages/notice/draft.json', { kind: 'list', entity: 'notice', columns: [{ field: 'nope' }] }),
    file: 'schemas/pages/notice/draft.json', pointer: '/columns/0/field', message: /字段 "nope"/,
  },
  {
    name: 'missing menus.json',
    change: (f) => f.delete('menus.json'),
    file: 'menus.json', pointer: '', message: /文件不存在/,
  },
];

describe('schema check: one broken rule, one issue', () => {
  it.each(cases)('$name', async ({ change, file, pointer, message }) => {
    const issues = await checkVariant(change);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file, pointer });
    expect(issues[0]!.message).toMatch(message);
  });
});

describe('schema check: errors that come with company', () => {
  it('a misspelled required key names the typo and the missing key', async () => {
    const issues = await checkVariant((f) => {
      const c = json(f, LIST).columns[2];
      c.feild = c.field;
      delete c.field;
    });
    expect(issues).toHaveLength(2);
    expect(issues).toEqual(expect.arrayContaining([
      { file: LIST, pointer: '/columns/2/feild', message: '未知的键 "feild"，是否应为 "field"？' },
      { file: LIST, pointer: '/columns/2', message: '缺少必需的键 "field"' },
    ]));
  });

  it('a broken entity file hides "unknown entity" but other files are still checked', async () => {
    const issues = await checkVariant((f) => {
      f.set(ENTITY, '{ "name": "notice", ');
      json(f, 'menus.json').sections[0].children[0].page = 'hom';
    });
    expect(issues.map((i) => `${i.file}#${i.pointer}`).sort()).toEqual(['menus.json#/sections/0/children/0/page', `${ENTITY}#`]);
  });

  it('reports several problems in one run', async () => {
    const issues = await checkVariant((f) => {
      json(f, LIST).columns[0].field = 'x';
      json(f, FORM).fields[0] = 'y';
      f.delete(DETAIL);
    });
    expect(issues.map((i) => i.file).sort()).toEqual(['pages.json', FORM, LIST]);
  });
});
