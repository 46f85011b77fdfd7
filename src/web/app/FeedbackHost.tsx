// Mounts the antd Feedback implementation when first needed (a request layer message or dialog), or
// when a page asks for it up front (the shell does, so its first error is not delayed by a download).
import { useState, useSyncExternalStore } from 'react';
import { late } from '../engine/late.tsx';
import { feedbackDemanded, onFeedbackDemand } from '../request/feedback.ts';

const FeedbackBridge = late(() => import('./FeedbackBridge.tsx'), () => null).component;

export function FeedbackHost({ eager = false }: { eager?: boolean }) {
  const demanded = useSyncExternalStore(onFeedbackDemand, feedbackDemanded, () => false);
  // Once mounted it stays: the queue empties when it installs, which must not unmount it.
  const [wanted, setWanted] = useState(false);
  if ((demanded || eager) && !wanted) setWanted(true);
  if (!wanted) return null;
  return <FeedbackBridge />;
}
