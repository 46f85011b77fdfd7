// One field of every value type on one entity, with what its samples and lookups need beside the explicit
// x-display: the fixture the value-type agreement tests (shared rules, SQL, Excel, browser renderers) share.
import type { EntityProperty, EntitySchema } from '../../../src/shared/schema/types.ts';
import { VALUE_TYPE_NAMES, VALUE_TYPES, type ValueTypeName } from '../../../src/shared/valuetypes/index.ts';

/** The instant the samples are taken at (dates and times are derived from it). */
export const TODAY = new Date('2026-03-01T02:30:00.000Z');

function propertyOf(name: ValueTypeName): EntityProperty {
  const p: EntityProperty = { type: 'string', title: VALUE_TYPES[name].title, 'x-display': name };
  if (name === 'enum') Object.assign(p, { enum: ['a', 'b'], 'x-enumNames': ['甲', '乙'] });
  if (name === 'dict') p['x-dict'] = 'land_use';
  if (name === 'reference') p['x-ref'] = { entity: 'franchise' };
  return p;
}

/** The sample entity's field of a value type. */
export const field = (name: ValueTypeName): string => `f_${name.replace(/-/g, '_')}`;

/** The sample entity, with `extra` (e.g. a workflow) merged in. */
export function sampleEntity(extra: Partial<EntitySchema> = {}): EntitySchema {
  return { name: 'sample', title: '样例', type: 'object', properties: Object.fromEntries(VALUE_TYPE_NAMES.map((n) => [field(n), propertyOf(n)])), ...extra };
}
