// One save handler for the setup pages: runs the call, shows the success toast, keeps a busy flag.
// A refused request needs no handling here: the request layer has already shown the server's message,
// and a form's own validation errors stand beside its fields.
import { message } from 'antd';
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
      } catch {
        return false;
      } finally {
        setSaving(false);
      }
    },
    [fn, successMessage, api],
  );
  return { save, saving, holder };
}
