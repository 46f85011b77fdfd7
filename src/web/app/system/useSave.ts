// One save handler for the setup pages: runs the call, shows the success toast, keeps a busy flag.
// A refused save shows the server's message here: the request layer shows only failed lookups, and
// leaves a write's refusal to whoever made it (one message per failure).
import message from 'antd/es/message';
import { useCallback, useState, type ReactNode } from 'react';

export interface Save<A extends unknown[]> {
  /** Resolves true when the call succeeded (the caller then closes its dialog or reloads). */
  save: (...args: A) => Promise<boolean>;
  saving: boolean;
  /** antd's message holder: render it once in the page. */
  holder: ReactNode;
}

export function useSave<A extends unknown[]>(fn: (...args: A) => Promise<unknown>, successMessage: string | ((...args: A) => string)): Save<A> {
  const [saving, setSaving] = useState(false);
  const [api, holder] = message.useMessage();
  const save = useCallback(
    async (...args: A): Promise<boolean> => {
      setSaving(true);
      try {
        await fn(...args);
        void api.success(typeof successMessage === 'string' ? successMessage : successMessage(...args));
        return true;
      } catch (e) {
        void api.error(e instanceof Error && e.message ? e.message : '保存失败，请稍后重试');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [fn, successMessage, api],
  );
  return { save, saving, holder };
}
