import { beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { dataSchema } from '../../../src/shared/validation.ts';
import { chineseErrors, fieldOfProperty, loadValidator, toErrorSchema, validator } from '../../../src/web/renderers/form/validation.ts';
import { fieldOfId } from '../../../src/web/renderers/form/fieldOfId.ts';
import { franchise } from './fixtures.ts';

const schema = dataSchema(franchise, ['projectName', 'contactPhone', 'idCardNo', 'creditCode', 'listingPrice', 'termYears']) as RJSFSchema;

// The form's validator loads after the form paints (deferredValidator.ts); these check the loaded one.
beforeAll(async () => {
  await loadValidator();
});

function messages(data: Record<string, unknown>): Record<string, string> {
  const { errors } = validator.validateFormData(data, schema, undefined, chineseErrors(franchise));
  return Object.fromEntries(errors.map((e) => [fieldOfProperty(e.property), e.message ?? '']));
}

describe('form validation words', () => {
  it('gives the server’s messages for each shared format and for required fields, without repeating the field’s label', () => {
    expect(messages({ projectName: '东村', contactPhone: '123', idCardNo: '110101199003070000', creditCode: '123', listingPrice: '1.234', termYears: '05' })).toEqual({
      contactPhone: '请输入正确的联系电话',
      idCardNo: '请输入正确的身份证号码',
      creditCode: '请输入正确的统一社会信用代码',
      // The server says 挂牌价（元）：请输入数字…; under its labelled field the label is not said twice.
      listingPrice: '请输入数字，最多保留两位小数',
      termYears: '请输入正整数',
    });
    expect(messages({})).toEqual({ projectName: '项目名称不能为空', contactPhone: '联系电话不能为空', listingPrice: '挂牌价（元）不能为空' });
  });

  it('accepts a landline and a valid 18-digit ID', () => {
    expect(messages({ projectName: '东村', contactPhone: '0731-8888888', idCardNo: '11010519491231002X', listingPrice: '100' })).toEqual({});
  });

  it('maps server FieldErrors (names or JSON pointers) to rjsf extraErrors', () => {
    expect(toErrorSchema([{ field: 'contactPhone', message: '请输入正确的联系电话' }, { field: '/area', message: '面积有误' }])).toEqual({
      contactPhone: { __errors: ['请输入正确的联系电话'] },
      area: { __errors: ['面积有误'] },
    });
    // A message that names its field in front loses that prefix under the labelled field only.
    expect(toErrorSchema([{ field: 'termYears', message: '流转期限（年）：请输入正整数' }], franchise)).toEqual({ termYears: { __errors: ['请输入正整数'] } });
  });

  it('reads field names from rjsf properties and element ids', () => {
    expect(fieldOfProperty('.contactPhone')).toBe('contactPhone');
    expect(fieldOfProperty("['first-name']")).toBe('first-name');
    expect(fieldOfProperty('projectName')).toBe('projectName');
    expect(fieldOfId('root_transferorType-0', ['transferorType', 'transferor'])).toBe('transferorType');
    expect(fieldOfId('other', ['a'])).toBeNull();
  });
});
