// Route schemas are checked by one ajv set up for this API: no type coercion (a form-encoded value is a
// string and the schema says so), no removal of unknown keys and no defaults, so a route reads exactly
// what was sent. A failure is a 100002 envelope whose message names the field by the schema's title.
import Ajv, { type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/codes.ts';
import { ApiError } from './errors.ts';
import { Code } from '../../shared/codes.ts';

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false });

const PART_TITLE: Record<string, string> = { body: '请求内容', querystring: '查询参数', params: '请求地址', headers: '请求头' };

/** Methods whose body is optional: a DELETE may come without one (its version then in the query). */
const OPTIONAL_BODY = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS']);

export const validatorCompiler: FastifySchemaCompiler<SchemaObject> = ({ schema, method, httpPart }) => {
  const check: ValidateFunction = ajv.compile(schema);
  const optional = httpPart === 'body' && (OPTIONAL_BODY.has(method.toUpperCase()) || (schema as { 'x-optional'?: unknown })['x-optional'] === true);
  return (data: unknown) => {
    if (optional && (data === undefined || data === null)) return { value: data };
    if (check(data)) return { value: data };
    return { error: schemaError(check.errors ?? [], httpPart ?? 'body') };
  };
};

function titleOf(schema: unknown): string | undefined {
  const t = schema && typeof schema === 'object' ? (schema as { title?: unknown }).title : undefined;
  return typeof t === 'string' && t !== '' ? t : undefined;
}

function field(e: ErrorObject): string {
  const missing = e.keyword === 'required' ? (e.params as { missingProperty?: string }).missingProperty : undefined;
  return missing === undefined ? e.instancePath : `${e.instancePath}/${missing}`;
}

function message(e: ErrorObject, part: string): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') {
    const name = String(p.missingProperty);
    const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return `缺少${titleOf(props?.[name]) ?? name}`;
  }
  // Never the caller's key: a value without a title of its own is named by the part of the request.
  const title = titleOf(e.parentSchema) ?? PART_TITLE[part] ?? '请求内容';
  if (e.instancePath === '' && e.keyword === 'type') return `${title}格式不正确，应为键值对象`;
  if (e.keyword === 'additionalProperties') return `${title}不接受字段 ${String(p.additionalProperty)}`;
  if (e.keyword === 'maxLength') return `${title}不能超过 ${String(p.limit)} 个字符`;
  if (e.keyword === 'maxItems') return `${title}最多 ${String(p.limit)} 项`;
  if (e.keyword === 'enum' || e.keyword === 'const') return `${title}的取值不正确`;
  if (e.keyword === 'maximum' || e.keyword === 'minimum') return `${title}超出允许的范围`;
  return `${title}格式不正确`;
}

/** One error per field: the one whose schema carries a title (a union's, not its branches'), else the first. */
export function fieldErrors(errors: readonly ErrorObject[], part: string): FieldError[] {
  const byField = new Map<string, ErrorObject>();
  for (const e of errors) {
    const key = field(e);
    const known = byField.get(key);
    if (!known || (!titleOf(known.parentSchema) && titleOf(e.parentSchema) && known.keyword !== 'required')) byField.set(key, e);
  }
  // A nested failure makes its ancestors' union fail too: report the deepest, most specific ones.
  const keys = [...byField.keys()];
  const leaves = keys.filter((k) => !keys.some((o) => o !== k && o.startsWith(`${k}/`)));
  return leaves.map((k) => ({ field: k.split('/').slice(1).join('.'), message: message(byField.get(k)!, part) }));
}

export function schemaError(errors: readonly ErrorObject[], part: string): ApiError {
  const list = fieldErrors(errors, part);
  return new ApiError(Code.INVALID, list[0]?.message ?? `${PART_TITLE[part] ?? '请求内容'}格式不正确`, list);
}
