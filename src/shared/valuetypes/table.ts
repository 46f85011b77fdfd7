// The value-type table: for each kind of value, its SQL reading, list column, form widget, filter,
// detail display, template filters, sample and text. List, form, filter, detail, approval, print, stats
// and SQL all read this one table, so a value reads the same wherever it appears.
import type { FilterOp } from '../schema/types.ts';
import type { ValueTypeName } from './names.ts';
import { isoDate, SAMPLE_CREDIT_CODE, SAMPLE_ID_CARD, sampleNumber, sampleText } from './samples.ts';
import {
  amountText, booleanText, capitalText, dateText, datetimeText, enumText, numberText, orRaw, plain, referenceText,
  regionText, relativeText, withUnit,
} from './text.ts';
import type { ValueType } from './types.ts';
import { fileLabel } from '../files.ts';

/** A file's text: its name when the value carries one ({name}), else, for an upload field's URL, its kind
 *  ("PDF 文件": the original name lives with the file, not the record). */
const fileText: ValueType['text'] = (v) => {
  if (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string') return (v as { name: string }).name;
  const s = plain(v).trim();
  return s === '' ? '' : fileLabel(s);
};

const TEXT_OPS: readonly FilterOp[] = ['eq', 'like', 'in'];
const NUMBER_OPS: readonly FilterOp[] = ['eq', 'in', 'gte', 'lte', 'between'];
const RANGE_OPS: readonly FilterOp[] = ['eq', 'gte', 'lte', 'between'];
const CHOICE_OPS: readonly FilterOp[] = ['eq', 'in'];

type Row = Omit<ValueType, 'name'>;

const text: Row = {
  title: '文本',
  sql: { kind: 'text' },
  numeric: false,
  summable: false,
  ordered: false,
  sortable: true,
  align: 'left',
  widthClass: 'free',
  width: 160,
  minWidth: 80,
  fullRow: false,
  excel: 'text',
  filter: { widget: 'input', ops: TEXT_OPS },
  detail: 'text',
  templateFilters: [],
  sample: sampleText,
  text: (v) => plain(v).trim(),
};

const decimal = (title: string, scale: number, sample: string): Row => ({
  title,
  sql: { kind: 'numeric', scale },
  numeric: true,
  summable: true,
  ordered: true,
  sortable: true,
  align: 'right',
  widthClass: 'whole',
  width: 110,
  minWidth: 80,
  fullRow: false,
  excel: 'number',
  filter: { widget: 'number-range', ops: NUMBER_OPS },
  detail: 'text',
  templateFilters: [],
  sample: (p) => sampleNumber(p, sample),
  text: numberText,
});

const choice = (title: string, textOf: ValueType['text'], sample: ValueType['sample']): Row => ({
  title,
  sql: { kind: 'text' },
  numeric: false,
  summable: false,
  ordered: false,
  sortable: true,
  align: 'left',
  widthClass: 'whole',
  width: 110,
  minWidth: 80,
  widget: undefined,
  fullRow: false,
  excel: 'code',
  filter: { widget: 'select', ops: CHOICE_OPS },
  detail: 'text',
  templateFilters: [],
  sample,
  text: textOf,
});

const ROWS: Record<ValueTypeName, Row> = {
  text,
  textarea: { ...text, title: '多行文本', width: 220, widget: 'textarea', fullRow: true, filter: { widget: 'input', ops: ['like'] } },
  integer: { ...decimal('整数', 0, '5'), width: 90 },
  number: decimal('数字', 6, '36.5'),
  amount: {
    ...decimal('金额（元）', 2, '128000.50'),
    width: 130,
    minWidth: 110,
    templateFilters: ['amount', 'capital'],
    // Money always shows fen: 1,000.00.
    text: amountText,
  },
  // Written out in words it is long text: it may be cut in a list like any other.
  'amount-capital': { ...decimal('金额大写', 2, '128000.50'), align: 'left', widthClass: 'free', width: 220, templateFilters: ['amount', 'capital'], text: capitalText },
  decimal4: decimal('四位小数', 4, '36.5'),
  decimal6: { ...decimal('六位小数', 6, '103.512345'), width: 120 },
  area: {
    ...decimal('面积', 4, '45.3'),
    // The unit comes from the record's sibling "<field>Unit" (亩 / 平方米), written once.
    text: (v, ctx) => withUnit(numberText(v), ctx.unit),
  },
  // A rate: filtered and sorted as a number, but a sum of rates means nothing (a stats page averages none).
  percent: { ...decimal('百分比', 2, '12.5'), summable: false, text: (v) => withUnit(numberText(v), '%') },
  phone: { ...text, title: '电话', widthClass: 'whole', width: 130, minWidth: 125, sample: () => '13800138000' },
  'id-card': { ...text, title: '身份证号码', widthClass: 'whole', width: 180, minWidth: 165, sample: () => SAMPLE_ID_CARD, text: (v) => plain(v).trim().toUpperCase() },
  'credit-code': { ...text, title: '统一社会信用代码', widthClass: 'whole', width: 180, minWidth: 165, sample: () => SAMPLE_CREDIT_CODE, text: (v) => plain(v).trim().toUpperCase() },
  date: {
    ...text,
    title: '日期',
    // Stored as YYYY-MM-DD text, which orders and compares correctly as text.
    sql: { kind: 'text' },
    ordered: true,
    align: 'left',
    widthClass: 'whole',
    excel: 'date',
    width: 110,
    minWidth: 100,
    filter: { widget: 'date-range', ops: RANGE_OPS },
    templateFilters: ['date', 'cndate'],
    sample: (_p, today) => isoDate(today),
    text: dateText,
  },
  datetime: {
    ...text,
    title: '日期时间',
    sql: { kind: 'text' },
    ordered: true,
    widthClass: 'whole',
    excel: 'datetime',
    width: 170,
    minWidth: 165,
    filter: { widget: 'date-range', ops: RANGE_OPS },
    templateFilters: ['date', 'datetime', 'cndate'],
    sample: (_p, today) => today.toISOString(),
    text: datetimeText,
  },
  'relative-time': {
    ...text,
    title: '相对时间',
    sql: { kind: 'text' },
    ordered: true,
    widthClass: 'whole',
    excel: 'datetime',
    width: 120,
    filter: { widget: 'date-range', ops: RANGE_OPS },
    templateFilters: ['date', 'datetime', 'cndate'],
    sample: (_p, today) => today.toISOString(),
    text: (v, ctx) => relativeText(v, ctx.now ?? Date.now()),
  },
  enum: choice('枚举', (v, ctx) => enumText(v, ctx.property), (p) => p?.enum?.[0]),
  // A dictionary's labels are free text of any length: they give way in a list.
  dict: { ...choice('字典', (v, ctx) => ctx.dict?.[plain(v)] ?? plain(v), sampleText), widthClass: 'free', widget: 'dict', lookup: 'dict' },
  status: { ...choice('状态', (v, ctx) => ctx.states?.[plain(v)]?.title ?? plain(v), () => undefined), minWidth: 100, detail: 'tag' },
  boolean: { ...choice('是否', booleanText, () => true), width: 80, align: 'center', excel: 'boolean' },
  region: {
    ...choice('地区', regionText, () => '510131'),
    sql: { kind: 'text', prefix: true },
    lookup: 'region',
    widthClass: 'free',
    excel: 'text',
    width: 200,
    widget: 'region',
    filter: { widget: 'region', ops: ['eq'] },
  },
  reference: {
    ...choice('关联记录', referenceText, (p) => sampleNumber(p, '1')),
    lookup: 'reference',
    widthClass: 'free',
    excel: 'text',
    width: 180,
    widget: 'reference',
    filter: { widget: 'reference', ops: CHOICE_OPS },
    // {{listingId}} prints the listing's name, {{listingId|number}} its number.
    templateFilters: ['number'],
    detail: 'link',
  },
  // An upload field holds one file's URL (/api/files/…); screens name it by its kind, the form uploads.
  file: { ...text, title: '附件', sortable: false, fullRow: true, widget: 'upload', filter: { widget: 'input', ops: [] }, detail: 'file', sample: () => ({ name: '附件.pdf' }), text: fileText },
  image: { ...text, title: '图片', sortable: false, fullRow: true, width: 100, widget: 'upload', filter: { widget: 'input', ops: [] }, detail: 'image', sample: () => ({ name: '图片.jpg' }), text: fileText },
  // A record's own number (id, siteId, version): compared and ranged as an integer, shown as its digits.
  serial: {
    ...decimal('编号', 0, '1'),
    sql: { kind: 'integer' },
    summable: false,
    width: 90,
    text: (v) => plain(v).trim(),
  },
  richtext: {
    ...text,
    title: '富文本',
    sortable: false,
    fullRow: true,
    width: 240,
    widget: 'richtext',
    filter: { widget: 'input', ops: ['like'] },
    detail: 'html',
    sample: (p) => `<p>${sampleText(p)}</p>`,
    // Lists, prints and stats read the words, not the markup.
    text: (v) => orRaw(v, (s) => String(s).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim()),
  },
};

export const VALUE_TYPES: Readonly<Record<ValueTypeName, ValueType>> = Object.fromEntries(
  Object.entries(ROWS).map(([name, row]) => [name, { name, ...row }]),
) as Record<ValueTypeName, ValueType>;
