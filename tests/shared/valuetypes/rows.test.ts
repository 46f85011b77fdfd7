// Every row of the value-type table is the one point of dispatch: what the checker accepts of a field of
// that type (filter operators, sorting, sums) is what the server's SQL builds for it, and the text an
// Excel export writes and the kind an import reads are the row's. Table-driven over every row and every
// system column, so a new row is covered the moment it is added.
import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { exportRow } from '../../../src/shared/excel/cells.ts';
import { SYSTEM_FIELDS, type FilterOp } from '../../../src/shared/schema/types.ts';
import { fieldSql } from '../../../src/server/records/fields.ts';
import { importCellValue } from '../../../src/server/excel/cellValue.ts';
import { fieldContext, valueType, VALUE_TYPE_NAMES, VALUE_TYPES, type ValueTypeName } from '../../../src/shared/valuetypes/index.ts';
import { SYSTEM_COLUMNS } from '../../../src/shared/valuetypes/system.ts';
import { field, sampleEntity, TODAY } from './sample-entity.ts';
import { filterIssues, filterWhere, sortIssues, statsSqlSums, sumIssues } from './checker-sql.ts';

const ALL_OPS: readonly FilterOp[] = ['eq', 'like', 'in', 'gte', 'lte', 'between'];

const entity = sampleEntity();

/** A filter value of the row's own kind: its sample as text (a region's code, a number, a date). */
function filterValue(name: ValueTypeName, op: FilterOp): string {
  const s = VALUE_TYPES[name].sample(entity.properties[field(name)], TODAY);
  const one = typeof s === 'string' || typeof s === 'number' || typeof s === 'boolean' ? String(s) : 'a';
  return op === 'between' ? `${one},${one}` : one;
}

describe.each(VALUE_TYPE_NAMES.map((name) => ({ name })))('value type $name', ({ name }) => {
  const vt = VALUE_TYPES[name];
  const f = field(name);

  it('is the type its field derives', () => {
    expect(valueType(entity, f)).toBe(vt);
  });

  it('is read by SQL as its row says: a number exactly when the row is numeric', () => {
    expect(vt.numeric).toBe(vt.sql.kind === 'numeric' || vt.sql.kind === 'integer');
    expect(fieldSql(entity, f)?.kind).toBe(vt.numeric ? 'numeric' : 'text');
    // A sum and a range need numbers or an order; a number always has one.
    if (vt.summable) expect(vt.numeric).toBe(true);
    if (vt.numeric) expect(vt.ordered).toBe(true);
    expect(vt.filter.ops.includes('gte')).toBe(vt.ordered);
  });

  it('is summed by the stats SQL exactly when the checker lets a stats page sum it, and when its row says so', () => {
    expect(sumIssues(entity, f)).toEqual(vt.summable ? [] : [expect.stringContaining('不能求和')]);
    expect(statsSqlSums(entity, f)).toBe(vt.summable);
  });

  it('accepts in the checker exactly the filter operators its row lists, each built by the list SQL', () => {
    for (const op of ALL_OPS) {
      const accepted = filterIssues(entity, f, op).length === 0;
      expect([op, accepted]).toEqual([op, vt.filter.ops.includes(op)]);
      if (!accepted) continue;
      const where = filterWhere(entity, f, op, filterValue(name, op));
      expect(where).toContain(`'${f}'`);
      // Ranges compare what the row's SQL kind compares: numbers as numbers, others as their text.
      if (op === 'gte' || op === 'lte' || op === 'between') expect([op, where.includes('::numeric')]).toEqual([op, vt.numeric]);
      // A region's code matches every code under it.
      if (op === 'eq' && vt.sql.prefix) expect(where).toMatch(/LIKE/);
    }
  });

  it('may be a sortable list column exactly when its row is sortable', () => {
    expect(sortIssues(entity, f)).toEqual(vt.sortable ? [] : [expect.stringContaining('不能排序')]);
  });

  it('exports the text every screen shows, and imports a date cell as its row\'s kind', () => {
    const value = vt.sample(entity.properties[f], TODAY);
    const row: RecordRow = { id: 1, status: null, siteId: 1, variety: null, version: 1, createdAt: TODAY.toISOString(), updatedAt: TODAY.toISOString(), data: { [f]: value } };
    const text = value === undefined || value === null || value === '' ? '' : vt.text(value, fieldContext(entity, row, f, vt));
    expect(exportRow(entity, [{ field: f, title: vt.title }], row)).toEqual([text]);
    const fromDate = importCellValue(new Date(Date.UTC(2026, 2, 1, 10, 30)), entity.properties[f], vt.excel);
    const want = vt.excel === 'datetime' ? '2026-03-01 10:30:00' : vt.excel === 'date' ? '2026-03-01' : undefined;
    if (want) expect(fromDate).toBe(want);
    if (vt.numeric) expect(vt.excel).toBe('number');
  });
});

describe.each(SYSTEM_FIELDS.map((name) => ({ name })))('system column $name', ({ name }) => {
  const col = SYSTEM_COLUMNS[name];
  const vt = VALUE_TYPES[col.type];

  it('has its type in every screen and its column in SQL', () => {
    expect(valueType(entity, name)).toBe(vt);
    const sql = fieldSql(entity, name)!;
    expect(sql.expr).toBe(col.column);
    expect(sql.kind).toBe(col.sql);
    expect(sql.notNull === true).toBe(col.notNull);
    // A number column is a numeric row, a time column an ordered one.
    if (col.sql === 'integer') expect(vt.numeric).toBe(true);
    if (col.sql === 'timestamp') expect(vt.ordered).toBe(true);
  });

  it('accepts in the checker exactly its type\'s filter operators', () => {
    for (const op of ALL_OPS) expect([op, filterIssues(entity, name, op).length === 0]).toEqual([op, vt.filter.ops.includes(op)]);
  });
});
