// Confirmation before a write, optionally asking for an opinion (审核意见) when the transition takes one.
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { LateAlert as Alert } from '../../engine/LateAlert.tsx';
import { useState } from 'react';
import { errorText } from '../../engine/errorText.ts';
import { opinionProblem } from '../../../shared/workflow.ts';

export interface ConfirmRequest {
  title: string;
  text: string;
  danger?: boolean;
  /** Ask for an opinion; 'required' refuses an empty one before anything is sent. */
  opinion?: 'required' | 'optional';
  /** Runs the write; a thrown error keeps the dialog open. */
  onConfirm: (opinion: string) => Promise<void>;
}

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's refusal (a guard, a missing field) stays in the dialog: a toast is gone before it is read.
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpinion('');
    setError(null);
    setFailure(null);
    setBusy(false);
    onClose();
  };

  const ok = async () => {
    if (!request) return;
    // The server's own rule, so the dialog refuses exactly what the server would.
    const problem = opinionProblem(request.opinion, opinion);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await request.onConfirm(opinion.trim());
      close();
    } catch (e) {
      setBusy(false); // the runner has toasted it too
      setFailure(errorText(e));
    }
  };

  return (
    <Modal
      open={request !== null}
      title={request?.title}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: request?.danger }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={close}
      destroyOnHidden
    >
      <p className="confirm-dialog__text">{request?.text}</p>
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failure} data-testid="confirm-refusal" /> : null}
      {request?.opinion ? (
        <>
          <Input.TextArea
            aria-label="审核意见"
            placeholder={request.opinion === 'required' ? '请输入审核意见（必填）' : '请输入审核意见（选填）'}
            rows={3}
            maxLength={500}
            value={opinion}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setOpinion(e.target.value);
              if (error) setError(null);
            }}
          />
          {error ? <span className="confirm-dialog__error">{error}</span> : null}
        </>
      ) : null}
    </Modal>
  );
}
