// Choices for a select filter: workflow states for status, the dictionary for an x-dict field, else the
// property's enum (with x-enumNames labels).
import type { EntitySchema } from '../../../shared/schema/types.ts';

export interface Option {
  value: string;
  label: string;
}

export function filterOptions(entity: EntitySchema, field: string, dict?: Record<string, string>): Option[] {
  if (field === 'status') {
    return Object.entries(entity['x-workflow']?.states ?? {}).map(([value, s]) => ({ value, label: s.title }));
  }
  const p = entity.properties[field];
  if (p?.type === 'boolean') return [{ value: 'true', label: '是' }, { value: 'false', label: '否' }];
  if (p?.['x-dict'] && dict) return Object.entries(dict).map(([value, label]) => ({ value, label }));
  return (p?.enum ?? []).map((v, i) => ({ value: String(v), label: p?.['x-enumNames']?.[i] ?? String(v) }));
}
