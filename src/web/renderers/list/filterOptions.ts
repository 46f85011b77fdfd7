// Choices for a select filter: the property's enum (with x-enumNames labels), or workflow states for status.
import type { EntitySchema } from '../../../shared/schema/types.ts';

export interface Option {
  value: string;
  label: string;
}

export function filterOptions(entity: EntitySchema, field: string): Option[] {
  if (field === 'status') {
    return Object.entries(entity['x-workflow']?.states ?? {}).map(([value, s]) => ({ value, label: s.title }));
  }
  const p = entity.properties[field];
  return (p?.enum ?? []).map((v, i) => ({ value: String(v), label: p?.['x-enumNames']?.[i] ?? String(v) }));
}
