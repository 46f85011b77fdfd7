// A stream that never loses an item: items live in a table with increasing ids; the stream sends every
// item after the last id it sent, on opening, on each event of its topic and after a resync. Reads are
// serialized per stream (an event during a read causes one more read), so items go out once, in order.
// Writers must commit ids in increasing order (e.g. under one advisory lock), or a later id committed
// first would move the mark past an earlier one still in flight.
import type { EventData, Realtime } from './bus.ts';
import type { EventStream } from './sse.ts';

export interface ResumeOptions<T extends { id: number }> {
  stream: EventStream;
  realtime: Realtime;
  topic: string;
  /** The last id the client has (0: from the start of what `read` offers). */
  after: number;
  /** Whether an event concerns this stream (default: every event of the topic). */
  accept?: (data: EventData) => boolean;
  /** The items after `after` this client may see, in id order. */
  read: (after: number) => Promise<T[]>;
  /** SSE event name of each item. */
  event: string;
}

export async function resumeStream<T extends { id: number }>(o: ResumeOptions<T>): Promise<void> {
  let mark = o.after;
  let running = false;
  let again = false;
  const pump = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (o.stream.closed) return;
        const items = await o.read(mark);
        for (const item of items) {
          if (item.id <= mark) continue;
          o.stream.send(o.event, item, item.id);
          mark = item.id;
        }
        // A read may be capped: keep reading until nothing is left.
        if (items.length > 0) again = true;
      } while (again);
    } catch (e) {
      console.error(e);
    } finally {
      running = false;
    }
  };
  const unsubscribe = await o.realtime.subscribe(o.topic, (data) => {
    if (!o.accept || o.accept(data)) void pump();
  });
  const stopResync = o.realtime.onResync(() => void pump());
  o.stream.onClose(() => {
    unsubscribe();
    stopResync();
  });
  // The mark as the first event's id: a client that reconnects before any item arrived still resumes
  // from here (EventSource sends the last id it saw), not from whatever is stored by then.
  o.stream.send('ready', { after: mark }, mark);
  // Subscribed first, then read: nothing committed in between is missed.
  await pump();
}
