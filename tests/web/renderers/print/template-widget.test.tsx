// @vitest-environment jsdom
// The template editor on file_edit: insert buttons for the fields of the type's entity, a live preview
// from a sample record, and warnings for placeholders that entity cannot fill.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageBundle } from '../../../../src/shared/api.ts';
import type { EntitySchema, FormPage, PrintPage } from '../../../../src/shared/schema/types.ts';
import FormRenderer from '../../../../src/web/renderers/form/FormRenderer.tsx';
import { insertAt, insertables } from '../../../../src/web/renderers/print/insertables.ts';
import './dom.ts';
import { templatesWebPlugin } from '../../../../src/plugins/templates/web/index.ts';
import { installWebPlugins } from '../../../../src/web/engine/plugins.ts';
import { entryOf, fakeHttp, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from '../fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

// The editor is the templates plugin's form widget: install it as the app's composition root does.
installWebPlugins([templatesWebPlugin]);

const entity = (name: string) => JSON.parse(readFileSync(join(process.cwd(), `schemas/entities/${name}.json`), 'utf8')) as EntitySchema;
const fileModel = entity('file_model');
const contract = entity('contract');
const entry = entryOf('file_model_form');
const form = schemaOf<FormPage>('file_model_form');

function renderEditor(search: string) {
  return render(
    <MemoryRouter initialEntries={[entry.path + search]}>
      <Routes>
        <Route path={entry.path} element={<FormRenderer entry={entry} schema={form} entity={fileModel} file={entry.schema ?? ''} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const textarea = () => document.getElementById('root_content') as HTMLTextAreaElement;
const preview = () => document.querySelector<HTMLElement>('.template-preview .print-doc');

beforeEach(() => {
  resetHttp();
  session.principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: 1 };
  fakeHttp.get.mockImplementation(async (url: string) => {
    if (url !== '/api/meta/page/contract_print') throw new Error(`unexpected ${url}`);
    const bundle: PageBundle = { entry: entryOf('contract_print'), schema: schemaOf<PrintPage>('contract_print'), entity: contract };
    return bundle;
  });
});
afterEach(cleanup);

describe('template editor widget', () => {
  it('inserts placeholders of the chosen type\'s entity and previews them filled', async () => {
    renderEditor('?prefill.modelType=contract&prefill.sourceEntity=contract&prefill.content=' + encodeURIComponent('价款：'));
    fireEvent.click(await screen.findByRole('button', { name: '成交价款（元）大写' }));
    await waitFor(() => expect(textarea().value).toBe('价款：{{dealPrice|capital}}'));
    await waitFor(() => expect(preview()?.textContent).toBe('价款：壹拾贰万捌仟元零伍角'));
    // With the caret placed in the text (the textarea blurs when a button is clicked), it goes there.
    textarea().setSelectionRange(0, 0);
    fireEvent.blur(textarea());
    fireEvent.click(screen.getByRole('button', { name: '今天日期' }));
    await waitFor(() => expect(textarea().value).toBe('{{today}}价款：{{dealPrice|capital}}'));
    expect(fakeHttp.get).toHaveBeenCalledWith('/api/meta/page/contract_print', undefined, expect.anything());
  }, 90_000); // the first rjsf form of the file pays for loading antd and rjsf

  it('warns about placeholders the entity cannot fill', async () => {
    renderEditor('?prefill.modelType=contract');
    await screen.findByRole('button', { name: '出让方（甲方）' });
    fireEvent.change(textarea(), { target: { value: '甲方：{{transferorName}} {{出让人}} {{dealPrice|big}}' } });
    expect(await screen.findByText('以下占位符无法填充，打印时会显示为【未知字段】')).toBeTruthy();
    expect(screen.getByText(/\{\{出让人\}\}：“出让人”不是合同的字段；\{\{dealPrice\|big\}\}：不支持的格式“big”/)).toBeTruthy();
    expect(preview()?.textContent).toContain('甲方：〔出让方（甲方）〕');
  });

  it('asks for the template type before offering fields', async () => {
    renderEditor('');
    expect(await screen.findByText('选择模板类型后可插入该类记录的字段并预览。')).toBeTruthy();
    expect(fakeHttp.get).not.toHaveBeenCalled();
  });
});

describe('insert helpers', () => {
  it('replaces the selection and puts the caret after the insert', () => {
    expect(insertAt('甲方：乙方', '{{a}}', 3, 3)).toEqual({ text: '甲方：{{a}}乙方', caret: 8 });
    expect(insertAt('abcdef', 'X', 1, 4)).toEqual({ text: 'aXef', caret: 2 });
    expect(insertAt('ab', 'X', 9, 9)).toEqual({ text: 'abX', caret: 3 });
  });

  it('offers every field, amounts also in capitals, and the system and context fields', () => {
    const items = insertables(contract);
    expect(items.find((i) => i.text === '{{dealPrice|capital}}')?.label).toBe('成交价款（元）大写');
    expect(items.filter((i) => i.text.startsWith('{{transferorName')).length).toBe(1);
    expect(items.map((i) => i.text)).toEqual(expect.arrayContaining(['{{id}}', '{{status}}', '{{createdAt}}', '{{today}}']));
  });
});
