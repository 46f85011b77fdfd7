// "Three places agree": for every case of the shared table, the rjsf form's validator (the one
// the form renderer uses), the HTTP API and the list/detail formatter give the same verdict and words
// (the form leaves out a leading field title, which its label already shows).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../src/shared/api.ts';
import { displayText } from '../../src/shared/display/index.ts';
import { underLabel } from '../../src/shared/formats/messages.ts';
import { dataSchema } from '../../src/shared/validation.ts';
import { chineseErrors, loadValidator, validator } from '../../src/web/renderers/form/validation.ts';
import { formatCaseEntity, formatCases, goodRecord } from '../shared/format-cases.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const entity = formatCaseEntity();
const fields = Object.keys(entity.properties);

/** A project root holding only this entity and its list/form/detail pages: JSON, no code. */
async function writeRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'nccq-fc-'));
  await mkdir(join(root, 'schemas/entities'), { recursive: true });
  await mkdir(join(root, 'schemas/pages/fc'), { recursive: true });
  const json = (f: string, v: unknown) => writeFile(join(root, f), JSON.stringify(v, null, 2));
  await json('schemas/entities/formatCases.json', entity);
  await json('schemas/pages/fc/list.json', { kind: 'list', entity: entity.name, columns: fields.map((field) => ({ field })) });
  await json('schemas/pages/fc/form.json', { kind: 'form', entity: entity.name, mode: 'auto', fields });
  await json('schemas/pages/fc/detail.json', { kind: 'detail', entity: entity.name, sections: [{ title: '用例', fields }] });
  await json('menus.json', { sections: [{ name: 'fc', title: '格式用例', children: [{ name: 'fc_list', title: '格式用例', page: 'fc_list' }] }], varieties: [], roles: ['admin', 'operator', 'auditor', 'finance'].map((name) => ({ name, title: name, menus: [] })) });
  await json('pages.json', {
    pages: [
      { id: 'fc_list', path: '/fc/list', title: '格式用例', kind: 'list', schema: 'schemas/pages/fc/list.json', menu: 'fc_list' },
      { id: 'fc_form', path: '/fc/form', title: '格式用例编辑', kind: 'form', schema: 'schemas/pages/fc/form.json', menu: 'fc_list', hidden: true },
      { id: 'fc_detail', path: '/fc/detail', title: '格式用例详情', kind: 'detail', schema: 'schemas/pages/fc/detail.json', menu: 'fc_list', hidden: true },
    ],
  });
  return root;
}

/** What the form shows for the field: rjsf's validator with the form's shared formats and Chinese transform. */
function formMessage(data: Record<string, unknown>, field: string): string | undefined {
  // rjsf drops empty inputs from formData, so an empty box is an absent key.
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== ''));
  const { errors } = validator.validateFormData(clean, dataSchema(entity, fields), undefined, chineseErrors(entity));
  return errors.find((e) => e.property === `.${field}` || (e.name === 'required' && (e.params as { missingProperty?: string }).missingProperty === field))?.message;
}

describe.each(backends())('form, API and formatter agree on %s', (backend) => {
  let root: string;
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    // The form loads its validator after it has painted (deferredValidator.ts); these check the loaded one.
    await loadValidator();
    root = await writeRoot();
    s = await startTestServer(backend, { root, plugins: [] });
    token = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
    await rm(root, { recursive: true, force: true });
  });

  // An all-sites admin writes into a chosen site (the siteId header), as the server requires.
  const post = async <T,>(data: Record<string, unknown>) =>
    (await s.app.inject({ method: 'POST', url: `/api/records/${entity.name}`, headers: { token, siteId: '1' }, payload: { data } })).json<
      Awaited<ReturnType<TestServer['post']>> & { data: T }
    >();

  it.each(formatCases.map((c) => [`${c.field}=${JSON.stringify(c.bad)}`, c] as const))('%s', async (_name, c) => {
    const bad = { ...goodRecord(), [c.field]: c.bad };
    // 1. the form: the same words, under the field's label without repeating it (流转期限（年） / 请输入正整数)
    expect(formMessage(bad, c.field)).toBe(underLabel(entity.properties[c.field]?.title ?? '', c.message));
    expect(formMessage({ ...goodRecord(), [c.field]: c.good }, c.field)).toBeUndefined();
    // 2. the API refuses with the same message and stores nothing
    const before = await s.get<{ total: number }>(`/api/records/${entity.name}`, token);
    const refused = await post<unknown>(bad);
    expect(refused.code).toBe('100002');
    expect(refused.errors).toContainEqual({ field: c.field, message: c.message });
    const after = await s.get<{ total: number }>(`/api/records/${entity.name}`, token);
    expect(after.data.total).toBe(before.data.total);
    // 3. the good value is stored and shown as the table says, in the list cell and detail view
    const saved = await post<RecordRow>({ ...goodRecord(), [c.field]: c.good });
    expect(saved.code).toBe('200');
    const got = await s.get<RecordRow>(`/api/records/${entity.name}/${saved.data.id}`, token);
    expect(displayText(c.display, got.data.data[c.field], { property: entity.properties[c.field] })).toBe(c.shown);
  });
});
