// The list's paging state: adjacent steps carry the answer's cursor, jumps and size changes do not.
import { describe, expect, it } from 'vitest';
import { buildListQuery, pageState, totalText, type ListState } from '../../../src/web/renderers/list/query.ts';
import type { ListPage } from '../../../src/shared/schema/types.ts';

const page: ListPage = { kind: 'list', entity: 'franchise', columns: [{ field: 'projectName' }] };
const at3: ListState = { page: 3, size: 10, sort: null, filters: {} };
const cursors = { next: 'N', prev: 'P' };

describe('list paging state', () => {
  it('steps to the adjacent page from a cursor and jumps by page number', () => {
    expect(buildListQuery(page, pageState(at3, 4, 10, cursors))).toMatchObject({ page: 4, after: 'N' });
    expect(buildListQuery(page, pageState(at3, 2, 10, cursors))).toMatchObject({ page: 2, before: 'P' });
    const jump = buildListQuery(page, pageState(at3, 7, 10, cursors));
    expect(jump).toMatchObject({ page: 7 });
    expect(jump.after ?? jump.before).toBeUndefined();
    // Back to page 1 goes by number (no cursor needed), and a new size restarts at page 1.
    expect(buildListQuery(page, pageState({ ...at3, page: 2 }, 1, 10, cursors)).before).toBeUndefined();
    expect(pageState(at3, 4, 20, cursors)).toMatchObject({ page: 1, size: 20, cursor: undefined });
    // Without cursors (the last page has no next) the step goes by number.
    expect(buildListQuery(page, pageState(at3, 4, 10, { next: null, prev: null })).after).toBeUndefined();
  });

  it('asks for the exact count only when told to', () => {
    expect(buildListQuery(page, at3).count).toBeUndefined();
    expect(buildListQuery(page, { ...at3, exactCount: true }).count).toBe('exact');
  });

  it('marks an estimated total', () => {
    expect(totalText(25107, false)).toBe('约 25,107 条');
    expect(totalText(1234, true)).toBe('共 1,234 条');
    expect(totalText(7, undefined)).toBe('共 7 条');
  });
});
