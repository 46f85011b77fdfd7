// The business-rule keywords are checked like every other reference: each variant of the good fixture
// makes one mistake, and the check reports exactly that one issue at the right file and pointer.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const ENTITY = 'schemas/entities/notice.json';
const e = (f: Files) => json(f, ENTITY);

const cases: { name: string; change: (f: Files) => void; pointer: string; message: RegExp }[] = [
  {
    name: 'a computed field over a field that does not exist',
    change: (f) => (e(f).properties.fee['x-computed'] = { add: [{ field: 'headline' }, { field: 'price' }] }),
    pointer: '/properties/fee/x-computed', message: /^字段 "price" 不是实体 notice 的属性/,
  },
  {
    name: 'a computed field that is not a number',
    change: (f) => (e(f).properties.headline['x-computed'] = { field: 'fee' }),
    pointer: '/properties/headline/format', message: /^x-computed 字段须为数字格式/,
  },
  {
    name: 'a cross-field rule on an unknown field',
    change: (f) => (e(f)['x-rules'] = [{ field: 'publishDate', check: { gt: [{ field: 'publishDate' }, { field: 'startDate' }] }, message: '晚于' }]),
    pointer: '/x-rules/0/check', message: /^字段 "startDate" 不是实体 notice 的属性/,
  },
  {
    name: 'a transition requiring an unknown field',
    change: (f) => (e(f)['x-workflow'].transitions[0].requires = ['publishDat']),
    pointer: '/x-workflow/transitions/0/requires/0', message: /^字段 "publishDat" 不是实体 notice 的属性，是否应为 "publishDate"/,
  },
  {
    name: 'a transition requiring an unknown field with its own message',
    change: (f) => (e(f)['x-workflow'].transitions[0].requires = [{ field: 'publishDat', message: '发布前须填写发布日期' }]),
    pointer: '/x-workflow/transitions/0/requires/0/field', message: /^字段 "publishDat" 不是实体 notice 的属性/,
  },
  {
    name: 'four-eyes naming an action the workflow does not have',
    change: (f) => (e(f)['x-workflow'].transitions[1].distinctFrom = ['sumbit']),
    pointer: '/x-workflow/transitions/1/distinctFrom/0', message: /^流程中没有操作 "sumbit"$/,
  },
  {
    name: 'four-eyes naming the action itself',
    change: (f) => (e(f)['x-workflow'].transitions[1].distinctFrom = ['approve']),
    pointer: '/x-workflow/transitions/1/distinctFrom/0', message: /^四眼原则不能指向操作本身/,
  },
  {
    name: 'preparers that is not a yes or no',
    change: (f) => (e(f)['x-workflow'].transitions[1].preparers = 'creator'),
    pointer: '/x-workflow/transitions/1/preparers', message: /boolean|布尔/,
  },
  {
    name: 'four-eyes on a step only the server takes',
    change: (f) => e(f)['x-workflow'].transitions.push({ action: 'expire', title: '到期下架', from: ['published'], to: 'draft', roles: ['system'], preparers: true }),
    pointer: '/x-workflow/transitions/3/preparers', message: /^“到期下架”由系统自动执行，不适用四眼原则/,
  },
  {
    name: 'an effect on an action the target does not have',
    change: (f) => (e(f)['x-workflow'].transitions[1].effects = [{ entity: 'notice', match: 'headline', action: 'archive' }]),
    pointer: '/x-workflow/transitions/1/effects/0/action', message: /^实体 notice 的流程中没有操作 "archive"$/,
  },
  {
    name: 'an effect on an entity that does not exist',
    change: (f) => (e(f)['x-workflow'].transitions[1].effects = [{ entity: 'listing', via: 'headline', action: 'approve' }]),
    pointer: '/x-workflow/transitions/1/effects/0/entity', message: /^实体 "listing" 不存在$/,
  },
  {
    name: 'a ledger row on an action the workflow does not have',
    change: (f) => (e(f)['x-ledger'] = [{ on: 'publsh', entity: 'notice', set: { fee: { field: 'fee' } } }]),
    pointer: '/x-ledger/0/on', message: /^流程中没有操作 "publsh"$/,
  },
  {
    name: 'a ledger row setting a field the ledger entity does not have',
    change: (f) => (e(f)['x-ledger'] = [{ entity: 'notice', set: { amount: { field: 'fee' } } }]),
    pointer: '/x-ledger/0/set/amount', message: /^字段 "amount" 不是实体 notice 的属性/,
  },
  {
    name: 'a sequence assigned on an unknown action',
    change: (f) => (e(f).properties.headline['x-sequence'] = { prefix: 'GG', digits: 4, on: 'publish' }),
    pointer: '/properties/headline/x-sequence/on', message: /^流程中没有操作 "publish"$/,
  },
  {
    name: 'a site-setting default on a field that is not a whole number',
    change: (f) => (e(f).properties.headline['x-default'] = { siteSetting: 'listingDays' }),
    pointer: '/properties/headline/x-default', message: /^站点参数 "listingDays" 是整数，字段 "headline" 须为整数类型/,
  },
  {
    name: 'a site-setting default beside a fixed default',
    change: (f) => (e(f).properties.days = { type: 'integer', title: '天数', default: 10, 'x-default': { siteSetting: 'listingDays' } }),
    pointer: '/properties/days/x-default', message: /^字段 "days" 已有固定默认值 default/,
  },
  {
    name: 'a site-setting default naming a setting sites do not have',
    change: (f) => (e(f).properties.days = { type: 'integer', title: '天数', 'x-default': { siteSetting: 'listingDay' } }),
    pointer: '/properties/days/x-default/siteSetting', message: /listingDays/,
  },
];

describe('business-rule keywords in the check', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const issues = await checkVariant(c.change);
      expect(issues.map((i) => [i.file, i.pointer])).toEqual([[ENTITY, c.pointer]]);
      expect(issues[0]!.message).toMatch(c.message);
    });
  }

  it('finds nothing in the good fixture', async () => {
    expect(await checkVariant(() => undefined)).toEqual([]);
  });
});
