// Transition guards and rollups are checked like every other declaration: the good fixture plus a second
// entity (notice_line, whose noticeId refers to a notice) is clean; each variant makes one mistake and the
// check reports exactly that one issue at the right file and pointer.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const NOTICE = 'schemas/entities/notice.json';
const LINE = 'schemas/entities/notice_line.json';

/** A referring entity with a workflow: the lines of a notice, each with an amount and a kind. */
function addLines(f: Files): void {
  f.set(LINE, {
    name: 'notice_line', title: '公告明细', type: 'object', 'x-titleField': 'label',
    properties: {
      label: { type: 'string', title: '名称', maxLength: 50 },
      noticeId: { type: 'string', title: '公告', format: 'positive-integer', 'x-ref': { entity: 'notice', labelField: 'headline' } },
      kind: { type: 'string', title: '类型', enum: ['in', 'out'] },
      amount: { type: 'string', title: '金额', format: 'decimal2' },
      day: { type: 'string', title: '日期', format: 'date' },
    },
    'x-workflow': {
      initial: 'open',
      states: { open: { title: '进行中' }, closed: { title: '已关闭' } },
      transitions: [{ action: 'close', title: '关闭', from: ['open'], to: 'closed', roles: ['operator'] }],
    },
  });
  const n = json(f, NOTICE);
  n.properties.lineTotal = { type: 'string', title: '明细合计', format: 'decimal2', readOnly: true, 'x-rollup': { entity: 'notice_line', match: 'noticeId', op: 'sum', field: 'amount', where: { kind: 'in', status: ['open'] } } };
  n.properties.lineCount = { type: 'string', title: '明细数', format: 'integer', readOnly: true, 'x-rollup': { entity: 'notice_line', match: 'noticeId', op: 'count' } };
  n.properties.firstDay = { type: 'string', title: '最早日期', format: 'date', readOnly: true, 'x-rollup': { entity: 'notice_line', match: 'noticeId', op: 'min', field: 'day' } };
  // A line closes only while its notice is published, and a notice is not published while a line is open.
  json(f, LINE)['x-workflow'].transitions[0].guards = [{ via: 'noticeId', states: ['published'] }];
  n['x-workflow'].transitions[1].guards = [{ entity: 'notice_line', match: 'noticeId', notStates: ['open'], message: '明细未关闭' }];
}

const prop = (f: Files) => json(f, NOTICE).properties.lineTotal;
const rollup = (f: Files) => prop(f)['x-rollup'];
const guardOfLine = (f: Files) => json(f, LINE)['x-workflow'].transitions[0].guards[0];
const guardOfNotice = (f: Files) => json(f, NOTICE)['x-workflow'].transitions[1].guards[0];

