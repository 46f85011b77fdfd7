import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../src/shared/api.ts';
import { fieldText } from '../../src/shared/valuetypes/field.ts';
import { roleTitle, varietyNames } from '../../src/shared/names.ts';
import type { EntitySchema, MenusFile } from '../../src/shared/schema/types.ts';

const menus = JSON.parse(readFileSync('menus.json', 'utf8')) as MenusFile;
const target = JSON.parse(readFileSync('schemas/entities/target.json', 'utf8')) as EntitySchema;
const row: RecordRow = { id: 1, status: null, siteId: 1, variety: 'TDJYQ', version: 1, createdAt: '', updatedAt: '', data: {} };

describe('names instead of codes', () => {
  it('role titles from menus.json, unknown codes as they are', () => {
    expect(roleTitle(menus, 'auditor')).toBe('审核员');
    expect(roleTitle(menus, 'admin')).toBe('系统管理员');
    expect(roleTitle(menus, 'someone')).toBe('someone');
    expect(roleTitle(null, 'auditor')).toBe('auditor');
  });

  it('the variety column shows the variety name', () => {
    const names = varietyNames(menus);
    const expected = menus.varieties.find((v) => v.code === 'TDJYQ')?.name;
    expect(expected).toBeTruthy();
    expect(fieldText(target, row, 'variety', { varieties: names })).toBe(expected);
    expect(fieldText(target, { ...row, variety: 'NOPE' }, 'variety', { varieties: names })).toBe('NOPE');
  });
});
