// The browser's registry for page actions is built once per page and route table (entityGrants keeps its
// answers per registry object: a list asks for every row's buttons), and anew when either changes.
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { browserRegistry, mayRun, type ActionEnv } from '../../../src/web/renderers/shared/actions.ts';
import { admin, entryOf, franchise, meta, row, schemaOf } from './fixtures.ts';

const entry = entryOf('franchise_list');
const schema = schemaOf<ListPage>('franchise_list');
const env: ActionEnv = { principal: admin, meta, entry, schema, entity: franchise };

describe('browserRegistry', () => {
  it('gives the same registry for the same page and route table, a new one when the route table changes', () => {
    const first = browserRegistry(env);
    expect(first).not.toBeNull();
    expect(browserRegistry({ ...env })).toBe(first);
    const reloaded = browserRegistry({ ...env, meta: { ...meta, pages: [...meta.pages] } });
    expect(reloaded).not.toBe(first);
    expect(reloaded?.pageSchemas).toEqual(first?.pageSchemas);
    expect(browserRegistry({ ...env, meta: null })).toBeNull();
  });

  it('still answers each row by its own state', () => {
    const del = (schema.rowActions ?? []).find((a) => a.type === 'delete')!;
    expect(del).toBeDefined();
    const allowed = franchise['x-delete']?.states ?? [];
    const other = ['draft', 'pending', 'listed', 'traded', 'withdrawn'].find((st) => !allowed.includes(st))!;
    expect(mayRun(del, row(1, allowed[0]!), env)).toBe(true);
    expect(mayRun(del, row(2, other), env)).toBe(false);
  });
});
