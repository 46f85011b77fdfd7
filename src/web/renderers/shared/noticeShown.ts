// Resolves once a message notice is on screen (or after `capMs`): a save's 保存成功 is shown before the
// form hands over to the next page. antd's message needs several render rounds of its holder to appear,
// and the next page's render, started at once, held it back by ~400 ms (the benchmark's W2c).
import { nextPaint } from './nextPaint.ts';

const NOTICE = '.ant-message-notice';

export function noticeShown(capMs = 500): Promise<void> {
  if (typeof MutationObserver !== 'function' || document.querySelector(NOTICE)) return nextPaint();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      void nextPaint().then(resolve);
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(NOTICE)) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // A message that never comes (a test without antd's holder) delays the next page this long at most.
    const timer = setTimeout(done, capMs);
  });
}
