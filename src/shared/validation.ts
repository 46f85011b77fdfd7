// One validation path for form and server: the entity's JSON Schema, the shared formats, Chinese messages.
import Ajv, { type ErrorObject } from 'ajv';
import { formats, formatValidators } from './formats/index.ts';
import { message, withTitle, type MessageKey } from './formats/messages.ts';
import type { FieldError } from './codes.ts';
import { mergeErrors, ruleErrors } from './rules/check.ts';
import { unsafeTextErrors } from './text-safety.ts';
import type { EntityProperty, EntitySchema } from './schema/types.ts';

export interface JsonSchemaObject {
  type: 'object';
  title?: string;
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}

function cleanProperty(p: EntityProperty): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (k.startsWith('x-') && k !== 'x-enumNames') continue;
    if (k === 'x-enumNames') out.enumNames = v;
    else if (k === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Record<string, EntityProperty>).map(([n, c]) => [n, cleanProperty(c)]));
    } else out[k] = v;
  }
  return out;
}

/** The plain JSON Schema of an entity (optionally only some fields), without engine keywords. */
export function dataSchema(entity: EntitySchema, fields?: string[]): JsonSchemaObject {
  const names = fields ?? Object.keys(entity.properties).filter((n) => !entity.properties[n]?.readOnly);
  const properties: Record<string, Record<string, unknown>> = {};
  for (const n of names) {
    const p = entity.properties[n];
    if (p) properties[n] = cleanProperty(p);
  }
  return {
    type: 'object',
    title: entity.title,
    required: (entity.required ?? []).filter((r) => names.includes(r)),
    properties,
  };
}

/**
 * Trims strings, then drops empty strings and nulls: the browser sends null as "", and both mean "not
 * given". Trimming first makes a blank "   " count as empty too, so a required field gets 不能为空.
 */
export function normalizeInput(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(data)) {
    const v = typeof raw === 'string' ? raw.trim() : raw;
    if (v === '' || v === null || v === undefined) continue;
    out[k] = v;
  }
  return out;
}

/** A validation error in the shape both ajv and rjsf can give. */
export interface RawError {
  keyword: string;
  /** Top-level property, or "" for the object itself. */
  field: string;
  params: Record<string, unknown>;
}

function fieldTitle(entity: EntitySchema, field: string): string {
  return entity.properties[field]?.title ?? field;
}

/** The Chinese message for one error, naming the field by its schema title. */
export function messageFor(err: RawError, entity: EntitySchema): FieldError {
  const field = err.keyword === 'required' ? String(err.params.missingProperty ?? err.field) : err.field;
  const title = fieldTitle(entity, field);
  let text: string;
  switch (err.keyword) {
    case 'required':
      text = message('required', { title });
      break;
    case 'format': {
      const def = formats[String(err.params.format)];
      text = def ? message(def.message, { title }) : message('invalid', { title });
      break;
    }
    case 'maxLength':
    case 'minLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      text = message(err.keyword satisfies MessageKey, { title, limit: String(err.params.limit ?? '') });
      break;
    case 'enum':
    case 'type':
    case 'pattern':
      text = message(err.keyword, { title });
      break;
    default:
      text = message('invalid', { title });
  }
  return { field, message: withTitle(title, text) };
}

/** Top-level property of an ajv instancePath ("/contactPhone" -> "contactPhone"). */
export function fieldOfPath(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? '';
}

export function fromAjv(errors: ErrorObject[] | null | undefined, entity: EntitySchema): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    if (e.keyword === 'if') continue;
    const fe = messageFor({ keyword: e.keyword, field: fieldOfPath(e.instancePath), params: e.params as Record<string, unknown> }, entity);
    if (seen.has(fe.field)) continue; // one message per field, the first one ajv found
    seen.add(fe.field);
    out.push(fe);
  }
  return out;
}

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [name, fn] of Object.entries(formatValidators())) ajv.addFormat(name, { type: 'string', validate: fn });
  return ajv;
}

/**
 * Validates a write against the entity schema; `fields` limits the schema (and `required`) to those fields.
 * The data is normalised first, so "" and null count as missing: a required field sent empty gets
 * {title}不能为空 (every format accepts "" and would otherwise let it through), whatever the caller did.
 */
export class EntityValidator {
  private readonly ajv = createAjv();
  private readonly cache = new Map<string, ReturnType<Ajv['compile']>>();

  validate(entity: EntitySchema, data: Record<string, unknown>, fields?: string[]): FieldError[] {
    // Control and direction-override characters first: no schema keyword states that rule.
    const unsafe = unsafeTextErrors(entity.properties, data);
    if (unsafe.length > 0) return unsafe;
    const key = `${entity.name}|${fields?.join(',') ?? '*'}`;
    let fn = this.cache.get(key);
    if (!fn) {
      fn = this.ajv.compile(dataSchema(entity, fields));
      this.cache.set(key, fn);
    }
    const doc = normalizeInput(data);
    const schemaErrors = fn(doc) ? [] : fromAjv(fn.errors, entity);
    // The declared rules (amount ceilings, cross-field rules) after the schema's, one message per field.
    return mergeErrors(schemaErrors, ruleErrors(entity, doc, fields ? { fields } : {}));
  }
}
