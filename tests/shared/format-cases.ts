// The shared table for "three places agree": the rjsf form shows `message` for `bad`, the API
// refuses `bad` with the same `message`, and the list/detail formatter shows `good` as `shown`.
// Form (tests/web), API (tests/server) and formatter (tests/shared) tests all import this file.
import type { DisplayHint, EntityProperty, EntitySchema } from '../../src/shared/schema/types.ts';

export interface FormatCase {
  /** Property name in formatCaseEntity. */
  field: string;
  /** The schema's `format` (a key of src/shared/formats `formats`). */
  format: string;
  /** The schema title: the name the messages use. */
  title: string;
  required?: boolean;
  /** A value the rule refuses ('' tests the required rule). */
  bad: string;
  /** The exact message for `bad`, in the form and in the API's errors[].message. */
  message: string;
  /** A value the rule accepts. */
  good: string;
  display?: DisplayHint;
  /** displayText(display, good) in list cells and detail views. */
  shown: string;
}

export const formatCases: readonly FormatCase[] = [
  { field: 'listingPrice', format: 'decimal2', title: '挂牌价（元）', required: true, bad: '12.345', message: '挂牌价（元）：请输入数字，最多保留两位小数', good: '1234567.8', display: 'amount', shown: '1,234,567.80' },
  { field: 'listingPrice', format: 'decimal2', title: '挂牌价（元）', required: true, bad: '', message: '挂牌价（元）不能为空', good: '1004.56', display: 'amount', shown: '1,004.56' },
  { field: 'contractAmount', format: 'decimal2', title: '合同金额（元）', bad: '-5', message: '合同金额（元）：请输入数字，最多保留两位小数', good: '1004.56', display: 'amount-capital', shown: '壹仟零肆元伍角陆分' },
  { field: 'area', format: 'decimal4', title: '面积', bad: '1.23456', message: '面积：请输入数字，最多保留四位小数', good: '12345.6789', display: 'number', shown: '12,345.6789' },
  { field: 'rate', format: 'decimal6', title: '年利率', bad: '0.1234567', message: '年利率：请输入数字，最多保留六位小数', good: '0.043500', display: 'text', shown: '0.043500' },
  { field: 'floor', format: 'integer', title: '楼层', bad: '1.5', message: '楼层：请输入整数', good: '-2', display: 'number', shown: '-2' },
  { field: 'termYears', format: 'positive-integer', title: '流转期限（年）', bad: '05', message: '流转期限（年）：请输入正整数', good: '30', display: 'number', shown: '30' },
  { field: 'contactPhone', format: 'contact-phone', title: '联系电话', required: true, bad: '0571-876543', message: '请输入正确的联系电话', good: '0571-87654321', display: 'phone', shown: '0571-87654321' },
  { field: 'contactPhone', format: 'contact-phone', title: '联系电话', required: true, bad: '', message: '联系电话不能为空', good: '13800138000', display: 'phone', shown: '13800138000' },
  { field: 'mobile', format: 'mobile', title: '手机号码', bad: '23800138000', message: '请输入正确的手机号码', good: '13800138000', display: 'phone', shown: '13800138000' },
  { field: 'contactWay', format: 'mobile', title: '联系方式', bad: '1380013800', message: '请输入正确的联系方式', good: '19912345678', display: 'phone', shown: '19912345678' },
  { field: 'idCardNo', format: 'id-card', title: '身份证号码', bad: '110101199003076633', message: '请输入正确的身份证号码', good: '33010219200403064x', display: 'text', shown: '33010219200403064x' },
  { field: 'certNo', format: 'id-card', title: '证件号码/组织机构代码', bad: '440305198502290017', message: '请输入正确的证件号码/组织机构代码', good: '150102880730303', display: 'text', shown: '150102880730303' },
  { field: 'certificateNo', format: 'id-card', title: '证书编号', bad: '990000199001010017', message: '请输入正确的证书编号', good: '830000199001010012', display: 'text', shown: '830000199001010012' },
  { field: 'transferorIdNo', format: 'id-or-org-code', title: '出让方证件号码', bad: '91350211M00013FA1N', message: '请输入正确的出让方证件号码', good: 'N2510183MF00004561', display: 'id-card', shown: 'N2510183MF00004561' },
  { field: 'transfereeIdNo', format: 'id-or-org-code', title: '受让方证件号码', bad: '!!', message: '请输入正确的受让方证件号码', good: '33010219200403064x', display: 'id-card', shown: '33010219200403064X' },
  { field: 'deedNo', format: 'certificate-no', title: '权属证书编号', bad: '见附件', message: '请输入正确的权属证书编号', good: '川(2026)蒲江县农村土地经营权第0003号', display: 'text', shown: '川(2026)蒲江县农村土地经营权第0003号' },
  { field: 'creditCode', format: 'credit-code', title: '统一社会信用代码', bad: '91110000600037341', message: '请输入正确的统一社会信用代码', good: '91350211M00013FA1N', display: 'text', shown: '91350211M00013FA1N' },
  { field: 'creditCodeChecked', format: 'credit-code-strict', title: '社会信用代码', bad: '91350211M00013FA1N', message: '请输入正确的统一社会信用代码', good: '91110000600037341L', display: 'text', shown: '91110000600037341L' },
  { field: 'startDate', format: 'date', title: '起始日期', bad: '2023-02-29', message: '请输入正确的起始日期', good: '2024-02-29', display: 'date', shown: '2024-02-29' },
  { field: 'dealTime', format: 'date-time', title: '成交时间', bad: '2024-01-05 24:00:00', message: '请输入正确的成交时间', good: '2024-01-05 08:30:00', display: 'datetime', shown: '2024-01-05 08:30:00' },
  { field: 'share', format: 'percent', title: '股权比例', bad: '100.5', message: '股权比例：请输入 0 到 100 之间的数字，最多保留两位小数', good: '12.50', display: 'percent', shown: '12.5%' },
  { field: 'regionCode', format: 'region', title: '所在地区', bad: '51013', message: '请选择正确的所在地区', good: '510131101201', display: 'text', shown: '510131101201' },
];

/** One small entity holding every field of the table, for forms and API writes. */
export function formatCaseEntity(): EntitySchema {
  const properties: Record<string, EntityProperty> = {};
  const required = new Set<string>();
  for (const c of formatCases) {
    properties[c.field] = { type: 'string', title: c.title, format: c.format as EntityProperty['format'], ...(c.display ? { 'x-display': c.display } : {}) };
    if (c.required) required.add(c.field);
  }
  return { name: 'formatCases', title: '格式用例', type: 'object', required: [...required], properties };
}

/** A record where every field holds its good value: valid as a whole, so one bad field gives one error. */
export function goodRecord(): Record<string, string> {
  return Object.fromEntries(formatCases.map((c) => [c.field, c.good]));
}
