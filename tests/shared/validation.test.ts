// EntityValidator, messageFor and fromAjv give exactly the Chinese messages naming the field.
import { describe, expect, it } from 'vitest';
import { EntityValidator, createAjv, dataSchema, fromAjv, messageFor, normalizeInput } from '../../src/shared/validation.ts';
import type { EntitySchema } from '../../src/shared/schema/types.ts';

const entity: EntitySchema = {
  name: 'contactSample',
  title: '联系样例',
  type: 'object',
  required: ['name', 'contactPhone', 'price'],
  properties: {
    name: { type: 'string', title: '项目名称', maxLength: 10, minLength: 2 },
    contactPhone: { type: 'string', title: '联系电话', format: 'contact-phone' },
    mobile: { type: 'string', title: '手机号码', format: 'mobile' },
    contactWay: { type: 'string', title: '联系方式', format: 'mobile' },
    idCardNo: { type: 'string', title: '身份证号码', format: 'id-card' },
    certNo: { type: 'string', title: '证件号码/组织机构代码', format: 'id-card' },
    creditCode: { type: 'string', title: '统一社会信用代码', format: 'credit-code' },
    price: { type: 'string', title: '挂牌价（元）', format: 'decimal2' },
    area: { type: 'string', title: '面积', format: 'decimal4' },
    termYears: { type: 'string', title: '流转期限（年）', format: 'positive-integer' },
    method: { type: 'string', title: '流转方式', enum: ['出让', '出租'] },
    count: { type: 'integer', title: '宗数', minimum: 1, maximum: 99 },
    startDate: { type: 'string', title: '起始日期', format: 'date' },
    total: { type: 'string', title: '合计', readOnly: true },
  },
};

const good = { name: '某村土地', contactPhone: '13800138000', price: '1004.56' };
const v = new EntityValidator();

describe('EntityValidator', () => {
  it('a good record has no errors; optional fields may be empty', () => {
    expect(v.validate(entity, good)).toEqual([]);
    expect(v.validate(entity, { ...good, mobile: '', idCardNo: '', creditCode: '', area: '' })).toEqual([]);
  });

  it('missing or empty required fields: {title}不能为空', () => {
    expect(v.validate(entity, {})).toEqual([
      { field: 'name', message: '项目名称不能为空' },
      { field: 'contactPhone', message: '联系电话不能为空' },
      { field: 'price', message: '挂牌价（元）不能为空' },
    ]);
    // "" and null count as missing (the formats themselves accept "")
    expect(v.validate(entity, { ...good, contactPhone: '' })).toEqual([{ field: 'contactPhone', message: '联系电话不能为空' }]);
    expect(v.validate(entity, { ...good, contactPhone: null })).toEqual([{ field: 'contactPhone', message: '联系电话不能为空' }]);
    expect(v.validate(entity, { ...good, contactPhone: '   ' })).toEqual([{ field: 'contactPhone', message: '联系电话不能为空' }]);
  });

  it.each([
    ['contactPhone', '12345', '请输入正确的联系电话'],
    ['contactPhone', '010-123456', '请输入正确的联系电话'],
    ['mobile', '2380013800', '请输入正确的手机号码'],
    ['contactWay', '1380013800', '请输入正确的联系方式'],
    ['idCardNo', '110101199003076633', '请输入正确的身份证号码'],
    ['certNo', '440305198502290017', '请输入正确的证件号码/组织机构代码'],
    ['creditCode', '91110000600037341', '请输入正确的统一社会信用代码'],
    ['price', '1.234', '挂牌价（元）：请输入数字，最多保留两位小数'],
    ['price', '-1', '挂牌价（元）：请输入数字，最多保留两位小数'],
    ['area', '1.23456', '面积：请输入数字，最多保留四位小数'],
    ['termYears', '05', '流转期限（年）：请输入正整数'],
    ['method', '买卖', '请选择正确的流转方式'],
    ['name', '名', '项目名称不能少于2个字符'],
    ['name', '一二三四五六七八九十一', '项目名称不能超过10个字符'],
    ['count', 0, '宗数不能小于1'],
    ['count', 100, '宗数不能大于99'],
    ['count', 1.5, '宗数格式不正确'],
    ['startDate', '2023-02-29', '请输入正确的起始日期'],
  ] as [string, unknown, string][])('%s = %j -> %s', (field, value, message) => {
    expect(v.validate(entity, { ...good, [field]: value })).toEqual([{ field, message }]);
  });

  it('one message per field, several fields at once', () => {
    const errors = v.validate(entity, { name: '', contactPhone: 'abc', price: '1.234', mobile: 'x' });
    expect(errors).toEqual([
      { field: 'name', message: '项目名称不能为空' },
      { field: 'contactPhone', message: '请输入正确的联系电话' },
      { field: 'mobile', message: '请输入正确的手机号码' },
      { field: 'price', message: '挂牌价（元）：请输入数字，最多保留两位小数' },
    ]);
  });

  it('a partial write checks only the fields given, and their required rule', () => {
    expect(v.validate(entity, { mobile: '13800138000' }, ['mobile'])).toEqual([]);
    expect(v.validate(entity, { contactPhone: '' }, ['contactPhone'])).toEqual([{ field: 'contactPhone', message: '联系电话不能为空' }]);
  });

  it('trims before checking, as the stored value is trimmed', () => {
    expect(v.validate(entity, { ...good, contactPhone: ' 13800138000 ' })).toEqual([]);
  });
});

