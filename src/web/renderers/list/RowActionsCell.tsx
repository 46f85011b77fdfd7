// The 操作 column: the row actions this user may run on this row in its current state.
import type { ICellRendererParams } from 'ag-grid-community';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, PageAction } from '../../../shared/schema/types.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { visibleActions, type ActionEnv } from '../shared/actions.ts';

export interface RowActionsSetup {
  env: ActionEnv;
  actions: PageAction[];
  entity: EntitySchema;
  run: (action: PageAction, row: RecordRow | null) => void;
}

/**
 * The grid's context: a stable box the list refreshes on every render. ag-grid hands cells the context
 * it was created with, so a box (not a new object) is what lets a click use the latest runner.
 */
export interface ListGridContext {
  current: RowActionsSetup;
}

/** One row's actions (the grid's cell below, and the plain grid's). */
export function RowActions({ row, grid }: { row: RecordRow; grid: ListGridContext }) {
  const { actions, env, entity } = grid.current;
  const shown = visibleActions(actions, row, env);
  return <ActionButtons variant="link" actions={shown} entity={entity} row={row} onRun={(a, r) => grid.current.run(a, r)} />;
}

export function RowActionsCell({ data, context }: ICellRendererParams<RecordRow, unknown, ListGridContext>) {
  return data ? <RowActions row={data} grid={context} /> : null;
}
