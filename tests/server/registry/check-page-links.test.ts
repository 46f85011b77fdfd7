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
