// Table-driven cases for every format rule and its message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats, formatValidators, message, messages } from '../../src/shared/formats/index.ts';

/** format -> [values accepted, values refused] */
const table: Record<string, [string[], string[]]> = {
  decimal2: [
    ['0', '0.5', '0.05', '1', '10', '1004.56', '99999999999.99', '0.00'],
    ['-1', '1.', '.5', '00.5', '01', '1.234', '1,000', 'abc', ' 1', '1e3', '+1', '1.2.3'],
  ],
  decimal4: [
    ['0.1234', '12345.6789', '7'],
    ['0.12345', '-0.1', '1.', '01.1'],
  ],
  decimal6: [
    ['0.123456', '3.14159', '100'],
    ['0.1234567', '-3', '.1'],
  ],
  integer: [
    ['0', '7', '-7', '1234567890123'],
    ['-0', '01', '1.0', '1.5', '+1', 'a', '--1'],
  ],
  'positive-integer': [
    ['1', '9', '10', '30', '100000'],
    ['0', '01', '007', '-1', '1.0', '1.5', 'a', ' 1'],
  ],
  'contact-phone': [
    ['13800138000', '19912345678', '010-12345678', '0571-87654321', '021-1234567', '0755-1234567'],
    ['1380013800', '138001380000', '23800138000', '12345', '010-123456', '010-123456789', '01012345678', '10-1234567', '00571-1234567', '0571 87654321', '+8613800138000'],
  ],
  mobile: [
    ['13800138000', '10000000000'],
    ['1380013800', '23800138000', '138-0013-8000', '0571-87654321'],
  ],
  'id-card': [
    ['110101199003076632', '33010219200403064X', '33010219200403064x', '150102880730303', '923200199001010018', '110101200002290018', '830000199001010012', '932682198501010017', '910000199001010012', '710000199001010015', '110101180001010015'],
    ['110101199003076633', '1101011990030766', '1101011990030766321', '11010119900307663Y', '440305198502290017', '110101190002290011', '110101179912310010', '110101199002300014', '110101199013010012', '990000199001010017', '970000199001010017', '900000199001010017', '920000199001010017', '990102880730303', '150102880230303', '830102880730303'],
  ],
  // ID card, or a credit / organisation code whose check character is right (any letter case).
  'id-or-org-code': [
    ['110101199003076632', '33010219200403064x', '150102880730303', '91110000600037341L', '91110000600037341l', 'N2510183MF00004561', 'A1110000600037341K', '60003734-1', '600037341'],
    ['abc', '!!', '110101199003076633', '91350211M00013FA1N', 'FOOBARFOOBARFOOBAR', '60003734-2', '6000373-41', '60003734-', '110101199003076'],
  ],
  'certificate-no': [
    ['川(2026)蒲江县农村土地经营权第0003号', '浙（2020）杭州市不动产权第0123456号', '林证字〔2012〕第330102000123号', '510131001205JC00023', 'PJJZ2025-0046', 'PJTX2026-00001', 'No. 123456', '第０００３号'],
    ['!!', 'abc', '无', '见附件', ' 123', '123 ', '12  34', '12\t34', '<script>1', '12345;', `${'x'.repeat(60)}1`],
  ],
  'credit-code': [
    ['91110000600037341L', '91350211M00013FA1N', '9111000060003IOZSV', '91110000600037341l', 'FOOBARFOOBARFOOBAR'],
    ['91110000600037341', '91110000600037341LL', '9111000060003734-L', '91110000 600037341'],
  ],
  'credit-code-strict': [
    ['91110000600037341L', 'A1110000600037341K'],
    ['91350211M00013FA1N', '91110000600037341l', '9111000060003IOZSV', 'FOOBARFOOBARFOOBAR', '91110000600037341K', '9111A000600037341L'],
  ],
  date: [
    ['2024-02-29', '2000-02-29', '2023-12-31', '1900-01-01'],
    ['2023-02-29', '1900-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-1-5', '20240105', '2024/01/05'],
  ],
  'date-time': [
    ['2024-01-05 08:30:00', '2024-01-05T08:30', '2024-01-05T08:30:00.123Z', '2024-01-05T08:30:00+08:00', '2024-02-29 23:59:59'],
    ['2024-01-05', '2024-01-05 24:00:00', '2024-01-05 08:60', '2023-02-29 08:00:00', '2024-01-05 8:30'],
  ],
  percent: [
    ['0', '12.5', '100', '99.99'],
    ['100.01', '-1', '12.345', 'abc'],
  ],
  region: [
    ['510000', '510131', '510131101', '510131101201'],
    ['51', '5101311', '5101311012', 'abcdef'],
  ],
};

