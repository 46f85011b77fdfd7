// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// useToast mounts antd's static message holder in idle time (closing a message that is never opened), so
// a save's first 保存成功 does not wait for the holder's render rounds; a message already on screen (the
// 保存成功 a form showed before handing over to the next page) stays; nothing is asked after unmount.
import { act, cleanup, render, screen } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../../../src/web/renderers/shared/useToast.ts';

function Probe() {
  useToast();
  return null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function idleQueue(): (() => void)[] {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', vi.fn((cb: () => void) => pending.push(cb)));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return pending;
}

describe('useToast', () => {
  it('mounts the message holder once the browser is idle, closing no message', () => {
    const pending = idleQueue();
    const destroy = vi.spyOn(message, 'destroy').mockImplementation(() => undefined);
    render(<Probe />);
    expect(destroy).not.toHaveBeenCalled();
    pending.forEach((cb) => cb());
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(destroy.mock.calls[0]![0]).toEqual(expect.any(String));
  });

  it('leaves a message already on screen open', async () => {
    const pending = idleQueue();
    await act(async () => {
      void message.success('保存成功', 30);
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    render(<Probe />);
    await act(async () => pending.forEach((cb) => cb()));
    const notice = screen.getByText('保存成功').closest('.ant-message-notice');
    expect(notice?.className).not.toMatch(/leave/);
    await act(async () => message.destroy());
  });

  it('does nothing when the component is gone before idle time', () => {
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 3));
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(3);
  });
});
