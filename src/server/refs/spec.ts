// Reading x-ref declarations: which fields of which entities point at a target, and a target's label field.
import type { EntitySchema, RefSpec, Registry } from '../../shared/schema/types.ts';

export interface RefField {
  entity: EntitySchema;
  field: string;
  spec: RefSpec;
}

/** Every reference field of an entity. */
export function refFields(entity: EntitySchema): RefField[] {
  return Object.entries(entity.properties).flatMap(([field, p]) => (p['x-ref'] ? [{ entity, field, spec: p['x-ref'] }] : []));
}

/** Every reference field, in any entity, that points at `target`. */
export function referrersOf(reg: Registry, target: string): RefField[] {
  return Object.values(reg.entities).flatMap((e) => refFields(e).filter((r) => r.spec.entity === target));
}

/** The target field shown as a reference's label: the declared one, else the target's title field. */
export function labelFieldOf(reg: Registry, spec: Pick<RefSpec, 'entity' | 'labelField'>): string | null {
  return spec.labelField ?? reg.entities[spec.entity]?.['x-titleField'] ?? null;
}

/** "<entity>.<field>" -> the reference declared there, or null. */
export function refAt(reg: Registry, from: string): RefField | null {
  const dot = from.indexOf('.');
  if (dot < 1) return null;
  const name = from.slice(0, dot);
  const entity = Object.hasOwn(reg.entities, name) ? reg.entities[name] : undefined;
  const field = from.slice(dot + 1);
  const spec = entity && Object.hasOwn(entity.properties, field) ? entity.properties[field]?.['x-ref'] : undefined;
  return entity && spec ? { entity, field, spec } : null;
}