describe('formats', () => {
  it('the table covers every format', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(formats).sort());
  });

  for (const [name, [good, bad]] of Object.entries(table)) {
    describe(name, () => {
      const validate = formats[name]!.validate;
      it('accepts the empty string (emptiness is the required rule)', () => expect(validate('')).toBe(true));
      it.each(good)('accepts %s', (v) => expect(validate(v)).toBe(true));
      it.each(bad)('refuses %s', (v) => expect(validate(v)).toBe(false));
    });
  }

  it('formatValidators() exposes the same rules for ajv and rjsf', () => {
    const v = formatValidators();
    expect(Object.keys(v).sort()).toEqual(Object.keys(formats).sort());
    expect(v['contact-phone']!('12345')).toBe(false);
    expect(v['contact-phone']!('13800138000')).toBe(true);
  });

  it('names the same formats as the entity meta-schema', () => {
    const meta = JSON.parse(readFileSync('schemas/meta/entity.schema.json', 'utf8')) as {
      definitions: { format: { enum: string[] } };
    };
    expect(Object.keys(formats).sort()).toEqual([...meta.definitions.format.enum].sort());
  });
});

describe('messages', () => {
  const cases: [string, string, string][] = [
    // format, title, expected
    ['decimal2', '挂牌价（元）', '请输入数字，最多保留两位小数'],
    ['decimal4', '面积', '请输入数字，最多保留四位小数'],
    ['decimal6', '利率', '请输入数字，最多保留六位小数'],
    ['integer', '楼层', '请输入整数'],
    ['positive-integer', '期限', '请输入正整数'],
    ['contact-phone', '联系人电话', '请输入正确的联系电话'],
    ['mobile', '联系电话', '请输入正确的联系电话'],
    ['mobile', '联系方式', '请输入正确的联系方式'],
    ['mobile', '手机号码', '请输入正确的手机号码'],
    ['mobile', '电话号码', '请输入正确的电话号码'],
    ['id-card', '身份证号码', '请输入正确的身份证号码'],
    ['id-card', '证件号码/组织机构代码', '请输入正确的证件号码/组织机构代码'],
    ['id-card', '证书编号', '请输入正确的证书编号'],
    ['credit-code', '信用代码', '请输入正确的统一社会信用代码'],
    ['credit-code-strict', '信用代码', '请输入正确的统一社会信用代码'],
    ['date', '起始日期', '请输入正确的起始日期'],
    ['date-time', '成交时间', '请输入正确的成交时间'],
  ];
  it.each(cases)('%s titled %s -> %s', (format, title, expected) => {
    expect(message(formats[format]!.message, { title })).toBe(expected);
  });

  it('fills {title} and {limit} for the generic rules', () => {
    expect(message('required', { title: '联系电话' })).toBe('联系电话不能为空');
    expect(message('required', { title: '身份证号码' })).toBe('身份证号码不能为空');
    expect(message('invalid', { title: '坐落位置' })).toBe('请输入正确的坐落位置');
    expect(message('maxLength', { title: '项目名称', limit: 100 })).toBe('项目名称不能超过100个字符');
    expect(message('minLength', { title: '项目名称', limit: 2 })).toBe('项目名称不能少于2个字符');
    expect(message('minimum', { title: '期限', limit: 1 })).toBe('期限不能小于1');
    expect(message('maximum', { title: '期限', limit: 70 })).toBe('期限不能大于70');
    expect(message('exclusiveMinimum', { title: '价格', limit: 0 })).toBe('价格必须大于0');
    expect(message('enum', { title: '流转方式' })).toBe('请选择正确的流转方式');
    expect(message('type', { title: '面积' })).toBe('面积格式不正确');
  });

  it('every message is Chinese and every placeholder is one the callers fill', () => {
    for (const text of Object.values(messages)) {
      expect(text).toMatch(/[\u4e00-\u9fa5]/);
      for (const [, p] of text.matchAll(/\{(\w+)\}/g)) expect(['title', 'limit']).toContain(p);
    }
  });
});
