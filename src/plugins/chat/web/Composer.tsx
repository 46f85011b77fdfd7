// The text box under a conversation: Enter sends, Shift+Enter breaks the line.
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { MAX_TEXT } from '../shared/api.ts';

export function Composer({ onSend, disabled, placeholder }: { onSend: (text: string) => Promise<unknown>; disabled?: boolean; placeholder: string }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (): Promise<void> => {
    const t = text.trim();
    if (!t || busy) return;
    setBusy(true);
    try {
      await onSend(t);
      // Only what was sent is cleared: text typed while it was on its way stays.
      setText((now) => (now.trim() === t ? '' : now));
    } catch {
      // The request layer has shown the server's message; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-compose">
      <Input.TextArea
        aria-label="消息内容"
        value={text}
        disabled={disabled}
        maxLength={MAX_TEXT}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <Button type="primary" loading={busy} disabled={disabled || !text.trim()} onClick={() => void send()}>
        发送
      </Button>
    </div>
  );
}
