// The one write rule of table-backed resources, and the browser offering exactly what it allows: a site's
// administrator sees 编辑/删除 on its site's dictionary rows, not on global ones; 新增 of a global table only
// for the all-sites administrator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppMeta, RecordRow } from '../../src/shared/api.ts';
import type { Principal } from '../../src/shared/permission.ts';
import type { EntitySchema, ListPage, MenusFile, PageAction, PagesFile } from '../../src/shared/schema/types.ts';
import { tableCreatable, tableRowWritable } from '../../src/shared/tableAccess.ts';
import { mayRun } from '../../src/web/renderers/shared/actions.ts';

const read = <T>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as T;
const dictionary = read<EntitySchema>('schemas/entities/dictionary.json');
const unit = read<EntitySchema>('schemas/entities/unit.json');
const pages = read<PagesFile>('pages.json').pages;
const menus = read<MenusFile>('menus.json');
const siteAdminMenus = menus.roles.find((r) => r.name === 'site_admin')!.menus;

const admin: Principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };
const siteAdmin: Principal = { userId: 2, roles: ['site_admin'], menuNames: siteAdminMenus, siteId: 1 };
const row = (siteId: number | null): RecordRow => ({ id: 9, status: null, siteId, variety: null, version: 1, createdAt: '', updatedAt: '', data: {} });

describe('tableRowWritable / tableCreatable', () => {
  it('gives global rows to the administrator and site rows to their site', () => {
    const t = dictionary['x-table'];
    expect(tableRowWritable(t, admin, null)).toBe(true);
    expect(tableRowWritable(t, siteAdmin, null)).toBe(false);
    expect(tableRowWritable(t, siteAdmin, 1)).toBe(true);
    expect(tableRowWritable(t, siteAdmin, 2)).toBe(false);
    expect(tableCreatable(t, siteAdmin)).toBe(true);
    expect(tableCreatable(unit['x-table'], siteAdmin)).toBe(false);
    expect(tableCreatable(unit['x-table'], admin)).toBe(true);
    // Records are not judged by this rule.
    expect(tableRowWritable(undefined, siteAdmin, 2)).toBe(true);
  });
});

describe('row actions on 数据字典', () => {
  const list = read<ListPage>('schemas/pages/dictionary/list.json');
  const meta: AppMeta = { menus, pages, forms: { dictionary_form: { entity: 'dictionary', mode: 'auto' } } };
  const env = (principal: Principal) => ({ principal, meta, entry: pages.find((p) => p.id === 'dictionary_list')!, schema: list, entity: dictionary });
  const offered = (principal: Principal, r: RecordRow | null, actions: readonly PageAction[] | undefined) =>
    (actions ?? []).filter((a) => mayRun(a, r, env(principal))).map((a) => a.title ?? a.type);

  it('offers 编辑 and 删除 on a global row to the administrator only; 查看 to both', () => {
    expect(offered(admin, row(null), list.rowActions)).toEqual(['查看', '编辑', 'delete']);
    expect(offered(siteAdmin, row(null), list.rowActions)).toEqual(['查看']);
  });

  it("offers them on the site administrator's own rows, and 新增 on the toolbar", () => {
    expect(offered(siteAdmin, row(1), list.rowActions)).toEqual(['查看', '编辑', 'delete']);
    expect(offered(siteAdmin, null, list.toolbar)).toEqual(['新增字典项']);
  });
});
