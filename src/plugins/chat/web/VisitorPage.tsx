// 在线咨询 for visitors (public, no login): start a consultation with a site, then talk with its staff.
// The conversation lives on the server (the browser holds only an HttpOnly cookie), so a reload shows
// it again; new messages arrive over the event stream, resumed from the last one seen.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useEventStream } from '../../../web/api.ts';
import { CHAT_API, MAX_TEXT, type ChatMessage, type ChatSite, type VisitorView } from '../shared/api.ts';
import { chatApi, mergeMessages } from './api.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import './chat.css';

interface StartForm {
  siteId: number;
  name: string;
  phone?: string;
  text: string;
}

function StartConsultation({ onStarted }: { onStarted: () => void }) {
  const [sites, setSites] = useState<ChatSite[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    chatApi.sites().then(setSites, () => setSites([]));
  }, []);
  const submit = async (v: StartForm): Promise<void> => {
    setBusy(true);
    try {
      await chatApi.start({ siteId: v.siteId, name: v.name, phone: v.phone ?? '', text: v.text });
      onStarted();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-visitor__form">
      <Typography.Paragraph type="secondary">请留下称呼和问题，交易中心工作人员会尽快在线答复。</Typography.Paragraph>
      <Form<StartForm> layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ siteId: sites?.[0]?.id }} key={sites?.length ?? 0}>
        <Form.Item name="siteId" label="咨询站点" rules={[{ required: true, message: '请选择咨询站点' }]}>
          <Select loading={sites === null} options={(sites ?? []).map((s) => ({ value: s.id, label: s.name }))} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="name" label="称呼" rules={[{ required: true, whitespace: true, message: '请输入称呼' }, { max: 30, message: '称呼不能超过 30 个字' }]}>
          <Input placeholder="如：张先生" />
        </Form.Item>
        <Form.Item name="phone" label="联系电话（选填）" rules={[{ pattern: /^(1\d{10}|0\d{2,3}-?\d{7,8})$/, message: '联系电话格式不正确' }]}>
          <Input placeholder="手机或座机" />
        </Form.Item>
        <Form.Item name="text" label="咨询内容" rules={[{ required: true, whitespace: true, message: '请输入咨询内容' }]}>
          <Input.TextArea rows={4} maxLength={MAX_TEXT} showCount placeholder="请描述您想咨询的问题" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          开始咨询
        </Button>
      </Form>
    </div>
  );
}

export default function VisitorPage() {
  const [view, setView] = useState<VisitorView | null | undefined>(undefined);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streamUrl, setStreamUrl] = useState<string | null>(null);

  const load = useCallback(async (): Promise<void> => {
    const v = await chatApi.visitor().catch(() => null);
    setView(v);
    if (v) {
      // Merge within one session: a message that arrived on the stream while this was loading stays.
      setMessages((list) => (list[0]?.sessionId === v.session.id ? mergeMessages(list, v.messages) : v.messages));
      setStreamUrl((u) => u ?? `${CHAT_API.visitorStream}?after=${v.messages.at(-1)?.id ?? 0}`);
    }
  }, []);
  useEffect(() => {
    document.title = '在线咨询 - 农村产权交易服务中心';
    void load();
  }, [load]);

  useEventStream(streamUrl, {
    message: (data) => setMessages((list) => mergeMessages(list, [data as ChatMessage])),
    session: () => void load(),
  });

  const closed = view?.session.status === 'closed';
  return (
    <div className="chat-visitor">
      <div className="chat-visitor__card">
        <div className="chat-visitor__title">
          <Typography.Title level={4} style={{ margin: 0 }}>
            在线咨询
          </Typography.Title>
          {view && (
            <Typography.Text type="secondary">
              {view.session.siteName} · {view.session.staffName ? `客服 ${view.session.staffName} 为您服务` : '正在为您安排客服，请稍候'}{' '}
              {closed && <Tag>已结束</Tag>}
            </Typography.Text>
          )}
        </div>
        {view === undefined ? (
          <Spin style={{ margin: 'auto' }} description="加载中" />
        ) : view === null ? (
          <StartConsultation
            onStarted={() => {
              setStreamUrl(null);
              void load();
            }}
          />
        ) : (
          <>
            <MessageList messages={messages} mine="visitor" visitorName={view.session.visitorName} />
            {closed ? (
              <Result
                status="info"
                title="本次咨询已结束"
                subTitle="如有新的问题，可以重新发起咨询。"
                extra={
                  <Button type="primary" onClick={() => setView(null)}>
                    重新发起咨询
                  </Button>
                }
              />
            ) : (
              <Composer
                placeholder="输入消息，回车发送"
                onSend={async (text) => {
                  const { id } = await chatApi.visitorSend(text);
                  setMessages((list) =>
                    mergeMessages(list, [{ id, sessionId: view.session.id, sender: 'visitor', staffName: null, body: text, createdAt: new Date().toISOString() }]),
                  );
                }}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
