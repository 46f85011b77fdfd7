// @vitest-environment jsdom
// useToast mounts antd's static message holder in idle time (message.destroy() with nothing open), so a
// save's first 保存成功 does not wait for the holder's render rounds; not before idle, not after unmount.
import { cleanup, render } from '@testing-library/react';
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

describe('useToast', () => {
  it('mounts the message holder once the browser is idle', () => {
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', vi.fn((cb: () => void) => pending.push(cb)));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const destroy = vi.spyOn(message, 'destroy').mockImplementation(() => undefined);
    render(<Probe />);
    expect(destroy).not.toHaveBeenCalled();
    pending.forEach((cb) => cb());
    expect(destroy).toHaveBeenCalledTimes(1);
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