describe('dataSchema / normalizeInput', () => {
  it('drops readOnly fields and engine keywords, keeps required', () => {
    const s = dataSchema(entity);
    expect(Object.keys(s.properties)).not.toContain('total');
    expect(s.required).toEqual(['name', 'contactPhone', 'price']);
    expect(dataSchema(entity, ['mobile']).required).toEqual([]);
  });

  it('normalizeInput drops "", null and undefined and trims strings', () => {
    expect(normalizeInput({ a: '', b: null, c: undefined, d: ' x ', e: 0, f: false })).toEqual({ d: 'x', e: 0, f: false });
  });
});

describe('messageFor / fromAjv (the rjsf form maps its errors through messageFor too)', () => {
  it('maps rjsf-style raw errors', () => {
    expect(messageFor({ keyword: 'required', field: '', params: { missingProperty: 'contactPhone' } }, entity)).toEqual({ field: 'contactPhone', message: '联系电话不能为空' });
    expect(messageFor({ keyword: 'format', field: 'idCardNo', params: { format: 'id-card' } }, entity)).toEqual({ field: 'idCardNo', message: '请输入正确的身份证号码' });
    expect(messageFor({ keyword: 'format', field: 'name', params: { format: 'unknown-format' } }, entity)).toEqual({ field: 'name', message: '请输入正确的项目名称' });
    expect(messageFor({ keyword: 'maxLength', field: 'name', params: { limit: 10 } }, entity)).toEqual({ field: 'name', message: '项目名称不能超过10个字符' });
    expect(messageFor({ keyword: 'exclusiveMinimum', field: 'count', params: { limit: 0 } }, entity)).toEqual({ field: 'count', message: '宗数必须大于0' });
    expect(messageFor({ keyword: 'somethingElse', field: 'name', params: {} }, entity)).toEqual({ field: 'name', message: '请输入正确的项目名称' });
    // a field the schema does not know is named by its key
    expect(messageFor({ keyword: 'required', field: '', params: { missingProperty: 'ghost' } }, entity)).toEqual({ field: 'ghost', message: 'ghost不能为空' });
  });

  it('fromAjv reads ajv errors', () => {
    const ajv = createAjv();
    const fn = ajv.compile(dataSchema(entity));
    expect(fn({ name: 'ab', contactPhone: '1', price: '1' })).toBe(false);
    expect(fromAjv(fn.errors, entity)).toEqual([{ field: 'contactPhone', message: '请输入正确的联系电话' }]);
    expect(fromAjv(null, entity)).toEqual([]);
  });
});
