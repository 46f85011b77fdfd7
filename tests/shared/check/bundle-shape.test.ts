// What a production browser checks of a page bundle (the server checked the files at start): the schema is
// there, its kind is the route's, its entity came with it. Same messages as the full page check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustedBundle } from '../../../src/shared/check/bundle-shape.ts';
import { checkBundle } from '../../../src/shared/check/bundle.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import type { EntitySchema, ListPage, PageEntry, PagesFile } from '../../../src/shared/schema/types.ts';

const read = <T>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as T;
const franchise = read<EntitySchema>('schemas/entities/franchise.json');
const pages = read<PagesFile>('pages.json').pages;
const entry = pages.find((p) => p.id === 'franchise_list') as PageEntry;
const list = read<ListPage>(entry.schema!);

describe('trustedBundle', () => {
  it('passes a shipped bundle through as it is', () => {
    const r = trustedBundle(entry, { entry, schema: list, entity: franchise }, pages);
    expect(r).toEqual({ ok: true, value: { schema: list, entity: franchise, file: entry.schema } });
  });

  it('refuses a missing schema, another kind and a missing entity, with the full check’s words', () => {
    const missing = trustedBundle(entry, { entry, schema: null, entity: franchise }, pages);
    expect(missing).toEqual({ ok: false, issues: [{ file: entry.schema, pointer: '', message: '页面配置文件缺失或无法读取' }] });
    const asForm = { ...entry, kind: 'form' } as PageEntry;
    const kind = trustedBundle(asForm, { entry: asForm, schema: list, entity: franchise }, pages);
    const full = checkBundle(asForm, { entry: asForm, schema: list, entity: franchise }, pages, appCheckEnvironment());
    expect(kind.ok).toBe(false);
    expect(kind).toEqual(full);
    const at = pages.indexOf(entry);
    expect(kind.ok ? [] : kind.issues[0]!.pointer).toBe(`/pages/${at}/kind`);
    const noEntity = trustedBundle(entry, { entry, schema: list, entity: null }, pages);
    expect(noEntity).toEqual({ ok: false, issues: [{ file: entry.schema, pointer: '/entity', message: '实体 "franchise" 不存在' }] });
  });
});