const cases: { name: string; file: string; change: (f: Files) => void; pointer: string; message: RegExp }[] = [
  { name: 'a rollup over an entity that does not exist', file: NOTICE, change: (f) => (rollup(f).entity = 'notice_lines'), pointer: '/properties/lineTotal/x-rollup/entity', message: /^实体 "notice_lines" 不存在，是否应为 "notice_line"/ },
  { name: 'a rollup whose match field does not refer to this entity', file: NOTICE, change: (f) => (rollup(f).match = 'label'), pointer: '/properties/lineTotal/x-rollup/match', message: /^实体 notice_line 的字段 "label" 不是引用实体 notice 的字段/ },
  { name: 'a rollup whose match field does not exist', file: NOTICE, change: (f) => (rollup(f).match = 'notice'), pointer: '/properties/lineTotal/x-rollup/match', message: /^字段 "notice" 不是实体 notice_line 的属性/ },
  { name: 'a sum over an unknown field', file: NOTICE, change: (f) => (rollup(f).field = 'amout'), pointer: '/properties/lineTotal/x-rollup/field', message: /^字段 "amout" 不是实体 notice_line 的属性，是否应为 "amount"/ },
  { name: 'a sum over a text field', file: NOTICE, change: (f) => (rollup(f).field = 'label'), pointer: '/properties/lineTotal/x-rollup/field', message: /^汇总的字段 "label" 须为数字格式/ },
  { name: 'a sum without a field', file: NOTICE, change: (f) => delete rollup(f).field, pointer: '/properties/lineTotal/x-rollup', message: /^sum 须指定 field/ },
  { name: 'a sum shown with another value type than the summed field', file: NOTICE, change: (f) => (prop(f).format = 'decimal4'), pointer: '/properties/lineTotal/format', message: /^汇总字段的格式须与被汇总的字段相同（decimal2），现为 decimal4/ },
  { name: 'a count that is not an integer', file: NOTICE, change: (f) => (json(f, NOTICE).properties.lineCount.format = 'decimal2'), pointer: '/properties/lineCount/format', message: /^count 汇总字段的格式须为 integer/ },
  { name: 'a rollup the client could type', file: NOTICE, change: (f) => delete prop(f).readOnly, pointer: '/properties/lineTotal', message: /^x-rollup 字段 "lineTotal" 由服务器汇总，须声明 "readOnly": true/ },
  { name: 'a where on an unknown field', file: NOTICE, change: (f) => (rollup(f).where = { knd: 'in' }), pointer: '/properties/lineTotal/x-rollup/where/knd', message: /^字段 "knd" 不是实体 notice_line 的属性/ },
  { name: 'a where value the field cannot hold', file: NOTICE, change: (f) => (rollup(f).where = { kind: 'inn' }), pointer: '/properties/lineTotal/x-rollup/where/kind', message: /^"inn" 不是实体 notice_line 字段 kind 的取值，是否应为 "in"/ },
  { name: 'a where on an undeclared state', file: NOTICE, change: (f) => (rollup(f).where = { status: ['open', 'closd'] }), pointer: '/properties/lineTotal/x-rollup/where/status/1', message: /^状态 "closd" 未在 x-workflow.states 中声明，是否应为 "closed"/ },
  { name: 'a guard via an unknown field', file: LINE, change: (f) => (guardOfLine(f).via = 'notice'), pointer: '/x-workflow/transitions/0/guards/0/via', message: /^字段 "notice" 不是实体 notice_line 的属性/ },
  { name: 'a guard via a field that is no reference', file: LINE, change: (f) => (guardOfLine(f).via = 'label'), pointer: '/x-workflow/transitions/0/guards/0/via', message: /^字段 "label" 不是引用字段（x-ref）/ },
  { name: 'a guard naming a state the referenced entity does not have', file: LINE, change: (f) => (guardOfLine(f).states = ['publshed']), pointer: '/x-workflow/transitions/0/guards/0/states/0', message: /^状态 "publshed" 未在 x-workflow.states 中声明，是否应为 "published"/ },
  { name: 'a guard with both states and notStates', file: LINE, change: (f) => (guardOfLine(f).notStates = ['draft']), pointer: '/x-workflow/transitions/0/guards/0', message: /^guards 须且只须指定 states（允许的状态）或 notStates（不允许的状态）之一/ },
  { name: 'a guard on an entity that does not exist', file: NOTICE, change: (f) => (guardOfNotice(f).entity = 'notice_row'), pointer: '/x-workflow/transitions/1/guards/0/entity', message: /^实体 "notice_row" 不存在/ },
  { name: 'a guard matching an unknown field', file: NOTICE, change: (f) => (guardOfNotice(f).match = 'noticeID'), pointer: '/x-workflow/transitions/1/guards/0/match', message: /^字段 "noticeID" 不是实体 notice_line 的属性，是否应为 "noticeId"/ },
  { name: 'a guard naming a state of the wrong entity', file: NOTICE, change: (f) => (guardOfNotice(f).notStates = ['published']), pointer: '/x-workflow/transitions/1/guards/0/notStates/0', message: /^状态 "published" 未在 x-workflow.states 中声明/ },
  { name: 'a guard with entity but no match', file: NOTICE, change: (f) => delete guardOfNotice(f).match, pointer: '/x-workflow/transitions/1/guards/0', message: /^guards 的 entity 与 match 须同时指定/ },
];

describe('transition guards and rollups in the check', () => {
  it('finds nothing in the fixture with both declared', async () => {
    expect(await checkVariant(addLines)).toEqual([]);
  });

  for (const c of cases) {
    it(c.name, async () => {
      const issues = await checkVariant((f) => {
        addLines(f);
        c.change(f);
      });
      expect(issues.map((i) => [i.file, i.pointer])).toEqual([[c.file, c.pointer]]);
      expect(issues[0]!.message).toMatch(c.message);
    });
  }

  it('refuses an unknown rollup operation by the meta-schema', async () => {
    const issues = await checkVariant((f) => {
      addLines(f);
      rollup(f).op = 'avg';
    });
    expect(issues.map((i) => i.file)).toEqual([NOTICE]);
    expect(issues[0]!.pointer).toMatch(/^\/properties\/lineTotal/);
  });
});
