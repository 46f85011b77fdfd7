// Reading a server-sent event stream in tests: events as they come, and "wait until one matches".
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseReader {
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  until(match: (e: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    throw new Error(`not an event stream: ${res.status} ${await res.text()}`);
  }
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const push = (e: SseEvent): void => {
    events.push(e);
    for (const w of [...waiters]) {
      if (w.match(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          let id: string | null = null;
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) push({ id, event, data: JSON.parse(data) as unknown });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    ended,
    until: (match) => {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => abort.abort(),
  };
}
