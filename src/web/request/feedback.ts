// The request layer's port to the UI. The app installs an antd-backed implementation (app/FeedbackBridge);
// tests install fakes. Calls made before one is installed are queued, so nothing is lost at start-up,
// and the first queued call tells the app to load the implementation (so pages that never show an
// error never download antd's dialog code).

export interface Feedback {
  /** A transient error message (the profile's messageSeconds). */
  error(text: string, seconds: number): void;
  /** 登录状态已过期，请重新登录: a modal with one button and no way to close it otherwise. */
  expired(onOk: () => void): void;
  /** 确认退出: 重新登录 / 取消. */
  confirmLogout(onReLogin: () => void): void;
  /** The page's trading variety differs from the last one chosen: an alert with a refresh button. */
  varietyMismatch(onRefresh: () => void): void;
}

type Call = (f: Feedback) => void;

let installed: Feedback | null = null;
const queued: Call[] = [];

const demandListeners = new Set<() => void>();

function call(fn: Call): void {
  if (installed) return fn(installed);
  queued.push(fn);
  for (const l of demandListeners) l();
}

/** Whether something is waiting for an implementation to be installed. */
export function feedbackDemanded(): boolean {
  return queued.length > 0;
}

/** Called when a call is queued without an implementation; returns the unsubscribe function. */
export function onFeedbackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** The Feedback every client uses; forwards to whatever is installed at call time. */
export const feedback: Feedback = {
  error: (text, seconds) => call((f) => f.error(text, seconds)),
  expired: (onOk) => call((f) => f.expired(onOk)),
  confirmLogout: (onReLogin) => call((f) => f.confirmLogout(onReLogin)),
  varietyMismatch: (onRefresh) => call((f) => f.varietyMismatch(onRefresh)),
};

/** Install an implementation; returns the uninstall function. Flushes queued calls. */
export function installFeedback(f: Feedback): () => void {
  installed = f;
  for (const fn of queued.splice(0)) fn(f);
  return () => {
    if (installed === f) installed = null;
  };
}
