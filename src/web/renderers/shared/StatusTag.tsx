// A workflow state as a coloured tag, the colour coming from the entity's x-workflow state.
import Tag from 'antd/es/tag';
import type { Workflow } from '../../../shared/schema/types.ts';
import { stateTitle } from '../../../shared/workflow.ts';

export function StatusTag({ workflow, state }: { workflow: Workflow | undefined; state: string | null }) {
  if (!state) return null;
  const color = workflow?.states[state]?.color;
  return <Tag color={color && color !== 'default' ? color : undefined}>{stateTitle(workflow, state) || state}</Tag>;
}
