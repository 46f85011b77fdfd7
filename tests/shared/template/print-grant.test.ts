// A print page reads its record and its templates: whoever reaches it may read the template entity,
// and nobody else gains anything from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityGrants, type Principal } from '../../../src/shared/permission.ts';
import type { MenusFile, PageSchema, PagesFile, Registry } from '../../../src/shared/schema/types.ts';

const read = <T,>(f: string) => JSON.parse(readFileSync(join(process.cwd(), f), 'utf8')) as T;
const pages = read<PagesFile>('pages.json');
const reg: Registry = {
  menus: read<MenusFile>('menus.json'),
  pages,
  entities: {},
  pageSchemas: Object.fromEntries(pages.pages.filter((p) => p.schema).map((p) => [p.schema!, read<PageSchema>(p.schema!)])),
};
const user = (menuNames: string[], role = 'auditor'): Principal => ({ userId: 9, roles: [role], menuNames, siteId: 1 });

describe('print page grants', () => {
  it('lets a user who reaches a print page read the templates', () => {
    const g = entityGrants(user(['authenticate']), reg);
    expect(g.has('authenticate:read')).toBe(true);
    expect(g.has('file_model:read')).toBe(true);
    expect(g.has('file_model:update')).toBe(false);
  });

  it('gives no template access without a print page or the template menu', () => {
    expect(entityGrants(user(['franchise']), reg).has('file_model:read')).toBe(false);
  });
});
