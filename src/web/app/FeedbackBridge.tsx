// Installs the request layer's Feedback with antd's context-aware message and modal (App.useApp), so
// dialogs opened from outside React still follow the theme, locale and size.
import { App } from 'antd';
import { useEffect } from 'react';
import { CodeMessage } from '../../shared/codes.ts';
import { installFeedback } from '../request/feedback.ts';

export function FeedbackBridge(): null {
  const { message, modal } = App.useApp();
  useEffect(
    () =>
      installFeedback({
        error: (text, seconds) => {
          void message.error({ content: text, duration: seconds });
        },
        expired: (onOk) => {
          // No close icon, no cancel, no Esc, no mask click: the only way on is to log in again.
          modal.warning({
            title: '系统提示',
            content: CodeMessage['100001'],
            okText: '重新登录',
            closable: false,
            keyboard: false,
            mask: { closable: false },
            onOk,
          });
        },
        confirmLogout: (onReLogin) => {
          modal.confirm({
            title: '确认退出',
            content: '您已被登出，可以取消以留在当前页面，或重新登录',
            okText: '重新登录',
            cancelText: '取消',
            onOk: onReLogin,
          });
        },
        varietyMismatch: (onRefresh) => {
          modal.warning({
            title: '交易品种不匹配',
            content: '当前页面的交易品类与最后一次选择的不一致，请刷新页面',
            okText: '刷新',
            closable: false,
            keyboard: false,
            mask: { closable: false },
            onOk: onRefresh,
          });
        },
      }),
    [message, modal],
  );
  return null;
}
