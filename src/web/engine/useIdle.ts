// True once the browser has had idle time after the component mounted (or `timeoutMs` has passed): work a
// screen can do without at first, such as the top bar's unread counts and their event stream, waits until
// the page itself is drawn instead of adding requests and re-renders to a cold load's busiest moments.
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle.ts';

export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
