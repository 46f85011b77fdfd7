// Approval page: the record's sections, an opinion box with the decisions this user may take in the
// record's state, then the history. Decisions go through useTransition, as row actions do: the shared
// workflow rule first, so a missing required opinion is refused here with the server's own words.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { Code } from '../../../shared/codes.ts';
import type { ApprovalPage, WorkflowTransition } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { usePagePath } from '../../engine/pagePath.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { SchemaWidgets } from '../../engine/widgets.ts';
import { mayRun, type ActionEnv } from '../shared/actions.ts';
import { ConfirmDialog, type ConfirmRequest } from '../shared/ConfirmDialog.tsx';
import { DetailSections } from '../shared/DetailSections.tsx';
import { withEveryField } from './allFields.ts';
import { HistoryTimeline } from '../shared/HistoryTimeline.tsx';
import { RelatedList } from '../shared/RelatedList.tsx';
import { RecordBoundary } from '../shared/RecordBoundary.tsx';
import { RecordNumber } from '../shared/RecordNumber.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { useRecord } from '../shared/useRecord.ts';
import { useToast } from '../shared/useToast.ts';
import { useTransition } from '../shared/useTransition.ts';
import { OpinionBox } from './OpinionBox.tsx';
import { useFourEyes } from './useFourEyes.ts';
import { useChain } from './useChain.ts';
import { ChainPanel } from './ChainPanel.tsx';
import type { ChainView } from '../../../shared/chain/view.ts';

/** The page's decisions this principal may take on this record now, in the schema's order. */
export function offeredTransitions(schema: ApprovalPage, row: RecordRow, env: ActionEnv): WorkflowTransition[] {
  const wf = env.entity['x-workflow'];
  if (!wf) return [];
  return schema.actions
    .filter((action) => mayRun({ type: 'transition', action }, row, env))
    .map((action) => findTransition(wf, action))
    .filter((t): t is WorkflowTransition => t !== undefined);
}

/** Renders its children with the decisions four-eyes leaves and the reason for any it withheld. */
function FourEyesGate(props: {
  entity: SchemaRendererProps<ApprovalPage>['entity'];
  row: RecordRow;
  offered: WorkflowTransition[];
  userId: number | null;
  children: (offered: WorkflowTransition[], reason: string | null, chain: ChainView | null) => ReactNode;
}) {
  const { allowed, reason } = useFourEyes(props.entity, props.row, props.offered, props.userId);
  // An approval chain narrows further: only an approver the current level awaits decides.
  const chain = useChain(props.entity, props.row, allowed);
  return <>{props.children(chain.allowed, reason ?? chain.reason, chain.view)}</>;
}

export default function ApprovalRenderer({ entry, schema, entity, file }: SchemaRendererProps<ApprovalPage>) {
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const toast = useToast();
  const principal = usePrincipal();
  const meta = useAppMeta();
  const loaded = useRecord(entity);
  const transitions = useTransition(entity);
  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState<string | null>(null);
  // The server's refusal stays on the page (a toast is gone before a long reason is read).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  const wf = entity['x-workflow'];
  return (
    <RecordBoundary loaded={loaded}>
      {(row) => {
        const offeredByRole = offeredTransitions(schema, row, { principal, meta, entry, schema, entity });

        const done = () => {
          const back = schema.returnTo ? pagePath(schema.returnTo) : null;
          if (back) navigate(back, { replace: true });
          else loaded.reload();
        };

        const decide = (t: WorkflowTransition) => {
          const check = transitions.check(row, t.action, opinion);
          if (!check) return;
          if (!check.ok) {
            if (check.code === Code.INVALID) setOpinionError(check.msg);
            else void toast.error(check.msg);
            return;
          }
          setOpinionError(null);
          setRefusal(null);
          setRequest(transitions.confirm(row, t.action, { title: t.title, opinion, onDone: done, onRefused: setRefusal }));
        };

        return (
          <FourEyesGate entity={entity} row={row} offered={offeredByRole} userId={principal?.userId ?? null}>
            {(offered, reason, chain) => (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <Card
                  title={
                    <Space>
                      {schema.title ?? entry.title}
                      <StatusTag workflow={wf} state={row.status} />
                      <RecordNumber id={row.id} />
                    </Space>
                  }
                  extra={<Button onClick={() => navigate(-1)}>返回</Button>}
                >
                  {reason ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={reason} data-testid="four-eyes" /> : null}
                  {offered.length === 0 && !reason ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="当前状态无需审核" /> : null}
                  <DetailSections sections={withEveryField(schema.sections, entity)} entity={entity} row={row} />
                </Card>
                {chain ? <ChainPanel view={chain} /> : null}
                <SchemaWidgets widgets={schema.widgets} entity={entity} record={row} page={schema} reload={loaded.reload} file={file} />
                {(schema.related ?? []).map((r) => (
                  <RelatedList key={r.list} related={r} row={row} onChange={loaded.reload} />
                ))}
                {offered.length > 0 ? (
                  <OpinionBox
                    transitions={offered}
                    opinion={opinion}
                    error={opinionError}
                    refusal={refusal}
                    busy={request !== null}
                    onOpinion={(text) => {
                      setOpinion(text);
                      if (opinionError) setOpinionError(null);
                    }}
                    onDecide={decide}
                  />
                ) : null}
                <HistoryTimeline entity={entity} id={row.id} version={row.version} />
                <ConfirmDialog request={request} onClose={() => setRequest(null)} />
              </Space>
            )}
          </FourEyesGate>
        );
      }}
    </RecordBoundary>
  );
}
