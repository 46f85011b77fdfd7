import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import type { EntitySchema } from '../../../src/shared/schema/types.ts';
import { chooseTemplate, isPrefillSource, prefillParams, readPrefill, templateFits, templateTypeField } from '../../../src/shared/template/index.ts';

const target: EntitySchema = {
  name: 't',
  title: '目标',
  type: 'object',
  properties: {
    name: { type: 'string', title: '名称' },
    price: { type: 'string', title: '价格' },
    count: { type: 'integer', title: '数量' },
    flag: { type: 'boolean', title: '标记' },
    tags: { type: 'array', title: '标签' },
    computed: { type: 'string', title: '计算', readOnly: true },
  },
};

function row(id: number, data: Record<string, unknown>, extra: Partial<RecordRow> = {}): RecordRow {
  return { id, status: 'ended', siteId: 1, variety: 'TDJYQ', version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', data, ...extra };
}

describe('prefillParams', () => {
  it('reads data fields and system columns, leaving empty and structured values out', () => {
    const r = row(7, { winnerName: '李四', finalPrice: '5000.00', empty: ' ', list: ['a'], n: 3, ok: false });
    expect(prefillParams({ listingId: 'id', transfereeName: 'winnerName', dealPrice: 'finalPrice', s: 'status', e: 'empty', l: 'list', n: 'n', b: 'ok', m: 'missing' }, r)).toEqual({
      'prefill.listingId': '7',
      'prefill.transfereeName': '李四',
      'prefill.dealPrice': '5000.00',
      'prefill.s': 'ended',
      'prefill.n': '3',
      'prefill.b': 'false',
    });
  });

  it('names only source paths a row can answer', () => {
    expect(isPrefillSource(target, 'name')).toBe(true);
    expect(isPrefillSource(target, 'createdAt')).toBe(true);
    expect(isPrefillSource(target, 'nope')).toBe(false);
  });
});

describe('readPrefill', () => {
  it('takes only the form fields, typed, and drops what does not convert', () => {
    const q = new URLSearchParams('prefill.name=张三&prefill.price=12.50&prefill.count=3&prefill.flag=true&prefill.tags=x&prefill.computed=1&prefill.other=1&name=x');
    expect(readPrefill(q, ['name', 'price', 'count', 'flag', 'tags', 'computed'], target)).toEqual({ name: '张三', price: '12.50', count: 3, flag: true });
    expect(readPrefill(new URLSearchParams('prefill.count=1.5&prefill.flag=yes'), ['count', 'flag'], target)).toEqual({});
    expect(readPrefill(q, ['price'], target)).toEqual({ price: '12.50' });
  });
});

describe('template choice', () => {
  const fm: EntitySchema = { name: 'file_model', title: '模板', type: 'object', properties: { modelType: { type: 'string', title: '类型' } } };

  it('finds the type field by the contract name or file_model\'s', () => {
    expect(templateTypeField(fm)).toBe('modelType');
    expect(templateTypeField({ ...fm, properties: { type: { type: 'string', title: '类型' }, modelType: { type: 'string', title: '类型' } } })).toBe('type');
    expect(templateTypeField({ ...fm, properties: {} })).toBeUndefined();
  });

  it('offers enabled templates of the entity and the record\'s variety', () => {
    const rec = row(1, {});
    expect(templateFits(row(2, { sourceEntity: 'contract' }), 'contract', undefined, rec)).toBe(true);
    expect(templateFits(row(2, { modelType: 'contract' }), 'contract', 'contract', rec)).toBe(true);
    expect(templateFits(row(2, { type: 'contract' }), 'contract', 'contract', rec)).toBe(true);
    expect(templateFits(row(2, { modelType: 'authenticate' }), 'contract', 'contract', rec)).toBe(false);
    expect(templateFits(row(2, {}), 'contract', 'contract', rec)).toBe(false);
    expect(templateFits(row(2, { enabled: false }), 'contract', undefined, rec)).toBe(false);
    expect(templateFits(row(2, { sourceEntity: 'authenticate' }), 'contract', undefined, rec)).toBe(false);
    expect(templateFits(row(2, { varieties: 'LQ, TDJYQ' }), 'contract', undefined, rec)).toBe(true);
    expect(templateFits(row(2, { varieties: 'LQ，GQ' }), 'contract', undefined, rec)).toBe(false);
  });

  it('opens the record\'s own template, else the remembered one, else the first', () => {
    const ts = [row(10, {}), row(11, {}), row(12, {})];
    expect(chooseTemplate(ts, row(1, { templateId: '12' }), '11')?.id).toBe(12);
    expect(chooseTemplate(ts, row(1, { templateId: '99' }), '11')?.id).toBe(11);
    expect(chooseTemplate(ts, row(1, {}), null)?.id).toBe(10);
    expect(chooseTemplate([], row(1, {}), null)).toBeUndefined();
  });
});
