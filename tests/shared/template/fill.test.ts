import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import type { EntitySchema } from '../../../src/shared/schema/types.ts';
import { chineseDate, fillTemplate, listPlaceholders, sampleRecord, templateProblems } from '../../../src/shared/template/index.ts';

const entity = (name: string) => JSON.parse(readFileSync(join(process.cwd(), `schemas/entities/${name}.json`), 'utf8')) as EntitySchema;
const contract = entity('contract');

function row(data: Record<string, unknown>, status = 'approved'): RecordRow {
  return { id: 42, status, siteId: 1, variety: 'TDJYQ', version: 3, createdAt: '2026-03-05T02:30:00.000Z', updatedAt: '2026-03-06T02:30:00.000Z', data };
}

const fill = (content: string, data: Record<string, unknown> = {}, status?: string) =>
  fillTemplate(content, row(data, status), contract, { today: new Date(2026, 10, 22), varieties: { TDJYQ: '土地经营权' } });

describe('fillTemplate', () => {
  it('fills fields through their display hint and the filters', () => {
    const r = fill('价款{{dealPrice}}元，大写{{ dealPrice | capital }}，{{dealPrice|amount}}', { dealPrice: '1004.5' });
    expect(r.html).toBe('<p>价款1,004.50元，大写壹仟零肆元伍角，1,004.50</p>');
    expect(r.unknown).toEqual([]);
  });

  it('shows enum labels, dates as stored, and the date filters', () => {
    const r = fill('{{transferorType}} {{startDate}} {{startDate|cndate}} {{today}} {{today|date}}', { transferorType: 'org', startDate: '2026-01-09' });
    expect(r.html).toBe('<p>组织 2026-01-09 2026年1月9日 2026年11月22日 2026-11-22</p>');
  });

  it('fills system fields: id, status title, variety name, created time', () => {
    const r = fill('{{id}}/{{status}}/{{variety}}/{{version}}/{{createdAt|date}}');
    expect(r.html).toMatch(/^<p>42\/审核通过\/土地经营权\/3\/2026-03-0[56]<\/p>$/);
  });

  it('escapes the template text and the values, so no markup gets through', () => {
    const r = fill('<b>甲方</b>：{{transferorName}} & "{{remark}}"', { transferorName: '<img src=x onerror=alert(1)>', remark: "O'Neil" });
    expect(r.html).toBe('<p>&lt;b&gt;甲方&lt;/b&gt;：&lt;img src=x onerror=alert(1)&gt; &amp; &quot;O&#39;Neil&quot;</p>');
    expect(r.html).not.toMatch(/<img|<b>/);
  });

  it('marks unknown fields and filters visibly and lists each once', () => {
    const r = fill('{{foo}} {{dealPrice|bogus}} {{foo}} {{出让方}} {{<x>}}', { dealPrice: '1' });
    expect(r.html).toContain('【未知字段：foo】');
    expect(r.html).toContain('【未知格式：bogus】');
    expect(r.html).toContain('【未知字段：出让方】');
    expect(r.html).toContain('【未知字段：&lt;x&gt;】');
    expect(r.unknown).toEqual(['foo', 'dealPrice|bogus', '出让方', '<x>']);
  });

  it('leaves a blank to fill by hand for an empty value, and keeps a value that cannot be formatted', () => {
    expect(fill('乙方：{{transfereeName}}').html).toBe('<p>乙方：<span class="tpl-blank"></span></p>');
    expect(fill('{{dealPrice|capital}}', { dealPrice: 'abc' }).html).toBe('<p>abc</p>');
  });

  it('turns line breaks into <br>, blank lines into paragraphs, titles, right-aligned lines and **bold**', () => {
    const r = fill('# 合同\n\n第一条\n**甲方：{{transferorName}}**\n\n\n>> 签订日期：{{signDate}}\n## 附件', { transferorName: '张三', signDate: '2026-02-01' });
    expect(r.html).toBe(
      ['<h1>合同</h1>', '<p>第一条<br><strong>甲方：张三</strong></p>', '<p class="tpl-gap"></p>', '<p class="tpl-right">签订日期：2026-02-01</p>', '<h2>附件</h2>'].join('\n'),
    );
  });

  it('keeps an unpaired ** as text and never formats values', () => {
    expect(fill('a**b').html).toBe('<p>a**b</p>');
    expect(fill('{{remark}}**x**', { remark: '**不加粗**\n第二行' }).html).toBe('<p>**不加粗**<br>第二行<strong>x</strong></p>');
  });
});

describe('listPlaceholders and templateProblems', () => {
  it('lists distinct placeholders in order', () => {
    expect(listPlaceholders('{{a}}{{ b|capital }}{{a}}')).toEqual([
      { raw: 'a', field: 'a' },
      { raw: 'b|capital', field: 'b', filter: 'capital' },
    ]);
  });

  it('reports unknown fields and filters', () => {
    expect(templateProblems('{{dealPrice|capital}} {{today}} {{status}} {{nope}} {{dealPrice|x}}', contract).map((p) => p.raw)).toEqual(['nope', 'dealPrice|x']);
  });

  it('finds nothing wrong with the seeded templates for their source entity', () => {
    const seeded = JSON.parse(readFileSync(join(process.cwd(), 'seed/records/file_model.json'), 'utf8')) as { data: { modelName: string; sourceEntity: string; content: string } }[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const t of seeded) expect({ name: t.data.modelName, problems: templateProblems(t.data.content, entity(t.data.sourceEntity)) }).toEqual({ name: t.data.modelName, problems: [] });
  });
});

describe('the seeded contract template', () => {
  it('drafts the seeded signed contract without a gap', () => {
    const read = <T,>(f: string) => JSON.parse(readFileSync(join(process.cwd(), f), 'utf8')) as T;
    const template = read<{ data: { modelType: string; content: string } }[]>('seed/records/file_model.json').find((t) => t.data.modelType === 'contract');
    const seeded = read<{ status: string; data: Record<string, unknown> }[]>('seed/records/contract.json')[0]!;
    const r = fillTemplate(template!.data.content, row(seeded.data, seeded.status), contract);
    expect(r.unknown).toEqual([]);
    expect(r.html).toContain('<h1>农村土地经营权流转合同</h1>');
    expect(r.html).toContain('流转价款为人民币69,000.00元（大写：陆万玖仟元整）');
    expect(r.html).toContain('自2026年1月1日起至2030年12月31日止');
    expect(r.html).toContain('<p class="tpl-right">签订日期：2025年12月22日</p>');
  });
});

describe('sampleRecord and chineseDate', () => {
  it('gives every field a value the preview can show', () => {
    const s = sampleRecord(contract, new Date(2026, 0, 2));
    expect(s.data.dealPrice).toBe('128000.50');
    expect(s.data.startDate).toBe('2026-01-02');
    expect(s.data.transferorName).toBe('〔出让方（甲方）〕');
    expect(s.status).toBe('draft');
    expect(fillTemplate('{{dealPrice|capital}}', s, contract).unknown).toEqual([]);
  });

  it('writes dates the Chinese way without shifting date-only values', () => {
    expect(chineseDate('2026-12-31')).toBe('2026年12月31日');
    expect(chineseDate('not a date')).toBe('not a date');
  });
});
