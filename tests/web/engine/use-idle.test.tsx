// @vitest-environment jsdom
// useIdle: false until the browser reports idle time (requestIdleCallback, with a timeout), then true; the
// callback is cancelled when the component goes first.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from '../../../src/web/engine/useIdle.ts';

function Probe() {
  return <output>{useIdle(1500) ? 'idle' : 'busy'}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIdle', () => {
  it('turns true when the browser is idle, asking with the given timeout', () => {
    const pending: (() => void)[] = [];
    const ask = vi.fn((cb: () => void, _opts?: { timeout: number }) => pending.push(cb));
    vi.stubGlobal('requestIdleCallback', ask);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('busy');
    expect(ask).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    act(() => pending.forEach((cb) => cb()));
    expect(screen.getByRole('status').textContent).toBe('idle');
  });

  it('cancels the idle callback on unmount', () => {
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 7));
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
