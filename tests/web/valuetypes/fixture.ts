// One entity with a field of every value type, one record of it, and what each field must read as.
import type { RecordRow } from '../../../src/shared/api.ts';
import type { EntitySchema } from '../../../src/shared/schema/types.ts';
import type { ValueTypeName } from '../../../src/shared/valuetypes/index.ts';

export const plot: EntitySchema = {
  name: 'plot',
  title: '地块',
  type: 'object',
  'x-titleField': 'name',
  properties: {
    name: { type: 'string', title: '名称', maxLength: 50 },
    notes: { type: 'string', title: '说明', maxLength: 2000 },
    years: { type: 'string', title: '年限', format: 'positive-integer' },
    price: { type: 'string', title: '价格（元）', format: 'decimal2' },
    ratio4: { type: 'string', title: '系数', format: 'decimal4' },
    lng: { type: 'string', title: '经度', format: 'decimal6' },
    area: { type: 'string', title: '面积', format: 'decimal4' },
    areaUnit: { type: 'string', title: '面积单位', enum: ['亩', '平方米'] },
    share: { type: 'string', title: '股权比例', format: 'percent' },
    phone: { type: 'string', title: '电话', format: 'contact-phone' },
    idCard: { type: 'string', title: '身份证号码', format: 'id-card' },
    credit: { type: 'string', title: '统一社会信用代码', format: 'credit-code' },
    day: { type: 'string', title: '日期', format: 'date' },
    at: { type: 'string', title: '时间', format: 'date-time' },
    kind: { type: 'string', title: '类别', enum: ['a', 'b'], 'x-enumNames': ['甲类', '乙类'] },
    landUse: { type: 'string', title: '土地用途', 'x-dict': 'land_use' },
    active: { type: 'boolean', title: '启用' },
    region: { type: 'string', title: '所在地区', format: 'region' },
    listing: { type: 'string', title: '挂牌项目', format: 'positive-integer', 'x-ref': { entity: 'franchise' } },
    attachment: { type: 'object', title: '附件', contentMediaType: 'application/pdf' },
    photo: { type: 'object', title: '照片', contentMediaType: 'image/jpeg' },
    body: { type: 'string', title: '正文', contentMediaType: 'text/html' },
    scan: { type: 'string', title: '扫描件', maxLength: 200, 'x-upload': { accept: ['.pdf', '.jpg'], maxBytes: 1048576 } },
    seal: { type: 'string', title: '印章', maxLength: 200, 'x-upload': { accept: ['.png', '.jpg'], maxBytes: 1048576 } },
  },
};

/** Field -> [its value type, stored value, the text every screen must show]. */
export const CASES: Record<string, [ValueTypeName, unknown, string]> = {
  name: ['text', '飞虎村3组地块', '飞虎村3组地块'],
  notes: ['textarea', '东邻水渠', '东邻水渠'],
  years: ['integer', '5', '5'],
  price: ['amount', '1004.5', '1,004.50'],
  ratio4: ['decimal4', '0.1250', '0.125'],
  lng: ['decimal6', '103.512300', '103.5123'],
  area: ['area', '45.3000', '45.3亩'],
  share: ['percent', '12.50', '12.5%'],
  phone: ['phone', '13800138000', '13800138000'],
  idCard: ['id-card', '51013119750312001x', '51013119750312001X'],
  credit: ['credit-code', '91510131ma6c12345x', '91510131MA6C12345X'],
  day: ['date', '2026-03-01', '2026-03-01'],
  at: ['datetime', '2026-03-01 10:30:00', '2026-03-01 10:30:00'],
  kind: ['enum', 'b', '乙类'],
  landUse: ['dict', 'farmland', '耕地'],
  active: ['boolean', true, '是'],
  region: ['region', '510131101201', '蒲江县 / 大塘镇 / 铁牛村'],
  listing: ['reference', '3', '河沙村耕地经营权出租'],
  attachment: ['file', { name: '流转合同.pdf' }, '流转合同.pdf'],
  photo: ['image', { name: '地块.jpg' }, '地块.jpg'],
  body: ['richtext', '<p>四至<b>清楚</b></p>', '四至清楚'],
  scan: ['file', '/api/files/2026/11/0f3a.pdf', 'PDF 文件'],
  seal: ['image', '/api/files/2026/11/9b1c.png', 'PNG 文件'],
};

export function plotRecord(): RecordRow {
  const data: Record<string, unknown> = { areaUnit: '亩' };
  for (const [f, [, v]] of Object.entries(CASES)) data[f] = v;
  return { id: 9, status: null, siteId: 1, variety: null, version: 1, createdAt: '2026-03-01T02:30:00.000Z', updatedAt: '2026-03-01T02:30:00.000Z', data };
}

export const REGION_NAMES: Record<string, string> = {
  '510000': '四川省', '510100': '成都市', '510131': '蒲江县', '510131101': '大塘镇', '510131101201': '铁牛村',
};
