// Runs page actions: navigate to a page with ?id= (or ?prefill.<field>=), or confirm and run a
// transition or a delete, then report success and tell the caller to refresh.
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, PageAction } from '../../../shared/schema/types.ts';
import { linkFilterParams } from '../../../shared/listLink.ts';
import { prefillParams } from '../../../shared/template/index.ts';
import { errorText } from '../../engine/errorText.ts';
import { usePagePath } from '../../engine/pagePath.ts';
import { records } from '../../engine/records.ts';
import { actionTitle } from './actions.ts';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog.tsx';
import { useToast } from './useToast.ts';
import { useTransition } from './useTransition.ts';

export interface ActionRunner {
  run: (action: PageAction, row: RecordRow | null) => void;
  /** The confirmation dialog; render once in the page. */
  element: ReactNode;
}

/**
 * Query of a navigate action: ?id=<row id>, or for create-from-another-record (`prefill`) only the
 * ?prefill.<field>= values, since an id would open the target form on the source record's id; with
 * `filter`, the target list's f.<field>.<op> filters.
 */
export function navigateParams(action: Extract<PageAction, { type: 'navigate' }>, row: RecordRow | null): Record<string, string | number> {
  if (action.prefill) return row ? prefillParams(action.prefill, row) : {};
  // A list filtered by this record (`filter`: the list's filters from the row), not the record itself.
  if (action.filter) return (row && linkFilterParams(action.filter, row)) ?? {};
  return row ? { id: row.id } : {};
}

export function useActionRunner(entity: EntitySchema, onDone: (action: PageAction, row: RecordRow | null) => void): ActionRunner {
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const msg = useToast();
  const transitions = useTransition(entity);

  const run = useCallback(
    (action: PageAction, row: RecordRow | null) => {
      const title = actionTitle(action, entity);
      if (action.type === 'navigate') {
        const url = pagePath(action.page, navigateParams(action, row));
        if (url) navigate(url);
        else void msg.error(`页面 ${action.page} 不存在`);
        return;
      }
      if (!row) return;
      if (action.type === 'delete') {
        setRequest({
          title,
          text: action.confirm ?? '确定删除该记录吗？删除后不可恢复。',
          danger: true,
          onConfirm: async () => {
            try {
              await records.remove(entity.name, row.id);
            } catch (e) {
              void msg.error(errorText(e, '删除失败'));
              throw e;
            }
            void msg.success('删除成功');
            onDone(action, row);
          },
        });
        return;
      }
      setRequest(transitions.confirm(row, action.action, { title, text: action.confirm, onDone: () => onDone(action, row) }));
    },
    [entity, msg, navigate, onDone, pagePath, transitions],
  );

  const element = <ConfirmDialog request={request} onClose={() => setRequest(null)} />;
  return { run, element };
}
