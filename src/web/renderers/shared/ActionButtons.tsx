// Buttons for the actions a user may run on a record (or on the page, for toolbars).
import { Button, Space } from 'antd';
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
  return (
    // Row actions never wrap: a second line would be hidden by the grid's fixed row height.
    <Space size={variant === 'link' ? 0 : 8} wrap={variant !== 'link'}>
      {actions.map((a, i) => (
        <Button
          key={actionKey(a, i)}
          size={variant === 'link' ? 'small' : undefined}
          type={variant === 'link' ? 'link' : a.type === 'navigate' && a.primary ? 'primary' : 'default'}
          danger={isDanger(a, entity)}
          onClick={() => onRun(a, row)}
        >
          {actionTitle(a, entity)}
        </Button>
      ))}
    </Space>
  );
}
