// A made-up record of an entity, for the template editor's live preview: every field has a value, so
// the preview shows where each placeholder lands and how its format reads.
import type { RecordRow } from '../api.ts';
import type { EntityProperty, EntitySchema } from '../schema/types.ts';

function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function sampleValue(p: EntityProperty, today: Date): unknown {
  if (p.enum && p.enum.length > 0) return p.enum[0];
  if (p.type === 'boolean') return true;
  if (p.type === 'integer' || p.type === 'number') return 1;
  if (p.type !== 'string') return undefined;
  const hint = p['x-display'];
  if (hint === 'amount' || hint === 'amount-capital' || p.format === 'decimal2') return '128000.50';
  if (hint === 'area' || p.format === 'decimal4' || p.format === 'decimal6') return '36.5';
  if (p.format === 'date') return isoDate(today);
  if (p.format === 'date-time') return today.toISOString();
  if (p.format === 'positive-integer') return '5';
  if (p.format === 'contact-phone' || hint === 'phone') return '13800138000';
  return `〔${p.title}〕`;
}

export function sampleRecord(entity: EntitySchema, today: Date = new Date()): RecordRow {
  const data: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(entity.properties)) {
    const v = sampleValue(p, today);
    if (v !== undefined) data[name] = v;
  }
  const at = today.toISOString();
  return { id: 1, status: entity['x-workflow']?.initial ?? null, siteId: 1, variety: null, version: 1, createdAt: at, updatedAt: at, data };
}
