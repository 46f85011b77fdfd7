// An approver decides on the whole record: the page's sections only order and group its fields, and
// every field they leave out still appears, in the entity's order, under 其他信息.
import type { DetailSection, EntitySchema } from '../../../shared/schema/types.ts';

export const REST_TITLE = '其他信息';

export function withEveryField(sections: readonly DetailSection[], entity: EntitySchema): DetailSection[] {
  const named = new Set(sections.flatMap((s) => s.fields));
  // Nested objects (attachments and the like) have their own widgets; they are not one-line values.
  const rest = Object.entries(entity.properties)
    .filter(([name, p]) => !named.has(name) && p.type !== 'object')
    .map(([name]) => name);
  return rest.length > 0 ? [...sections, { title: REST_TITLE, columns: 2, fields: rest }] : [...sections];
}
