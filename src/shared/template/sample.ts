// A made-up record of an entity, for the template editor's live preview: every field has its value
// type's sample value, so the preview shows where each placeholder lands and how its format reads.
import type { RecordRow } from '../api.ts';
import type { EntitySchema } from '../schema/types.ts';
import { valueType } from '../valuetypes/derive.ts';

export function sampleRecord(entity: EntitySchema, today: Date = new Date()): RecordRow {
  const data: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(entity.properties)) {
    const v = p.type === 'object' || p.type === 'array' ? undefined : valueType(entity, name).sample(p, today);
    if (v !== undefined) data[name] = v;
  }
  const at = today.toISOString();
  return { id: 1, status: entity['x-workflow']?.initial ?? null, siteId: 1, variety: null, version: 1, createdAt: at, updatedAt: at, data };
}
