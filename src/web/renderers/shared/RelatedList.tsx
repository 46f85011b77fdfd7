// Master-detail: a detail or approval page's list of the records that refer to the record shown
// (`related`: a dispute's mediation sessions). The rows come through the child's own list page
// (`GET /api/lists/<list>` filtered by the reference), so the server applies that page's permission, site
// scope and fixed filters; its columns, row actions and order are the list's. Nothing shows to a user who
// may not open that list. 新增 opens the child's form with the reference filled in.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Space from 'antd/es/space';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { canPage } from '../../../shared/permission.ts';
import type { EntitySchema, ListPage, PageAction, PageEntry, RelatedList as RelatedSpec } from '../../../shared/schema/types.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { buildPagePath } from '../../engine/pagePath.ts';
import { records } from '../../engine/records.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { ListGrid } from '../list/ListGrid.tsx';
import { buildListQuery, totalText, type SortState } from '../list/query.ts';
import type { ListGridContext, RowActionsSetup } from '../list/RowActionsCell.tsx';
import { mayRun, type ActionEnv } from './actions.ts';
import { useActionRunner } from './useActionRunner.tsx';

export const RELATED_PAGE_SIZE = 5;

export interface RelatedListProps {
  related: RelatedSpec;
  /** The record shown: the children's reference points at it. */
  row: RecordRow;
  /** A child was deleted (or changed): the parent's rollups may have changed too. */
  onChange?: () => void;
}

/** The child list page's columns this section shows: those named, else all but the reference itself. */
export function relatedColumns(list: ListPage, related: RelatedSpec): ListPage {
  const columns = related.columns
    ? related.columns.flatMap((f) => list.columns.filter((c) => c.field === f))
    : list.columns.filter((c) => c.field !== related.match);
  return { ...list, columns, filters: [], toolbar: [] };
}

export function RelatedList({ related, row, onChange }: RelatedListProps) {
  const principal = usePrincipal();
  const meta = useAppMeta();
  const entry = meta?.pages.find((p) => p.id === related.list);
  // The server refuses the rows to whoever may not open the child's list: the section is not offered either.
  if (!principal || !meta || !entry || !canPage(principal, meta.menus, entry)) return null;
  return <RelatedBody related={related} row={row} entry={entry} onChange={onChange} />;
}

function RelatedBody({ related, row, entry, onChange }: RelatedListProps & { entry: PageEntry }) {
  const bundle = useApiQuery(queryKeys.page(related.list), () => records.page(related.list), { staleTime: 30_000 });
  const found = bundle.data?.schema;
  const list = found?.kind === 'list' ? found : null;
  const entity = bundle.data?.entity ?? null;
  let body;
  if (bundle.error) body = <ErrorPanel status="warning" error={bundle.error} fallback={`${related.title}加载失败`} onRetry={bundle.reload} />;
  else if (!list || !entity) body = null;
  else return <RelatedRows related={related} row={row} entry={entry} list={list} entity={entity} onChange={onChange} />;
  return (
    <Card title={related.title} size="small" loading={bundle.loading && !bundle.data} data-testid={`related-${related.list}`}>
      {body}
    </Card>
  );
}

function RelatedRows({ related, row, entry, list, entity, onChange }: RelatedListProps & { entry: PageEntry; list: ListPage; entity: EntitySchema }) {
  const principal = usePrincipal();
  const meta = useAppMeta();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const size = related.pageSize ?? RELATED_PAGE_SIZE;
  const schema = useMemo(() => relatedColumns(list, related), [list, related]);
  // The reference goes as an ordinary request filter; the server lays the list page's fixed filters over it.
  const query = useMemo(
    () => ({ ...buildListQuery(schema, { page, size, sort, filters: {} }), [`f.${related.match}.eq`]: String(row.id) }),
    [schema, page, size, sort, related.match, row.id],
  );
  const rows = useApiQuery(queryKeys.pageList(entity.name, related.list, query), () => records.pageList(related.list, query));
  const runner = useActionRunner(entity, () => {
    rows.reload();
    onChange?.();
  });

  const env: ActionEnv = useMemo(() => ({ principal, meta, entry, schema, entity }), [principal, meta, entry, schema, entity]);
  const setup: RowActionsSetup = { env, actions: schema.rowActions ?? [], entity, run: runner.run };
  const grid = useRef<ListGridContext>({ current: setup }).current;
  grid.current = setup;

  // 新增: the child's create form, its reference taken from the record shown (prefill, as on any action).
  const add: PageAction | null = related.add ? { type: 'navigate', title: related.add.title, page: related.add.page, prefill: { [related.match]: 'id' } } : null;
  const canAdd = add !== null && mayRun(add, null, env);
  // 全部: the child's list filtered by this record, when its filter bar has the reference.
  const all = meta && list.filters?.some((f) => f.field === related.match && f.op === 'eq') ? buildPagePath(meta.pages, related.list, { [`f.${related.match}.eq`]: row.id }) : null;

  const data = rows.data;
  const total = data?.total ?? 0;
  let body;
  if (rows.error) body = <ErrorPanel status="warning" error={rows.error} fallback={`${related.title}加载失败`} onRetry={rows.reload} />;
  else if (!data) body = null;
  else if (data.list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={related.empty ?? '暂无记录'} />;
  else {
    body = (
      <>
        <ListGrid schema={schema} entity={entity} rows={data.list} context={grid} sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
        {total > size ? (
          <Pagination size="small" align="end" style={{ marginTop: 12 }} current={page} pageSize={size} total={total} showTotal={(t) => totalText(t, data.totalExact !== false)} onChange={setPage} />
        ) : null}
      </>
    );
  }
  return (
    <Card
      title={data ? `${related.title}（${total}）` : related.title}
      size="small"
      loading={rows.loading && !data}
      data-testid={`related-${related.list}`}
      extra={
        <Space size={8}>
          {all ? <Link to={all}>在列表中查看</Link> : null}
          {canAdd && add ? (
            <Button size="small" type="primary" onClick={() => runner.run(add, row)}>
              {related.add?.title}
            </Button>
          ) : null}
        </Space>
      }
    >
      {body}
      {runner.element}
    </Card>
  );
}
