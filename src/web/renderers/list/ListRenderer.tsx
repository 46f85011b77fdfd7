// List page: filters, toolbar, a server-paged and server-sorted grid, row actions by permission and state.
import { Button, Card, Empty, Pagination, Result, Space, Spin } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListPage, PageAction } from '../../../shared/schema/types.ts';
import type { RecordRow } from '../../../shared/api.ts';
import { errorText } from '../../engine/errorText.ts';
import { records } from '../../engine/records.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { useAsync } from '../../engine/useAsync.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { visibleActions, type ActionEnv } from '../shared/actions.ts';
import { useActionRunner } from '../shared/useActionRunner.tsx';
import { canImport } from '../../../shared/excel/permission.ts';
import { ExportButton } from './excel/ExportButton.tsx';
import { ImportButton } from './excel/ImportButton.tsx';
import { FilterBar } from './FilterBar.tsx';
import { ListGrid } from './ListGrid.tsx';
import { buildListQuery, initialListState, type FilterValues, type ListState, type SortState } from './query.ts';
import type { ListGridContext, RowActionsSetup } from './RowActionsCell.tsx';

export default function ListRenderer({ entry, schema, entity }: SchemaRendererProps<ListPage>) {
  const principal = usePrincipal();
  const meta = useAppMeta();
  const [state, setState] = useState<ListState>(() => initialListState(schema));
  const [draft, setDraft] = useState<FilterValues>({});

  const query = useMemo(() => buildListQuery(schema, state), [schema, state]);
  const result = useAsync(() => records.list(entity.name, query), [entity.name, JSON.stringify(query)]);
  const rows = result.data?.list ?? [];

  // After a delete empties the last page, step back a page instead of showing an empty one.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onDone = useCallback(
    (action: PageAction) => {
      if (action.type === 'delete' && rowsRef.current.length === 1 && state.page > 1) setState((s) => ({ ...s, page: s.page - 1 }));
      else result.reload();
    },
    [result.reload, state.page],
  );
  const runner = useActionRunner(entity, onDone);

  const env: ActionEnv = useMemo(() => ({ principal, meta, entry, schema, entity }), [principal, meta, entry, schema, entity]);
  const toolbar = visibleActions(schema.toolbar, null, env);
  const importable = meta !== null && canImport(principal, meta.menus, meta.pages, schema);
  const setup: RowActionsSetup = { env, actions: schema.rowActions ?? [], entity, run: runner.run };
  const gridContext = useRef<ListGridContext>({ current: setup }).current;
  gridContext.current = setup;

  const search = () => setState((s) => ({ ...s, page: 1, filters: draft }));
  const reset = () => {
    setDraft({});
    setState((s) => ({ ...s, page: 1, filters: {} }));
  };
  const sort = useCallback((next: SortState | null) => setState((s) => ({ ...s, page: 1, sort: next })), []);

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
      <FilterBar filters={schema.filters ?? []} entity={entity} values={draft} onChange={setDraft} onSearch={search} onReset={reset} />
      {result.error ? (
        <Result
          status="warning"
          title="列表加载失败"
          subTitle={errorText(result.error)}
          extra={<Button onClick={result.reload}>重试</Button>}
        />
      ) : (
        <Spin spinning={result.loading} description="加载中…">
          {/* Grid re-created per role so row action cells re-evaluate permissions after a role switch. */}
          <ListGrid key={principal?.roles[0] ?? ''} schema={schema} entity={entity} rows={rows} context={gridContext} onSort={sort} />
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
          showTotal={(t) => `共 ${t} 条`}
          onChange={(page, size) => setState((s) => ({ ...s, page: size !== s.size ? 1 : page, size }))}
        />
      </Space>
      {runner.element}
    </Card>
  );
}
