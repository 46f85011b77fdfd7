// Which record a log line is about: its number and title, as staff recognise it.
import type { EntitySchema } from '../../shared/schema/types.ts';

export function recordLabel(entity: EntitySchema, data: Record<string, unknown>, id?: number): string {
  const tf = entity['x-titleField'];
  const title = tf && typeof data[tf] === 'string' ? data[tf] : '';
  return [id !== undefined ? `#${id}` : '', title].filter(Boolean).join(' ');
}
