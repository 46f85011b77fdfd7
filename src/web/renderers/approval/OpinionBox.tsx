// The 审核意见 box and the decision buttons of an approval page.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { WorkflowTransition } from '../../../shared/schema/types.ts';

export interface OpinionBoxProps {
  transitions: WorkflowTransition[];
  opinion: string;
  error: string | null;
  /** The server's reason for refusing the last decision (a guard, a missing field), shown until the next one. */
  refusal?: string | null;
  busy: boolean;
  onOpinion: (text: string) => void;
  onDecide: (t: WorkflowTransition) => void;
}

export function OpinionBox({ transitions, opinion, error, refusal, busy, onOpinion, onDecide }: OpinionBoxProps) {
  const requiredFor = transitions.filter((t) => t.opinion === 'required').map((t) => t.title);
  const asks = transitions.some((t) => t.opinion !== 'none' && t.opinion !== undefined);
  return (
    <Card title="审核" size="small">
      {refusal ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refusal} data-testid="transition-refusal" /> : null}
      {asks ? (
        <Form layout="vertical">
          <Form.Item
            label={requiredFor.length > 0 ? `审核意见（${requiredFor.join('、')}时必填）` : '审核意见'}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.TextArea
              aria-label="审核意见"
              rows={4}
              maxLength={500}
              showCount
              placeholder="请输入审核意见"
              value={opinion}
              onChange={(e) => onOpinion(e.target.value)}
            />
          </Form.Item>
        </Form>
      ) : null}
      <Space>
        {transitions.map((t) => (
          <Button key={t.action} type={t.danger ? 'default' : 'primary'} danger={t.danger} disabled={busy} onClick={() => onDecide(t)}>
            {t.title}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
