// Export of a list: every row matching the list's filters and sort (all pages), each cell the text the
// list shows, streamed as NDJSON so the browser can count rows for its progress bar and write the file.
import type { ExportFailure, ExportHead } from '../../shared/excel/api.ts';
import { exportColumns, exportRow } from '../../shared/excel/cells.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Bag } from '../http/params.ts';
import { entityOf, requireEntity } from '../records/entity.ts';
import { buildListSql } from '../records/query.ts';
import { withFixedFilters } from '../records/fixedFilters.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../records/row.ts';
import { listPageOf } from './listPage.ts';
import { tableCount, tableRows } from '../resources/service.ts';
import { TABLE_SOURCE, tableOf } from '../resources/table.ts';
import { fixedLookups, rowLookups } from './lookups.ts';

/** Rows read per query: large enough to keep round trips few, small enough to keep memory flat. */
const BATCH = 1000;

export interface ExportStream {
  head: ExportHead;
  rows: AsyncGenerator<string[]>;
}

/** Checks everything the list checks before the first byte is sent, so refusals are ordinary envelopes. */
export async function startExport(ctx: AppContext, actor: Actor, entityName: string, query: Bag): Promise<ExportStream> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  const page = listPageOf(ctx, actor, entity, query);
  const columns = exportColumns(page.schema, entity);
  // Same where/order as the list (site isolation included); paging is ours.
  const table = tableOf(entity);
  // The page's fixed filters are applied here too: an export holds no more rows than its list.
  const q = buildListSql(entity, actor, { ...withFixedFilters(query, page.schema.fixedFilters), page: '1', size: '1' }, table ? TABLE_SOURCE : undefined);
  const total = table
    ? await tableCount(ctx.db, table, q)
    : ((await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM records WHERE ${q.where}`, q.params))[0]?.total ?? 0);
  const fields = columns.map((c) => c.field);
  const fixed = await fixedLookups(ctx, entity, fields);
  const n = q.params.length;
  async function* rows(): AsyncGenerator<string[]> {
    for (let offset = 0; ; offset += BATCH) {
      // A table-backed resource (x-table) reads its own table.
      const records = table
        ? await tableRows(ctx.db, table, q, BATCH, offset)
        : (
            await ctx.db.query<RecordDbRow>(
              `SELECT ${RECORD_COLUMNS} FROM records WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
              [...q.params, BATCH, offset],
            )
          ).map(toRecordRow);
      const lookups = { ...fixed, ...(await rowLookups(ctx, actor, entity, fields, records)) };
      for (const r of records) yield exportRow(entity, columns, r, lookups);
      if (records.length < BATCH) return;
    }
  }
  const head: ExportHead = { title: page.title, columns: columns.map((c) => c.title), total };
  return { head, rows: rows() };
}

/** The NDJSON lines: the head, the rows, and a failure line if reading stops half way. */
export async function* exportLines(stream: ExportStream): AsyncGenerator<string> {
  yield `${JSON.stringify(stream.head)}\n`;
  try {
    for await (const row of stream.rows) yield `${JSON.stringify(row)}\n`;
  } catch (e) {
    console.error(e);
    const failure: ExportFailure = { error: '导出中断，请重试' };
    yield `${JSON.stringify(failure)}\n`;
  }
}
