// Print pages and create-from-another-record: the good fixture plus a template entity, a print page,
// a template editor form and a prefill action pass; each variant breaks one rule and gets one issue.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const PRINT = 'schemas/pages/notice/print.json';
const TPL_FORM = 'schemas/pages/tpl/form.json';
const TPL = 'schemas/entities/tpl.json';
const DETAIL = 'schemas/pages/notice/detail.json';
const LIST = 'schemas/pages/notice/list.json';

/** The good fixture with printing and prefill added. */
function withPrinting(f: Files): void {
  f.set(TPL, {
    name: 'tpl',
    title: '模板',
    type: 'object',
    required: ['name', 'content'],
    properties: {
      name: { type: 'string', title: '名称' },
      modelType: { type: 'string', title: '类型', enum: ['notice', 'other'] },
      content: { type: 'string', title: '内容' },
    },
  });
  f.set(PRINT, { kind: 'print', entity: 'notice', templateEntity: 'tpl', templateField: 'content', templateType: 'notice' });
  f.set(TPL_FORM, {
    kind: 'form',
    entity: 'tpl',
    mode: 'auto',
    fields: ['name', 'modelType', 'content'],
    uiSchema: { content: { 'ui:widget': 'template', 'ui:options': { typeField: 'modelType', pages: { notice: 'notice_print' } } } },
  });
  const pages = json(f, 'pages.json').pages;
  pages.push({ id: 'notice_print', path: '/notices/notice_print', title: '公告打印', kind: 'print', schema: PRINT, menu: 'notice', hidden: true });
  pages.push({ id: 'tpl_form', path: '/notices/tpl_form', title: '模板编辑', kind: 'form', schema: TPL_FORM, menu: 'notice', hidden: true });
  json(f, DETAIL).actions.push(
    { type: 'navigate', title: '打印', page: 'notice_print' },
    { type: 'navigate', title: '复制为新公告', page: 'notice_form', prefill: { headline: 'headline', fee: 'fee', publishDate: 'createdAt' } },
  );
}

interface Case {
  name: string;
  change: (f: Files) => void;
  file: string;
  pointer: string;
  message: RegExp;
}

const prefillAt = (f: Files) => json(f, DETAIL).actions.at(-1);

const cases: Case[] = [
  {
    name: 'unknown template entity',
    change: (f) => (json(f, PRINT).templateEntity = 'tpls'),
    file: PRINT, pointer: '/templateEntity', message: /模板实体 "tpls" 不存在，是否应为 "tpl"/,
  },
  {
    name: 'template field not on the template entity',
    change: (f) => (json(f, PRINT).templateField = 'contnt'),
    file: PRINT, pointer: '/templateField', message: /字段 "contnt" 不是实体 tpl 的属性，是否应为 "content"/,
  },
  {
    name: 'template type not among the type field values',
    change: (f) => {
      json(f, PRINT).templateType = 'notise';
      json(f, TPL_FORM).uiSchema.content['ui:options'].pages = { notise: 'notice_print' }; // keep the editor in step
    },
    file: PRINT, pointer: '/templateType', message: /模板类型 "notise" 不在 tpl\.modelType 的 enum 中，是否应为 "notice"/,
  },
  {
    name: 'template type on an entity without a type field',
    change: (f) => {
      delete json(f, TPL).properties.modelType;
      json(f, TPL_FORM).fields = ['name', 'content'];
      json(f, TPL_FORM).uiSchema = {}; // an editor without a type to follow
    },
    file: PRINT, pointer: '/templateType', message: /模板实体 tpl 没有类型字段（type 或 modelType）/,
  },
  {
    name: 'print page shown in the menu',
    change: (f) => delete json(f, 'pages.json').pages.at(-2).hidden,
    file: 'pages.json', pointer: '/pages/6/hidden', message: /打印页面需要 \?id= 指定记录，应设为 "hidden": true/,
  },
  {
    name: 'prefill target not a field of the target form',
    change: (f) => (prefillAt(f).prefill.headlin = 'headline'),
    file: DETAIL, pointer: '/actions/3/prefill/headlin', message: /字段 "headlin" 不在页面 "notice_form" 的 fields 中，是否应为 "headline"/,
  },
  {
    name: 'prefill source not on the row',
    change: (f) => (prefillAt(f).prefill.fee = 'fees'),
    file: DETAIL, pointer: '/actions/3/prefill/fee', message: /字段 "fees" 不是实体 notice 的属性或系统字段，是否应为 "fee"/,
  },
  {
    name: 'prefill into a page that is not a form',
    change: (f) => (prefillAt(f).page = 'notice_detail'),
    file: DETAIL, pointer: '/actions/3/prefill', message: /prefill 只能带入表单页面，页面 "notice_detail" 的类型是 detail/,
  },
  {
    name: 'prefill into an edit-only form',
    change: (f) => (json(f, 'schemas/pages/notice/form.json').mode = 'edit'),
    file: DETAIL, pointer: '/actions/3/prefill', message: /只用于编辑（mode 为 edit）/,
  },
  {
    name: 'prefill on a toolbar action',
    change: (f) => (json(f, LIST).toolbar[0].prefill = { headline: 'headline' }),
    file: LIST, pointer: '/toolbar/0/prefill', message: /工具栏操作没有所在行，不能使用 prefill/,
  },
  {
    name: 'template widget naming a page that is not a print page',
    change: (f) => (json(f, TPL_FORM).uiSchema.content['ui:options'].pages.notice = 'notice_detail'),
    file: TPL_FORM, pointer: '/uiSchema/content/ui:options/pages/notice', message: /页面 "notice_detail" 不是打印页面/,
  },
  {
    name: 'template widget type key differing from the print page type',
    change: (f) => (json(f, TPL_FORM).uiSchema.content['ui:options'].pages = { other: 'notice_print' }),
    file: TPL_FORM, pointer: '/uiSchema/content/ui:options/pages/other', message: /templateType 是 "notice"，与键 "other" 不一致/,
  },
  {
    name: 'template widget type field not in the form',
    change: (f) => (json(f, TPL_FORM).uiSchema.content['ui:options'].typeField = 'kind'),
    file: TPL_FORM, pointer: '/uiSchema/content/ui:options/typeField', message: /模板类型字段 "kind" 不在 fields 中/,
  },
];

describe('print and prefill check rules', () => {
  it('accepts the fixture with a print page, a template editor and a prefill action', async () => {
    expect(await checkVariant(withPrinting)).toEqual([]);
  });

  for (const c of cases) {
    it(c.name, async () => {
      const issues = await checkVariant((f) => {
        withPrinting(f);
        c.change(f);
      });
      expect(issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`)).toHaveLength(1);
      expect(issues[0]).toMatchObject({ file: c.file, pointer: c.pointer });
      expect(issues[0]!.message).toMatch(c.message);
    });
  }

  it('passes the project itself', async () => {
    const { checkProject } = await import('../../../src/server/registry/checkProject.ts');
    const { appCheckEnvironment } = await import('../../../src/app/plugins.ts');
    expect((await checkProject(process.cwd(), appCheckEnvironment())).issues).toEqual([]);
  });
});
