// True once the first page of this load has rendered and the browser has painted it (or `timeoutMs` after
// mounting, whatever the page does), and from then on at once. For the parts of a screen a cold load can
// draw a frame after the page the user opened: the shell's top bar, sidebar and tags. A later mount (a new
// login) does not wait.
import { useEffect, useState } from 'react';
import { firstPageDrawn } from './firstPage.ts';

let reached = false;

export function useAfterFirstPage(timeoutMs = 1500): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const show = () => {
      if (!live) return;
      reached = true;
      setReady(true);
    };
    // After the frame that shows the page: a task queued from its animation callback.
    void firstPageDrawn.then(() => requestAnimationFrame(() => setTimeout(show, 0)));
    const timer = setTimeout(show, timeoutMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready, timeoutMs]);
  return ready;
}
