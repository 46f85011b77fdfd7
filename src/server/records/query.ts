// Builds the list query (filters, sort, paging) for one entity. Values are always parameters; field
// names only reach SQL through fieldSql, which admits declared, safely named fields.
import { isAdmin, type Principal } from '../../shared/permission.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { SqlParam } from '../db/types.ts';
import { isDateString, isDateTimeString } from '../../shared/formats/date.ts';
import { parseDecimal } from '../../shared/decimal/parse.ts';
import { invalid } from '../http/errors.ts';
import { regionPrefix } from '../../shared/valuetypes/region.ts';
import { MAX_PAGE } from '../http/params.ts';
import { fieldSql, fieldTitle, systemSql, type FieldSql } from './fields.ts';
import { isSqlName } from '../db/sqlName.ts';
import { businessDayRange, businessTimeZone, parseBusinessTime } from '../../shared/time/business.ts';

export const DEFAULT_PAGE = 1;
export const DEFAULT_SIZE = 10;
export const MAX_SIZE = 200;
const OPS = ['eq', 'like', 'in', 'gte', 'lte', 'between'] as const;
type Op = (typeof OPS)[number];

/** The one sort of a list (id breaks ties); keyset paging continues from a row's position in it. */
export interface ListSort {
  field: string;
  f: FieldSql;
  desc: boolean;
}

export interface ListSql {
  where: string;
  params: SqlParam[];
  /** Conditions from the request's filters (beyond entity, site and variety): their values may sway the plan. */
  filtered: boolean;
  orderBy: string;
  sort: ListSort;
  page: number;
  size: number;
}

