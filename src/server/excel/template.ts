// The import template: one header row of Chinese field titles (required ones marked *), and a second
// sheet that says what each column takes.
import { loadExcel } from './lazy.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';

/** A trailing * marks a required column; it is not part of the title when the file comes back. */
export const REQUIRED_MARK = '*';

const FORMAT_HINTS: Record<string, string> = {
  date: '日期，如 2027-01-01、2027/1/1 或 20270101',
  'date-time': '日期时间，如 2027-01-01 09:30',
  decimal2: '数字，最多 2 位小数',
  decimal4: '数字，最多 4 位小数',
  decimal6: '数字，最多 6 位小数',
  integer: '整数',
  'positive-integer': '正整数',
  'contact-phone': '手机号码或固定电话',
  mobile: '手机号码',
  'id-card': '18 位身份证号码',
  'id-or-org-code': '个人填身份证号码，组织填统一社会信用代码或组织机构代码',
  'certificate-no': '证书上的编号，如 川(2026)蒲江县农村土地经营权第0003号',
  'credit-code': '18 位统一社会信用代码',
  'credit-code-strict': '18 位统一社会信用代码',
};

export function headerTitle(entity: EntitySchema, field: string): string {
  const title = entity.properties[field]?.title ?? field;
  return (entity.required ?? []).includes(field) ? `${title}${REQUIRED_MARK}` : title;
}

function hint(entity: EntitySchema, field: string, dict: Record<string, string> | undefined): string {
  const p = entity.properties[field];
  if (p?.enum) return `可选：${(p['x-enumNames'] ?? p.enum.map(String)).join('、')}`;
  if (dict) return `可选：${Object.values(dict).join('、')}`;
  if (p?.type === 'boolean') return '是 或 否';
  const parts = [p?.format ? FORMAT_HINTS[p.format] : undefined, p?.maxLength ? `不超过 ${p.maxLength} 个字` : undefined];
  return parts.filter(Boolean).join('，') || '文本';
}

export async function templateWorkbook(entity: EntitySchema, fields: string[], dicts: Record<string, Record<string, string>>): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const data = wb.addWorksheet('导入数据', { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = fields.map((f) => ({ header: headerTitle(entity, f), key: f, width: Math.max(14, headerTitle(entity, f).length * 2 + 4) }));
  data.getRow(1).font = { bold: true };
  // Text cells, so Excel keeps leading zeros and long digit strings (ID cards, credit codes) as typed.
  fields.forEach((_, i) => (data.getColumn(i + 1).numFmt = '@'));
  const help = wb.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'title', width: 22 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写要求', key: 'hint', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  for (const f of fields) {
    help.addRow({ title: entity.properties[f]?.title ?? f, required: (entity.required ?? []).includes(f) ? '是' : '否', hint: hint(entity, f, dicts[f]) });
  }
  help.addRow({});
  help.addRow({ title: '说明', hint: '从第 2 行起每行一条记录；第 1 行的列名不要修改。上传后先显示检查结果，确认后才保存。' });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
