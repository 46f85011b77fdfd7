// One conversation: the messages in order, the visitor's on one side and staff answers on the other,
// kept scrolled to the newest.
import Empty from 'antd/es/empty';
import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatSender } from '../shared/api.ts';
import { parseTime } from '../../../shared/display/time.ts';
import './chat.css';

/** YYYY-MM-DD HH:mm in business time, as every other time in the back office. */
const time = (iso: string): string => parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? iso;

export function MessageList({ messages, mine, visitorName }: { messages: readonly ChatMessage[]; mine: ChatSender; visitorName: string }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  if (messages.length === 0) return <Empty className="chat-empty" description="暂无消息" />;
  return (
    <div className="chat-messages" role="log" aria-live="polite" aria-label="咨询消息">
      {messages.map((m) =>
        m.sender === 'system' ? (
          <div key={m.id} className="chat-system">
            {m.body}
          </div>
        ) : (
          <div key={m.id} className={`chat-row ${m.sender === mine ? 'chat-row--mine' : ''}`} data-message-id={m.id}>
            <div className="chat-meta">
              {m.sender === 'visitor' ? visitorName : (m.staffName ?? '客服')} · {time(m.createdAt)}
            </div>
            <div className="chat-bubble">{m.body}</div>
          </div>
        ),
      )}
      <div ref={end} />
    </div>
  );
}
