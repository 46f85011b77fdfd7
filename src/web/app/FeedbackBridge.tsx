// Installs the request layer's Feedback with antd's hook-based message and modal, rendered inside antd's
// providers (its own: the app root carries none) so dialogs opened from outside React still follow the
// theme, locale and size.
// Loaded lazily: until it is installed the request layer queues its calls, and the login page's first
// load does not carry antd's dialog and notification code.
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import { CodeMessage } from '../../shared/codes.ts';
import { installFeedback } from '../request/feedback.ts';
import AntdProviders from './AntdProviders.tsx';

/**
 * Opens a dialog after the current event. A request refused or ended while a key is being handled
 * (Enter in a search box: keydown searches) would otherwise open the dialog at once, its focus lock
 * would move focus to the button, and the same key's keypress would click it: the dialog flashed
 * and the page reloaded before anyone could read it.
 */
function afterThisEvent(open: () => void): void {
  setTimeout(open, 0);
}

function Bridge() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  useEffect(
    () =>
      installFeedback({
        error: (text, seconds) => {
          void messageApi.error({ content: text, duration: seconds });
        },
        expired: (onOk) => {
          afterThisEvent(() => {
            // No close icon, no cancel, no Esc, no mask click: the only way on is to log in again.
            void modal.warning({
              title: '系统提示',
              content: CodeMessage['100001'],
              okText: '重新登录',
              closable: false,
              keyboard: false,
              mask: { closable: false },
              onOk,
            });
          });
        },
        confirmLogout: (onReLogin) => {
          afterThisEvent(() => {
            void modal.confirm({
              title: '确认退出',
              content: '您已被登出，可以取消以留在当前页面，或重新登录',
              okText: '重新登录',
              cancelText: '取消',
              onOk: onReLogin,
            });
          });
        },
        varietyMismatch: (onRefresh) => {
          afterThisEvent(() => {
            void modal.warning({
              title: '交易品种不匹配',
              content: '当前页面的交易品类与最后一次选择的不一致，请刷新页面',
              okText: '刷新',
              closable: false,
              keyboard: false,
              mask: { closable: false },
              onOk: onRefresh,
            });
          });
        },
      }),
    [messageApi, modal],
  );
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}

export default function FeedbackBridge() {
  return (
    <AntdProviders>
      <Bridge />
    </AntdProviders>
  );
}
