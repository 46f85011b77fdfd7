// Runs a list query: one page of rows (by offset, or by keyset from a cursor), and a total that is exact
// when cheap or asked for, else capped so a list of a million rows never counts them all per page.
import type { ListResult } from '../../shared/api.ts';
import type { Principal } from '../../shared/permission.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Db, SqlParam } from '../db/types.ts';
import { str, type Bag } from '../http/params.ts';
import { estimatesOf } from './estimates.ts';
import { decodeCursor, encodeCursor, keysetSegments } from './keyset.ts';
import { buildListSql, type ListSql } from './query.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './row.ts';

/**
 * Matches are counted up to this many; above it the total is the planner's estimate (`totalExact: false`,
 * never below the cap or the rows up to this page) unless the caller asks for `count=exact`. Counting is
 * per-row work: 10,000 rows cost ~8 ms on PGlite (WASM), 1,000 rows under a millisecond.
 */
export const COUNT_CAP = 1_000;

type Row = RecordDbRow & { sort_key?: string | null };

/**
 * A page's rows, each as one JSON text: PGlite decodes every column of every row in JavaScript (a 100-row
 * page of ten columns cost ~1.7 ms more than one text column per row); JSON.parse is native.
 */
function rowJson(q: ListSql): string {
  // The sort value as PostgreSQL prints it, so a cursor round-trips exactly (timestamps keep microseconds).
  const sortKey = q.sort.field === 'id' ? '' : `, 'sort_key', (${q.sort.f.expr})::text`;
  return `json_build_object(${RECORD_COLUMNS.split(', ').map((c) => `'${c}', ${c}`).join(', ')}${sortKey})::text AS row_json`;
}

function fromJson(rows: readonly { row_json: string }[]): Row[] {
  return rows.map((r) => JSON.parse(r.row_json) as Row);
}

/**
 * Whether a list statement is prepared. Not with filters: once a prepared statement has run five times,
 * PostgreSQL may keep a generic plan, priced for a typical value, whatever the value is. For
 * `projectName ILIKE $2` that plan walks the time index expecting many matches; at 1,000,000 records a
 * name that matches ten rows then scanned them all (7.8 → 762 ms p50) instead of reading its trigram
 * index. Unfiltered lists have nothing for a value to sway: their first ten offset pages and their
 * cursor pages are prepared (every further offset would be a statement of its own).
 */
function prepared(q: ListSql, offset = 0): boolean {
  return !q.filtered && offset <= 10 * q.size;
}

/** LIMIT and OFFSET in the text: the plan cache prices a generic plan by them (a parameter counts as 10% of the rows). */
function limitSql(size: number, offset: number): string {
  return offset > 0 ? `LIMIT ${size} OFFSET ${offset}` : `LIMIT ${size}`;
}

async function offsetPage(db: Db, q: ListSql, offset: number): Promise<Row[]> {
  // The JSON is built over the page only: in the same SELECT it would be built for every skipped row too.
  const sql = `SELECT ${rowJson(q)} FROM (SELECT ${RECORD_COLUMNS} FROM records WHERE ${q.where} ORDER BY ${q.orderBy} ${limitSql(q.size + 1, offset)}) AS records
    ORDER BY ${q.orderBy}`;
  return fromJson(await db.query<{ row_json: string }>(sql, q.params, { prepare: prepared(q, offset) }));
}

/**
 * The first COUNT_CAP + 1 matches of a list in its order, counted, with the offset page sorted out of
 * them, in one statement. When `capped` ≤ COUNT_CAP every match was read: the count is exact and the rows
 * are the page. Above it the rows are still the page when it lies within the matches read (pagedWithin);
 * only the total is then left to estimate. Null when the page lies past what was read.
 * Why one statement: on PGlite planning any query on `records` costs about a millisecond (it weighs
 * every index on the table), more than reading a thousand rows; a page and a capped count planned
 * separately cost that twice, and each reads the matches again (a "contains" filter with 1,100
 * matches at 1,000,000 records: 3.4 ms to count them, 4.2 ms to read them again for the page).
 */
async function probeListPage(db: Db, q: ListSql, offset: number): Promise<{ rows: Row[]; capped: number } | null> {
  const rows = await db.query<{ row_json: string; capped_total: number }>(
    `SELECT ${rowJson(q)}, count(*) OVER ()::int AS capped_total
     FROM (SELECT ${RECORD_COLUMNS} FROM records WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${COUNT_CAP + 1}) AS records
     ORDER BY ${q.orderBy} ${limitSql(q.size + 1, offset)}`,
    q.params,
    { prepare: prepared(q, offset) },
  );
  const capped = rows[0]?.capped_total;
  return capped === undefined ? null : { rows: fromJson(rows), capped };
}

