// Server-sent events from a component: one EventSource while mounted (and `url` is set), closed on
// unmount. EventSource reconnects by itself and sends the last event id it saw (Last-Event-ID), so
// a stream that resumes from it (src/server/realtime/resume.ts) loses nothing across a drop.
import { useEffect, useRef } from 'react';

export type StreamHandlers = Readonly<Record<string, (data: unknown, id: string) => void>>;

export function useEventStream(url: string | null, handlers: StreamHandlers, onOpen?: () => void): void {
  // The latest handlers, without reopening the stream when they change.
  const ref = useRef({ handlers, onOpen });
  useEffect(() => {
    ref.current = { handlers, onOpen };
  });
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const listeners = names.split(',').filter(Boolean).map((name) => {
      const fn = (e: MessageEvent<string>): void => {
        let data: unknown;
        try {
          data = JSON.parse(e.data);
        } catch {
          return;
        }
        ref.current.handlers[name]?.(data, e.lastEventId);
      };
      source.addEventListener(name, fn);
      return [name, fn] as const;
    });
    const opened = (): void => ref.current.onOpen?.();
    source.addEventListener('open', opened);
    return () => {
      for (const [name, fn] of listeners) source.removeEventListener(name, fn);
      source.removeEventListener('open', opened);
      source.close();
    };
  }, [url, names]);
}
