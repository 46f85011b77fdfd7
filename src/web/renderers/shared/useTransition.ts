// Workflow transitions from the browser, one way for every page: the shared rule first (role, state,
// opinion), then a confirmation that sends the transition, reports the outcome and refreshes the bell.
import { useMemo } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { checkTransition, findTransition, type TransitionCheck } from '../../../shared/workflow.ts';
import { errorText } from '../../engine/errorText.ts';
import { notifyUnreadChange, records } from '../../engine/records.ts';
import { usePrincipal } from '../../engine/session.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import { useToast } from './useToast.ts';

export interface TransitionConfirm {
  title: string;
  /** The dialog's question; `确定<title>吗？` when not given. */
  text?: string;
  /** The opinion the page already holds (an approval page's box); when absent the dialog asks for one if the transition takes it. */
  opinion?: string;
  onDone: () => void;
  /** The server's refusal, for a page that keeps it on screen (the toast says it too). */
  onRefused?: (text: string) => void;
}

export interface TransitionRunner {
  /** The shared workflow rule for the current principal; null without a workflow or a session. */
  check: (row: RecordRow, action: string, opinion: string) => TransitionCheck | null;
  /** A confirmation that runs the transition when accepted (a thrown error keeps the dialog open). */
  confirm: (row: RecordRow, action: string, how: TransitionConfirm) => ConfirmRequest;
}

export function useTransition(entity: EntitySchema): TransitionRunner {
  const toast = useToast();
  const principal = usePrincipal();
  return useMemo(() => {
    const wf = entity['x-workflow'];
    return {
      check: (row, action, opinion) => (wf && principal ? checkTransition(wf, row.status ?? '', action, principal.roles, opinion) : null),
      confirm: (row, action, how) => {
        const t = wf ? findTransition(wf, action) : undefined;
        const asks = how.opinion === undefined && (t?.opinion === 'required' || t?.opinion === 'optional') ? t.opinion : undefined;
        return {
          title: how.title,
          text: how.text ?? `确定${how.title}吗？`,
          danger: t?.danger,
          opinion: asks,
          onConfirm: async (typed) => {
            const opinion = (how.opinion ?? typed).trim();
            try {
              await records.transition(entity.name, row.id, { action, opinion: opinion || undefined, version: row.version });
            } catch (e) {
              const text = errorText(e, `${how.title}失败`);
              how.onRefused?.(text);
              void toast.error(text);
              throw e;
            }
            void toast.success(`${how.title}成功`);
            notifyUnreadChange();
            how.onDone();
          },
        };
      },
    };
  }, [entity, principal, toast]);
}