/** Whether a probe's rows are the page (with the row after it): every match was read, or the page lies within those read. */
function pagedWithin(probe: { capped: number }, offset: number, size: number): boolean {
  return probe.capped <= COUNT_CAP || offset + size + 1 <= COUNT_CAP + 1;
}

async function keysetPage(db: Db, q: ListSql, raw: string, forward: boolean): Promise<Row[]> {
  const cursor = decodeCursor(q.sort, raw);
  const rows: Row[] = [];
  for (const seg of keysetSegments(q.sort, cursor, forward, q.params)) {
    const need = q.size + 1 - rows.length;
    if (need <= 0) break;
    const sql = `SELECT ${rowJson(q)} FROM records WHERE ${q.where} AND ${seg.where} ORDER BY ${seg.orderBy} LIMIT ${need}`;
    rows.push(...fromJson(await db.query<{ row_json: string }>(sql, seg.params, { prepare: prepared(q) })));
  }
  return rows;
}

async function countRows(db: Db, where: string, params: SqlParam[], limit: number | null): Promise<number> {
  const sql =
    limit === null
      ? `SELECT count(*)::int AS total FROM records WHERE ${where}`
      : `SELECT count(*)::int AS total FROM (SELECT 1 FROM records WHERE ${where} LIMIT ${limit}) AS capped`;
  return (await db.query<{ total: number }>(sql, params))[0]?.total ?? 0;
}

/** The planner's row estimate for the list's conditions (planning only, no rows read). */
async function estimateRows(db: Db, where: string, params: SqlParam[]): Promise<number> {
  const rows = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM records WHERE ${where}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  const n = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
}

/**
 * Query parameters besides filters and sort: `page`, `size`; `after` / `before` (a cursor from a previous
 * answer's `next` / `prev`: the page after its last row or before its first, with `page` the page number
 * it becomes); `count=exact` for an exact total however large.
 */
export async function runList(db: Db, entity: EntitySchema, principal: Principal, query: Bag): Promise<ListResult> {
  const q = buildListSql(entity, principal, query);
  const after = str(query, 'after');
  const before = after ? undefined : str(query, 'before');
  const offset = (q.page - 1) * q.size;

  const key = `${q.where}\u0000${JSON.stringify(q.params)}`;
  const cache = estimatesOf(db);
  // A list known to be large (its estimate is remembered) reads its page by index straight away; any other
  // offset page is first probed: its first matches, counted, which hold the page unless it lies deeper.
  const probe = !after && !before && cache.get(key) === undefined ? await probeListPage(db, q, offset) : null;
  const small = probe !== null && probe.capped <= COUNT_CAP ? probe : null;
  const fetched =
    probe !== null && pagedWithin(probe, offset, q.size)
      ? probe.rows
      : after
        ? await keysetPage(db, q, after, true)
        : before
          ? await keysetPage(db, q, before, false)
          : await offsetPage(db, q, offset);
  // One row more than the page says whether more follow in the direction read.
  const more = fetched.length > q.size;
  const rows = fetched.slice(0, q.size);
  if (before) rows.reverse();
  const hasNext = before ? true : more;
  const hasPrev = before ? more : after ? true : q.page > 1;

  let total: number;
  let totalExact = true;
  if (small) {
    total = small.capped; // every match was counted
  } else if (!before && !more && (rows.length > 0 || q.page === 1)) {
    total = offset + rows.length; // the last page: what precedes it plus what it holds
  } else if (str(query, 'count') === 'exact') {
    total = await countRows(db, q.where, q.params, null);
  } else {
    const known = cache.get(key);
    // A probe that found more than the cap has counted already.
    total = known ?? probe?.capped ?? (await countRows(db, q.where, q.params, COUNT_CAP + 1));
    if (known !== undefined || total > COUNT_CAP) {
      const estimate = known ?? (await estimateRows(db, q.where, q.params));
      if (known === undefined) cache.set(key, estimate);
      total = Math.max(COUNT_CAP + 1, offset + rows.length + (hasNext ? 1 : 0), estimate);
      totalExact = false;
    }
  }

  const cursorAt = (r: Row | undefined): string | null =>
    r ? encodeCursor(q.sort, { value: q.sort.field === 'id' ? null : (r.sort_key ?? null), id: Number(r.id) }) : null;
  return {
    list: rows.map(toRecordRow),
    total,
    totalExact,
    page: q.page,
    size: q.size,
    next: hasNext ? cursorAt(rows.at(-1)) : null,
    prev: hasPrev ? cursorAt(rows[0]) : null,
  };
}
