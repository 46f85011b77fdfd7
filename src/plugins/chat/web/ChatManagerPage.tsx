// 在线咨询 console (custom page "chat_manager"): the sessions of the staff member's site with unread
// counts, one conversation at a time, taking a session, answering and ending it. New messages and
// session changes arrive over the event stream (resumed from the last id after a drop).
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { notifyUnreadChange, queryClient, queryKeys, type RendererProps, useApiQuery, useEventStream, useSession } from '../../../web/api.ts';
import { CHAT_API, type ChatMessage, type ChatSession } from '../shared/api.ts';
import { chatApi, mergeMessages } from './api.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import './chat.css';

const SESSIONS_KEY = queryKeys.plugin('chat', 'sessions');

function SessionItem({ s, active, onOpen }: { s: ChatSession; active: boolean; onOpen: () => void }) {
  return (
    <button type="button" className={`chat-session ${active ? 'chat-session--active' : ''}`} onClick={onOpen} data-session-id={s.id}>
      <div className="chat-session__top">
        <span className="chat-session__name">{s.visitorName}</span>
        <Badge count={s.unread} overflowCount={99} aria-label={`${s.unread} 条未读`} />
      </div>
      <div className="chat-session__last">{s.lastText}</div>
      <div className="chat-session__top" style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {s.siteName}
        </Typography.Text>
        {s.staffName ? <Tag>{s.staffName}</Tag> : <Tag color="warning">待接入</Tag>}
      </div>
    </button>
  );
}

export default function ChatManagerPage(_props: RendererProps) {
  const userId = useSession((s) => s.info?.userId);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [current, setCurrent] = useState<ChatSession | null>(null);
  const [loadingHistory, setLoadingHistory] = useState(false);
  const sessions = useApiQuery(queryKeys.plugin('chat', 'sessions', status), () => chatApi.sessions(status));
  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }), []);

  const open = useCallback(async (id: number): Promise<void> => {
    setSelected(id);
    setLoadingHistory(true);
    try {
      const h = await chatApi.history(id);
      setCurrent(h.session);
      setMessages(h.messages);
      if (h.session.unread > 0) {
        await chatApi.read(id);
        refreshList();
        notifyUnreadChange();
      }
    } catch {
      setSelected(null);
    } finally {
      setLoadingHistory(false);
    }
  }, [refreshList]);

  // After a reconnect, session changes may have been missed (messages are resent from the last id).
  useEventStream(CHAT_API.staffStream, {
    message: (data) => {
      const m = data as ChatMessage;
      if (m.sessionId !== selected) return;
      setMessages((list) => mergeMessages(list, [m]));
      if (m.sender === 'visitor') void chatApi.read(m.sessionId).then(refreshList, () => undefined);
    },
    session: (data) => {
      refreshList();
      notifyUnreadChange();
      const id = (data as { sessionId?: number | null }).sessionId;
      if (id !== undefined && id !== null && id === selected) void chatApi.history(id).then((h) => setCurrent(h.session), () => undefined);
    },
  }, refreshList);

  // The selected session left this tab's list (ended, say): nothing selected.
  useEffect(() => {
    if (selected !== null && sessions.data && !sessions.data.some((s) => s.id === selected) && current?.status === status) setSelected(null);
  }, [sessions.data, selected, current, status]);

  const list = sessions.data ?? [];
  const closed = current?.status === 'closed';
  const mine = current?.staffId === userId;
  return (
    <div className="chat-console">
      <div className="chat-console__list">
        <div style={{ padding: 12, borderBottom: '1px solid #f0f0f0' }}>
          <Segmented
            block
            value={status}
            onChange={(v) => setStatus(v as 'open' | 'closed')}
            options={[
              { value: 'open', label: '进行中' },
              { value: 'closed', label: '已结束' },
            ]}
          />
        </div>
        <div className="chat-console__sessions" aria-label="咨询会话">
          {sessions.loading && !sessions.data ? (
            <Spin style={{ display: 'block', margin: 32 }} />
          ) : list.length === 0 ? (
            <Empty style={{ marginTop: 48 }} description={status === 'open' ? '暂无进行中的咨询' : '暂无已结束的咨询'} />
          ) : (
            list.map((s) => <SessionItem key={s.id} s={s} active={s.id === selected} onOpen={() => void open(s.id)} />)
          )}
        </div>
      </div>
      <div className="chat-console__main">
        {selected === null || !current ? (
          loadingHistory ? <Spin style={{ margin: 'auto' }} /> : <Empty style={{ margin: 'auto' }} description="请从左侧选择一个咨询会话" />
        ) : (
          <>
            <div className="chat-head">
              <div>
                <Typography.Text strong>{current.visitorName}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {current.visitorPhone || '未留电话'} · {current.siteName} · {current.staffName ? `接待：${current.staffName}` : '待接入'}
                </Typography.Text>{' '}
                {closed && <Tag>已结束</Tag>}
              </div>
              {!closed && (
                <div style={{ display: 'flex', gap: 8 }}>
                  {!mine && (
                    <Button onClick={() => void chatApi.assign(current.id).then((s) => (setCurrent(s), refreshList()), () => undefined)}>
                      {current.staffId ? '转给我接待' : '接入会话'}
                    </Button>
                  )}
                  <Popconfirm
                    title="确定结束本次咨询吗？"
                    description="结束后访客需重新发起咨询。"
                    okText="结束"
                    cancelText="取消"
                    onConfirm={() => chatApi.close(current.id).then((s) => (setCurrent(s), refreshList()))}
                  >
                    <Button danger>结束咨询</Button>
                  </Popconfirm>
                </div>
              )}
            </div>
            <MessageList messages={messages} mine="staff" visitorName={current.visitorName} />
            <Composer
              disabled={closed}
              placeholder={closed ? '本次咨询已结束' : '输入回复，回车发送'}
              onSend={async (text) => {
                const { id } = await chatApi.send(current.id, text);
                setMessages((l) => mergeMessages(l, [{ id, sessionId: current.id, sender: 'staff', staffName: useSession.getState().info?.name ?? null, body: text, createdAt: new Date().toISOString() }]));
                if (!current.staffId) refreshList();
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