class Params {
  readonly values: SqlParam[];
  constructor(values: readonly SqlParam[] = []) {
    this.values = [...values];
  }
  add(v: SqlParam): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const ID_SORT: ListSort = { field: 'id', f: systemSql('id'), desc: true };

/**
 * ORDER BY for a sort. id breaks ties and follows the sort direction, so one btree index on (expr, id)
 * serves both directions (entityIndexes.ts declares them). Nullable expressions put NULLs at the end of a
 * descending list, the order a backward scan of an (expr ASC NULLS FIRST, id ASC) index yields;
 * NOT NULL columns need no NULLS clause and match plain (entity, column, id) indexes.
 */
export function orderSql(sort: ListSort, desc = sort.desc): string {
  const dir = desc ? 'DESC' : 'ASC';
  if (sort.field === 'id') return `id ${dir}`;
  const nulls = sort.f.notNull ? '' : desc ? ' NULLS LAST' : ' NULLS FIRST';
  return `${sort.f.expr} ${dir}${nulls}, id ${dir}`;
}

function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return first(v[0]);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

function intParam(query: Record<string, unknown>, key: string, title: string, fallback: number, max: number): number {
  const v = first(query[key]);
  if (v === undefined || v === '') return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw invalid(`${title}必须是正整数`);
  if (Number(v) > max) throw invalid(`${title}不能大于${max}`);
  return Number(v);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A time filter value as the instant it names, in business time (src/shared/time/business.ts): a date is
 * the start of that business day (`end`: of the next one), a zoneless date-time a business wall-clock time.
 * The bound reaches SQL as a UTC instant, so the database session's time zone never decides a day.
 */
function timeBound(value: string, title: string, end = false): string {
  const day = DATE_ONLY.test(value) && isDateString(value) ? businessDayRange(value) : null;
  const ms = day ? (end ? day.end : day.start) : isDateTimeString(value) ? parseBusinessTime(value) : null;
  if (ms === null) throw invalid(`${title}不是有效的日期`);
  return new Date(ms).toISOString();
}

/** A typed comparison value: numbers and times are validated here so the cast in SQL cannot fail. */
function typed(f: FieldSql, value: string, title: string, p: Params): string {
  switch (f.kind) {
    case 'numeric':
      // The one decimal rule, bounded in length: PostgreSQL's numeric refuses (with an error, not false)
      // beyond its digits.
      if (value.length > 62 || parseDecimal(value) === null) throw invalid(`${title}必须是数字`);
      return `${p.add(value)}::numeric`;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(value)) throw invalid(`${title}必须是整数`);
      return `${p.add(value)}::bigint`;
    case 'timestamp':
      // The shared date rules, not Date.parse: it accepts forms and years PostgreSQL refuses.
      return `${p.add(timeBound(value, title))}::timestamptz`;
    default:
      return p.add(value);
  }
}

/** A field as text for like / in: a time as business wall-clock text, never in the session's zone. */
function textOf(f: FieldSql, p: Params): string {
  if (f.kind !== 'timestamp') return f.text;
  return `to_char(${f.expr} AT TIME ZONE ${p.add(businessTimeZone())}::text, 'YYYY-MM-DD HH24:MI:SS')`;
}

function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A region: the code and every code under it (a county includes its townships and villages). */
function prefixCondition(f: FieldSql, value: string, title: string, p: Params): string {
  const prefix = regionPrefix(value);
  if (prefix === null) throw invalid(`${title}不是有效的地区编码`);
  return `${f.text} LIKE ${p.add(`${prefix}%`)}`;
}

function condition(f: FieldSql, op: Op, raw: string, title: string, p: Params): string | null {
  const value = raw.trim();
  if (value === '') return null; // an empty filter box means "no filter"
  switch (op) {
    case 'eq':
      if (f.prefix) return prefixCondition(f, value, title, p);
      return f.kind === 'text' ? `${f.text} = ${p.add(value)}` : `${f.expr} = ${typed(f, value, title, p)}`;
    case 'like':
      return `${textOf(f, p)} ILIKE ${p.add(`%${escapeLike(value)}%`)} ESCAPE '\\'`;
    case 'in': {
      const list = value.split(',').map((s) => s.trim()).filter(Boolean);
      return `${textOf(f, p)} IN (SELECT jsonb_array_elements_text(${p.add(JSON.stringify(list))}::jsonb))`;
    }
    case 'gte':
      return f.kind === 'text' ? `${f.text} >= ${p.add(value)}` : `${f.expr} >= ${typed(f, value, title, p)}`;
    case 'lte':
      if (f.kind === 'timestamp' && DATE_ONLY.test(value)) {
        // "up to 2024-05-01" means the whole of that business day.
        return `${f.expr} < ${p.add(timeBound(value, title, true))}::timestamptz`;
      }
      return f.kind === 'text' ? `${f.text} <= ${p.add(value)}` : `${f.expr} <= ${typed(f, value, title, p)}`;
    case 'between': {
      const [lo = '', hi = ''] = value.split(',');
      const parts = [condition(f, 'gte', lo, title, p), condition(f, 'lte', hi, title, p)].filter((c): c is string => c !== null);
      return parts.length ? parts.join(' AND ') : null;
    }
  }
}


/** Site isolation and entity scope, shared by list and counts; a chosen variety scopes entities that carry one. */
export function scopeWhere(entityName: string, principal: Principal, p: Params, byVariety = false): string[] {
  // The entity in the text (a checked name): a prepared statement's generic plan can then read the
  // entity's partial indexes, which `entity = $1` cannot prove it may.
  const where = [`entity = ${isSqlName(entityName) ? `'${entityName}'` : p.add(entityName)}`];
  if (!isAdmin(principal)) where.push(principal.siteId === null ? 'false' : `site_id = ${p.add(principal.siteId)}`);
  if (byVariety && principal.variety) where.push(`variety = ${p.add(principal.variety)}`);
  return where;
}

/**
 * Where a list reads: which SQL stands for a field, and which rows the caller may see. The records table
 * is the default; a table-backed resource (x-table) gives its columns and its site rule.
 */
export interface ListSource {
  field: (entity: EntitySchema, name: string) => FieldSql | null;
  scope: (entity: EntitySchema, principal: Principal, p: Params) => string[];
}

const RECORDS_SOURCE: ListSource = {
  field: fieldSql,
  scope: (entity, principal, p) => scopeWhere(entity.name, principal, p, entity['x-variety'] === true),
};

export function buildListSql(entity: EntitySchema, principal: Principal, query: Record<string, unknown>, source: ListSource = RECORDS_SOURCE): ListSql {
  const p = new Params();
  const page = intParam(query, 'page', '页码', DEFAULT_PAGE, MAX_PAGE);
  // A larger size is served as MAX_SIZE (clients ask for "all" this way), never refused.
  const size = Math.min(intParam(query, 'size', '每页条数', DEFAULT_SIZE, Infinity), MAX_SIZE);
  const where = source.scope(entity, principal, p);
  const scoped = where.length;

  for (const [key, rawValue] of Object.entries(query)) {
    if (!key.startsWith('f.')) continue;
    const dot = key.lastIndexOf('.');
    const field = key.slice(2, dot);
    const op = key.slice(dot + 1) as Op;
    if (dot <= 1 || !OPS.includes(op)) throw invalid(`不支持的筛选条件：${key}`);
    const f = source.field(entity, field);
    if (!f) throw invalid(`不能按“${field}”筛选：${entity.title}没有该字段`);
    const value = op === 'in' && Array.isArray(rawValue) ? rawValue.map(String).join(',') : first(rawValue);
    if (value === undefined) continue;
    const c = condition(f, op, value, fieldTitle(entity, field), p);
    if (c) where.push(`(${c})`);
  }

  let sort = ID_SORT;
  const sortParam = first(query.sort)?.trim();
  if (sortParam) {
    const desc = sortParam.startsWith('-');
    const field = desc ? sortParam.slice(1) : sortParam;
    const f = source.field(entity, field);
    if (!f) throw invalid(`不能按“${field}”排序：${entity.title}没有该字段`);
    sort = { field, f, desc };
  }
  return { where: where.join(' AND '), params: p.values, filtered: where.length > scoped, orderBy: orderSql(sort), sort, page, size };
}

export { Params };
