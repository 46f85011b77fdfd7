// The multipart plugin's global file limit: the largest x-upload maxBytes any entity declares.
import type { Registry } from '../../shared/schema/types.ts';

export function largestUpload(reg: Registry): number {
  let max = 1;
  for (const e of Object.values(reg.entities)) {
    for (const p of Object.values(e.properties)) max = Math.max(max, p['x-upload']?.maxBytes ?? 0);
  }
  return max;
}
