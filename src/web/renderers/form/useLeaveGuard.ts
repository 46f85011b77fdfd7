// Warns before the tab is closed or reloaded with unsaved changes. (Route changes inside the app are
// guarded by the 返回 button's confirmation; the shell's router offers no blocker to hook into.)
import { useEffect } from 'react';

export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
