// The check's rules for references (x-ref): each broken variant reports exactly one issue at its pointer.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const ENTITY = 'schemas/entities/notice.json';

function withRef(f: Files, ref: Record<string, unknown>): void {
  json(f, ENTITY).properties.related = { type: 'string', title: '相关公告', format: 'positive-integer', 'x-ref': ref };
}

describe('x-ref check', () => {
  it('accepts a reference to an entity with its label, filter and copy fields', async () => {
    const issues = await checkVariant((f) =>
      withRef(f, { entity: 'notice', labelField: 'headline', filter: { status: ['published'], category: 'news' }, copy: { fee: 'fee', publishDate: 'createdAt' } }),
    );
    expect(issues).toEqual([]);
  });

  it.each([
    ['unknown target entity', { entity: 'notise' }, '/properties/related/x-ref/entity', /引用的实体 "notise" 不存在.*是否应为 "notice"/],
    ['unknown label field', { entity: 'notice', labelField: 'headlin' }, '/properties/related/x-ref/labelField', /字段 "headlin".*是否应为 "headline"/],
    ['filter on an unknown target field', { entity: 'notice', filter: { categry: 'news' } }, '/properties/related/x-ref/filter/categry', /字段 "categry"/],
    ['copy into a field the form does not have', { entity: 'notice', copy: { feee: 'fee' } }, '/properties/related/x-ref/copy/feee', /字段 "feee"/],
    ['copy from a field the target does not have', { entity: 'notice', copy: { fee: 'price' } }, '/properties/related/x-ref/copy/fee', /字段 "price"/],
  ])('%s', async (_name, ref, pointer, message) => {
    const issues = await checkVariant((f) => withRef(f, ref));
    expect(issues.map((i) => ({ file: i.file, pointer: i.pointer }))).toEqual([{ file: ENTITY, pointer }]);
    expect(issues[0]!.message).toMatch(message);
  });

  it('needs a label field when the target has no x-titleField', async () => {
    const issues = await checkVariant((f) => {
      delete json(f, ENTITY)['x-titleField'];
      withRef(f, { entity: 'notice' });
    });
    expect(issues.map((i) => i.pointer)).toEqual(['/properties/related/x-ref']);
    expect(issues[0]!.message).toMatch(/没有 x-titleField/);
  });

  it('refuses an unknown value type name in x-display', async () => {
    const issues = await checkVariant((f) => (json(f, ENTITY).properties.fee['x-display'] = 'money'));
    expect(issues.map((i) => i.pointer)).toEqual(['/properties/fee/x-display']);
  });
});
