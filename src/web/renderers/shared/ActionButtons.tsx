// Buttons for the actions a user may run on a record (or on the page, for toolbars).
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, PageAction } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { actionKey, actionTitle } from './actions.ts';

export interface ActionButtonsProps {
  actions: readonly PageAction[];
  entity: EntitySchema;
  row: RecordRow | null;
  onRun: (action: PageAction, row: RecordRow | null) => void;
  /** Row actions are links, toolbar and detail actions are buttons. */
  variant?: 'link' | 'button';
}

function isDanger(action: PageAction, entity: EntitySchema): boolean {
  if (action.type === 'delete') return true;
  if (action.type !== 'transition' || !entity['x-workflow']) return false;
  return findTransition(entity['x-workflow'], action.action)?.danger === true;
}

export function ActionButtons({ actions, entity, row, onRun, variant = 'button' }: ActionButtonsProps) {
  if (actions.length === 0) return null;
  // Row actions are plain buttons styled as antd's small link buttons (global.css .row-action): a page of
  // 100 rows drew ~250 antd Buttons (each with its theme hooks and wave effect) in one render.
  if (variant === 'link') {
    return (
      <span className="row-actions">
        {actions.map((a, i) => (
          <button key={actionKey(a, i)} type="button" className={isDanger(a, entity) ? 'row-action row-action--danger' : 'row-action'} onClick={() => onRun(a, row)}>
            {actionTitle(a, entity)}
          </button>
        ))}
      </span>
    );
  }
  return (
    <Space size={8} wrap>
      {actions.map((a, i) => (
        <Button
          key={actionKey(a, i)}
          type={a.type === 'navigate' && a.primary ? 'primary' : 'default'}
          danger={isDanger(a, entity)}
          onClick={() => onRun(a, row)}
        >
          {actionTitle(a, entity)}
        </Button>
      ))}
    </Space>
  );
}
