// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// A save hands over to the next page only once its message is on screen, or after the cap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeShown } from '../../../src/web/renderers/shared/noticeShown.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function settled(p: Promise<void>): () => boolean {
  let done = false;
  void p.then(() => (done = true));
  return () => done;
}

describe('noticeShown', () => {
  it('waits for the notice, not for the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const done = settled(noticeShown(500));
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    const notice = document.createElement('div');
    notice.className = 'ant-message-notice';
    document.body.append(notice);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('gives up waiting after the cap when no message comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const done = settled(noticeShown(500));
    await vi.advanceTimersByTimeAsync(450);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(true);
  });
});
