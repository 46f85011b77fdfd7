// The mistakes a new implementer made that used to pass the check: each variant of the good fixture
// makes one, and the check reports exactly that one issue at the right file and pointer.
import { describe, expect, it } from 'vitest';
import { checkEnvironment, type CheckEnvironment } from '../../../src/shared/check/index.ts';
import { checkVariant, FIXTURE_PLUGIN, json, type Files } from './project.ts';

interface Case {
  name: string;
  change: (f: Files) => void;
  env?: CheckEnvironment;
  file: string;
  pointer: string;
  message: RegExp;
}

const LIST = 'schemas/pages/notice/list.json';
const FORM = 'schemas/pages/notice/form.json';
const DETAIL = 'schemas/pages/notice/detail.json';
const ENTITY = 'schemas/entities/notice.json';

const auctionLike = (states: string[], actions: string[] = [], fields: string[] = []) =>
  checkEnvironment([FIXTURE_PLUGIN, { name: 'notice-board', requires: { entities: { notice: { states, actions, fields } } } }]);

const cases: Case[] = [
  {
    name: 'list tabs by a field that is not an enum',
    change: (f) => (json(f, LIST).tabs = { field: 'headline' }),
    file: LIST, pointer: '/tabs/field', message: /^页签字段 "headline" 必须是枚举字段$/,
  },
  {
    name: 'a page role no role declares',
    change: (f) => (json(f, 'pages.json').pages[1].roles = ['auditer']),
    file: 'pages.json', pointer: '/pages/1/roles/0', message: /^角色 "auditer" 未在 menus\.json 的 roles 中声明，是否应为 "auditor"/,
  },
  {
    name: 'a workflow role no role declares',
    change: (f) => (json(f, ENTITY)['x-workflow'].transitions[0].roles = ['clerk']),
    file: ENTITY, pointer: '/x-workflow/transitions/0/roles/0', message: /^角色 "clerk" 未在 menus\.json 的 roles 中声明$/,
  },
  {
    name: 'an action role no role declares',
    change: (f) => (json(f, LIST).rowActions[2].roles = ['operater']),
    file: LIST, pointer: '/rowActions/2/roles/0', message: /角色 "operater"/,
  },
  {
    name: 'a role whitelisting a menu that does not exist',
    change: (f) => json(f, 'menus.json').roles.push({ name: 'viewer', title: '查看', menus: ['notices_x'] }),
    file: 'menus.json', pointer: '/roles/3/menus/0', message: /^菜单 "notices_x" 不存在于菜单树，是否应为 "notices"/,
  },
  {
    name: 'a path duplicated with a trailing slash',
    change: (f) => (json(f, 'pages.json').pages[2].path = '/notices/notice/'),
    file: 'pages.json', pointer: '/pages/2/path', message: /^路径 "\/notices\/notice\/" 重复（与 "\/notices\/notice" 只差大小写或末尾的 \/）（首次出现在 \/pages\/1）$/,
  },
  {
    name: 'a path duplicated in other case',
    change: (f) => (json(f, 'pages.json').pages[2].path = '/Notices/Notice'),
    file: 'pages.json', pointer: '/pages/2/path', message: /重复.*首次出现在 \/pages\/1/,
  },
  {
    name: 'a like filter on a number field',
    change: (f) => json(f, LIST).filters.push({ field: 'fee', op: 'like' }),
    file: LIST, pointer: '/filters/2/op', message: /^筛选方式 "like" 不适用于金额（元）字段 "fee"（可用：eq、in、gte、lte、between）$/,
  },
  {
    name: 'a range filter on a code',
    change: (f) => json(f, LIST).filters.push({ field: 'category', op: 'between' }),
    file: LIST, pointer: '/filters/2/op', message: /不适用于枚举字段 "category"（可用：eq、in）/,
  },
  {
    name: 'an unknown uiSchema widget',
    change: (f) => (json(f, FORM).uiSchema.headline = { 'ui:widget': 'textara' }),
    file: FORM, pointer: '/uiSchema/headline/ui:widget', message: /^未知的表单部件 "textara"：string 类型字段可用 .*是否应为 "textarea"/,
  },
  {
    name: 'a widget that exists but not for the field type',
    change: (f) => (json(f, FORM).uiSchema.fee = { 'ui:widget': 'updown' }),
    file: FORM, pointer: '/uiSchema/fee/ui:widget', message: /未知的表单部件 "updown"：string 类型字段可用/,
  },
  {
    name: 'an unregistered page widget',
    change: (f) => (json(f, DETAIL).widgets = [{ type: 'auction-bidd' }]),
    file: DETAIL, pointer: '/widgets/0/type', message: /^未注册的页面部件 "auction-bidd"，是否应为 "auction-bid"/,
  },
  {
    name: 'an unregistered custom page component',
    change: (f) => (json(f, 'pages.json').pages[0].component = 'homepage'),
    file: 'pages.json', pointer: '/pages/0/component', message: /^未注册的自定义页面组件 "homepage"/,
  },
  {
    name: 'a workflow state a plugin requires, renamed',
    change: (f) => {
      const wf = json(f, ENTITY)['x-workflow'];
      wf.states.live = wf.states.published;
      delete wf.states.published;
      for (const t of wf.transitions) if (t.to === 'published') t.to = 'live';
    },
    env: auctionLike(['published']),
    file: ENTITY, pointer: '/x-workflow/states', message: /^插件 notice-board 需要流程状态 "published"/,
  },
  {
    name: 'a workflow action a plugin requires',
    change: () => undefined,
    env: auctionLike([], ['publish']),
    file: ENTITY, pointer: '/x-workflow/transitions', message: /^插件 notice-board 需要流程操作 "publish"/,
  },
  {
    name: 'a field a plugin requires',
    change: () => undefined,
    env: auctionLike([], [], ['headlin']),
    file: ENTITY, pointer: '/properties', message: /^插件 notice-board 需要属性 "headlin"，是否应为 "headline"/,
  },
  {
    name: 'a JSON syntax error, with line and column',
    change: (f) => f.set(FORM, '{\n  "kind": "form"\n  "entity": "notice"\n}\n'),
    file: FORM, pointer: '', message: /^JSON 语法错误（第 3 行第 3 列）：缺少逗号 ,$/,
  },
  {
    name: 'a form section naming a field the form does not show',
    change: (f) => (json(f, FORM).sections = [{ title: '基本信息', fields: ['headline', 'fees'] }]),
    file: FORM, pointer: '/sections/0/fields/1', message: /^分组中的字段 "fees" 不在 fields 中，是否应为 "fee"/,
  },
  {
    name: 'x-public naming a field the entity does not have',
    change: (f) => (json(f, ENTITY)['x-public'] = { states: ['published'], fields: ['headline', 'headlin'] }),
    file: ENTITY, pointer: '/x-public/fields/1', message: /headlin/,
  },
  {
    name: 'x-public naming a state the workflow does not have',
    change: (f) => (json(f, ENTITY)['x-public'] = { states: ['publish'], fields: ['headline'] }),
    file: ENTITY, pointer: '/x-public/states/0', message: /^流程中没有状态 "publish"$/,
  },
  {
    name: 'x-public without states on an entity with a workflow',
    change: (f) => (json(f, ENTITY)['x-public'] = { fields: ['headline'] }),
    file: ENTITY, pointer: '/x-public', message: /^有流程的实体须用 states 指明公开的流程状态$/,
  },
];

describe('engine rules of the check', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const issues = await checkVariant(c.change, c.env);
      expect(issues.map((i) => `${i.file}#${i.pointer}`)).toEqual([`${c.file}#${c.pointer}`]);
      expect(issues[0]!.message).toMatch(c.message);
    });
  }

  it('a plugin requiring an entity that does not exist names the plugin', async () => {
    const env = checkEnvironment([FIXTURE_PLUGIN, { name: 'auction', requires: { entities: { auction: { states: ['bidding'] } } } }]);
    const issues = await checkVariant(() => undefined, env);
    expect(issues).toEqual([{ file: 'schemas/entities/auction.json', pointer: '', message: '插件 auction 需要实体 "auction"，但 schemas/entities 中没有' }]);
  });
});
