// Computed fields (`x-computed`): the form shows them live, the server stores its own result and refuses
// a client value that differs. Evaluated in declaration order, repeated so a formula may use another.
import type { FieldError } from '../codes.ts';
import { formatDecimal, readDecimal } from '../decimal/index.ts';
import { evaluate, recordResolver, type Resolve } from '../expr/index.ts';
import { PLACES_OF_FORMAT } from '../money/fields.ts';
import type { EntityProperty, EntitySchema } from '../schema/types.ts';

export function computedNames(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, p]) => p['x-computed'] !== undefined)
    .map(([k]) => k);
}

function placesOf(p: EntityProperty): number {
  if (p.format && PLACES_OF_FORMAT[p.format] !== undefined) return PLACES_OF_FORMAT[p.format]!;
  return p.format === 'integer' || p.format === 'positive-integer' || p.type === 'integer' ? 0 : 2;
}

/** `data` with every computed field set to its result (or removed when an operand is missing). */
export function applyComputed(entity: EntitySchema, data: Record<string, unknown>, refs?: Resolve): Record<string, unknown> {
  const names = computedNames(entity);
  if (names.length === 0) return data;
  const out: Record<string, unknown> = { ...data };
  for (let pass = 0; pass < names.length; pass++) {
    let changed = false;
    for (const name of names) {
      const prop = entity.properties[name]!;
      const v = evaluate(prop['x-computed']!, recordResolver(out, refs));
      const next = v !== null && typeof v === 'object' ? formatDecimal(v, { places: placesOf(prop) }) : undefined;
      if (out[name] === next) continue;
      changed = true;
      if (next === undefined) delete out[name];
      else out[name] = next;
    }
    if (!changed) break;
  }
  return out;
}

/** The computed fields a client sent with a value other than the result (compared as numbers). */
export function computedMismatches(entity: EntitySchema, sent: Record<string, unknown>, computed: Record<string, unknown>): FieldError[] {
  const out: FieldError[] = [];
  for (const name of computedNames(entity)) {
    const given = sent[name];
    if (given === undefined || given === null || given === '') continue;
    const want = computed[name];
    const a = readDecimal(given);
    const b = readDecimal(want);
    const same = a !== null && b !== null ? formatDecimal(a, { places: 6 }) === formatDecimal(b, { places: 6 }) : given === want;
    if (same) continue;
    const title = entity.properties[name]!.title;
    out.push({
      field: name,
      message: want === undefined ? `${title}由系统计算，缺少计算所需的字段` : `${title}应为 ${String(want)}（系统按公式计算），与提交的 ${String(given)} 不符`,
    });
  }
  return out;
}
