// Structural check: each declarative file against its meta-schema in schemas/meta/, with ajv errors
// turned into JSON pointers and Chinese messages an implementer can act on.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import entityMeta from '../../../schemas/meta/entity.schema.json' with { type: 'json' };
import pageMeta from '../../../schemas/meta/page.schema.json' with { type: 'json' };
import pagesMeta from '../../../schemas/meta/pages.schema.json' with { type: 'json' };
import menusMeta from '../../../schemas/meta/menus.schema.json' with { type: 'json' };
import { formats } from '../formats/index.ts';
import type { SchemaIssue } from './issue.ts';
import { appendPointer, nearest } from './util.ts';

export type MetaKind = 'menus' | 'pages' | 'entity' | 'page';

/** Which meta-schema a file answers to; the same split toRegistry uses. */
export function metaKindOf(file: string): MetaKind {
  if (file === 'menus.json') return 'menus';
  if (file === 'pages.json') return 'pages';
  if (file.startsWith('schemas/entities/')) return 'entity';
  return 'page';
}

/** The format names the engine knows: the shared custom formats plus the standard date ones. */
export function knownFormats(): string[] {
  return [...new Set([...Object.keys(formats), 'date', 'date-time'])];
}

function withLiveFormats(meta: typeof entityMeta): object {
  // The file's enum serves editors; the shared formats module is the truth, so a format added there
  // is accepted at once (a test keeps the file's list in step for editor help).
  const copy = structuredClone(meta) as { definitions: Record<string, unknown> };
  copy.definitions.format = { ...meta.definitions.format, enum: knownFormats() };
  return copy;
}

/** The four meta-schemas as the check compiles them (also the input of the build's standalone code). */
export function metaSchemas(): Record<MetaKind, object> {
  return { entity: withLiveFormats(entityMeta), page: pageMeta, pages: pagesMeta, menus: menusMeta };
}

/**
 * ajv's options for the meta-schemas. verbose: error objects carry parentSchema and data, used for
 * suggestions and messages. strictRequired off: `property` requires `title`, which its $ref'd schemaNode
 * declares. allowUnionTypes: enum items and fixedFilters values are string-or-number / string-or-array.
 * keywords: tsType guides the type generator (src/server/cli/typegen.ts) and validates nothing.
 */
export function metaAjvOptions(): Options {
  return { allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, keywords: ['tsType'] };
}

/** FNV-1a of the meta-schemas' JSON: ties validators compiled at build time to the schemas they came from. */
export function metaKey(): string {
  const text = JSON.stringify(metaSchemas());
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${h.toString(16)}-${text.length}`;
}

let validators: Record<MetaKind, ValidateFunction> | undefined;

/**
 * Installs validators compiled at build time (ajv standalone code, src/server/registry/precompiledMeta.ts):
 * compiling the meta-schemas at start costs ~190 CPU ms. Refused (false) unless `key` is metaKey(), so
 * validators from other schema files never check a project.
 */
export function installPrecompiledMeta(key: string, compiled: Record<MetaKind, ValidateFunction>): boolean {
  if (key !== metaKey()) return false;
  validators = compiled;
  return true;
}

function getValidators(): Record<MetaKind, ValidateFunction> {
  if (!validators) {
    const ajv = new Ajv(metaAjvOptions());
    const schemas = metaSchemas();
    validators = { entity: ajv.compile(schemas.entity), page: ajv.compile(schemas.page), pages: ajv.compile(schemas.pages), menus: ajv.compile(schemas.menus) };
  }
  return validators;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', array: '数组', object: '对象', null: 'null',
};

const PATTERN_HINTS: Record<string, string> = {
  '^[A-Za-z][A-Za-z0-9_]*$': '只能包含字母、数字和下划线，并以字母开头',
  '^[A-Za-z][A-Za-z0-9_-]*$': '只能包含字母、数字、下划线和连字符，并以字母开头',
  '^/[^\\s]*$': '应以 / 开头且不含空白',
  '^(?!.*\\.\\./)schemas/pages/.+\\.json$': '应为 schemas/pages/ 下的 .json 文件（相对项目根目录）',
};

const show = (v: unknown): string => JSON.stringify(v);

function allowedKeys(err: ErrorObject): string[] {
  const props = (err.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** One ajv error as pointer + message; null for errors that only echo a more precise one. */
function describe(err: ErrorObject): { pointer: string; message: string } | null {
  const p = err.params as Record<string, unknown>;
  const at = err.instancePath;
  switch (err.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const keys = allowedKeys(err);
      const guess = nearest(key, keys);
      const hint = guess ? `，是否应为 ${show(guess)}？` : keys.length ? `；可用的键：${keys.join(', ')}` : '';
      return { pointer: appendPointer(at, key), message: `未知的键 ${show(key)}${hint}` };
    }
    case 'required':
      return { pointer: at, message: `缺少必需的键 ${show(p.missingProperty)}` };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(show);
      const guess = typeof err.data === 'string' ? nearest(err.data, (p.allowedValues as unknown[]).map(String)) : undefined;
      const hint = guess ? `，是否应为 ${show(guess)}？` : '';
      return { pointer: at, message: `取值 ${show(err.data)} 不在允许范围内（${allowed.join(', ')}）${hint}` };
    }
    case 'const':
      return { pointer: at, message: `取值应为 ${show(p.allowedValue)}` };
    case 'type': {
      const types = String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t);
      return { pointer: at, message: `类型应为${types.join('或')}` };
    }
    case 'pattern': {
      const name = err.propertyName;
      const hint = PATTERN_HINTS[String(p.pattern)] ?? `应匹配正则 ${String(p.pattern)}`;
      if (name !== undefined) return { pointer: appendPointer(at, name), message: `名称 ${show(name)} 不合规：${hint}` };
      return { pointer: at, message: `${show(err.data)} 不合规：${hint}` };
    }
    case 'minLength':
      return { pointer: at, message: p.limit === 1 ? '不能为空' : `长度至少为 ${String(p.limit)}` };
    case 'minItems':
      return { pointer: at, message: `至少需要 ${String(p.limit)} 项` };
    case 'maxItems':
      return { pointer: at, message: `最多 ${String(p.limit)} 项` };
    case 'minProperties':
      return { pointer: at, message: `至少需要 ${String(p.limit)} 个键` };
    case 'uniqueItems':
      return { pointer: at, message: `第 ${String(p.j)} 项与第 ${String(p.i)} 项重复` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: `取值应 ${String(p.comparison)} ${String(p.limit)}` };
    // Echoes: the discriminator, if/then and propertyNames keywords report alongside a precise error.
    case 'discriminator':
    case 'if':
    case 'propertyNames':
      return null;
    default:
      return { pointer: at, message: err.message ?? err.keyword };
  }
}

/** Issues of one file against its meta-schema (empty when it conforms). */
export function checkMeta(file: string, json: unknown): SchemaIssue[] {
  const validate = getValidators()[metaKindOf(file)];
  if (validate(json)) return [];
  const errors = validate.errors ?? [];
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    const d = describe(err);
    if (!d) continue;
    const key = `${d.pointer}\n${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, pointer: d.pointer, message: d.message });
  }
  // Every error was an echo (should not happen): still fail with ajv's own words.
  if (out.length === 0) for (const err of errors) out.push({ file, pointer: err.instancePath, message: err.message ?? err.keyword });
  return out;
}
