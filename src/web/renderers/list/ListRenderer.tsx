// List page: filters, toolbar, a server-paged and server-sorted grid, row actions by permission and state.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListPage, PageAction } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { visibleActions, type ActionEnv } from '../shared/actions.ts';
import { useActionRunner } from '../shared/useActionRunner.tsx';
import { canImport } from '../../../shared/excel/permission.ts';
import { ExportButton } from './excel/ExportButton.tsx';
import { ImportButton } from './excel/ImportButton.tsx';
import { FilterBar } from './FilterBar.tsx';
import { ListGrid } from './ListGrid.tsx';
import { useFilterState } from './useFilterState.ts';
import { listStateFromUrl } from './urlState.ts';
import { useListUrl } from './useListUrl.ts';
import { firstTab, listQuery, pageState, tabKeys, totalText, type FilterValues, type ListState, type SortState } from './query.ts';
import { aheadOf, usedAhead } from './prefetch.ts';
import type { ListGridContext, RowActionsSetup } from './RowActionsCell.tsx';
import { keepTab } from '../../stores/listTabs.ts';

export default function ListRenderer({ entry, schema, entity }: SchemaRendererProps<ListPage>) {
  const principal = usePrincipal();
  const meta = useAppMeta();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => listStateFromUrl(schema, params));
  // A new filter starts from page 1 without a cursor, counting up to the cap again.
  const filter = useFilterState(useCallback((filters: FilterValues) => setState((s) => ({ ...s, page: 1, filters, cursor: undefined, exactCount: false })), []), state.filters);
  useListUrl(schema, state, params, setParams, (next) => {
    setState(next);
    filter.show(next.filters);
  });
  // Tabs by an enum field's values (declared order; the first is the default), the choice kept per page.
  const tabField = schema.tabs?.field;
  const tabOptions = useMemo(() => {
    const values = tabKeys(entity, tabField);
    const names = (tabField ? entity.properties[tabField]?.['x-enumNames'] : undefined) ?? values;
    return values.map((v, i) => ({ key: v, label: names[i] ?? v }));
  }, [entity, tabField]);
  const [tab, setTab] = useState(() => firstTab(entry.id, schema, entity));
  const chooseTab = (key: string) => {
    keepTab(entry.id, key);
    setTab(key);
    setState((s) => ({ ...s, page: 1, cursor: undefined, exactCount: false }));
  };

  // The first query is the one PageHost started with the page's bundle (firstListQuery): the same key.
  const query = useMemo(() => listQuery(schema, state, tab), [schema, state, tab]);
  // The answer PageHost fetched ahead is shown as it is, not asked for again as the list mounts; a later
  // mount (the page's tab shown again) refetches as usual.
  const queryKey = queryKeys.pageList(entity.name, entry.id, query);
  const [aheadHash] = useState(() => aheadOf(queryKey));
  const mounted = useRef(false);
  const refetchOnMount = useCallback((q: { queryHash: string }) => mounted.current || q.queryHash !== aheadHash, [aheadHash]);
  const result = useApiQuery(queryKey, () => records.pageList(entry.id, query), { refetchOnMount });
  // Declared after the query: runs after the query has subscribed (effects run in order).
  useEffect(() => {
    mounted.current = true;
    usedAhead(aheadHash);
  }, [aheadHash]);
  const rows = result.data?.list ?? [];
  // After a delete empties the last page, step back a page instead of showing an empty one.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const reloadList = result.reload;
  const onDone = useCallback(
    (action: PageAction) => {
      if (action.type === 'delete' && rowsRef.current.length === 1 && state.page > 1) setState((s) => ({ ...s, page: s.page - 1, cursor: undefined }));
      else reloadList();
    },
    [reloadList, state.page],
  );
  const runner = useActionRunner(entity, onDone);

  const env: ActionEnv = useMemo(() => ({ principal, meta, entry, schema, entity }), [principal, meta, entry, schema, entity]);
  const toolbar = visibleActions(schema.toolbar, null, env);
  const importable = meta !== null && canImport(principal, meta.menus, meta.pages, schema);
  const setup: RowActionsSetup = { env, actions: schema.rowActions ?? [], entity, run: runner.run };
  const gridContext = useRef<ListGridContext>({ current: setup }).current;
  gridContext.current = setup;

  // A new order starts from page 1 without a cursor too.
  const sort = useCallback((next: SortState | null) => setState((s) => ({ ...s, page: 1, sort: next, cursor: undefined })), []);

  return (
    <Card
      title={schema.title ?? entry.title}
      extra={
        <Space wrap>
          <ActionButtons actions={toolbar} entity={entity} row={null} onRun={runner.run} />
          {importable ? <ImportButton entity={entity.name} listPage={entry.id} title={schema.title ?? entry.title} onImported={result.reload} /> : null}
          <ExportButton entity={entity.name} listPage={entry.id} query={query} total={result.data?.total ?? 0} />
        </Space>
      }
    >
      {tabOptions.length > 0 ? <Tabs activeKey={tab} onChange={chooseTab} items={tabOptions} /> : null}
      <FilterBar filters={schema.filters ?? []} entity={entity} {...filter.bar} />
      {result.error ? (
        <ErrorPanel status="warning" title="列表加载失败" error={result.error} onRetry={result.reload} />
      ) : (
        <Spin spinning={result.loading} description="加载中…">
          {/* Grid re-created per role so row action cells re-evaluate permissions after a role switch. */}
          <ListGrid key={principal?.roles[0] ?? ''} schema={schema} entity={entity} rows={rows} context={gridContext} sort={state.sort} onSort={sort} />
          {!result.loading && rows.length === 0 ? <Empty description="暂无数据" style={{ padding: 24 }} /> : null}
        </Spin>
      )}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
        <Pagination
          current={state.page}
          pageSize={state.size}
          total={result.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={[10, 20, 50, 100]}
          showTotal={(t) =>
            result.data?.totalExact === false ? (
              <Button type="link" size="small" title="统计全部条数" onClick={() => setState((s) => ({ ...s, exactCount: true, cursor: undefined }))}>
                {totalText(t, false)}
              </Button>
            ) : (
              totalText(t, true)
            )
          }
          onChange={(page, size) => setState((s) => pageState(s, page, size, result.data))}
        />
      </Space>
      {runner.element}
    </Card>
  );
}
