// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// useAfterFirstPage (the shell's top bar, sidebar and tags on a cold load): false until the first page has
// rendered (markFirstPageDrawn) and a frame has passed after it, or until the timeout whatever the page
// does; once true in this page's life, a later mount is true at once.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hook = typeof import('../../../src/web/engine/useAfterFirstPage.ts');
type First = typeof import('../../../src/web/engine/firstPage.ts');

let hook: Hook;
let first: First;
let frames: FrameRequestCallback[];

// Fresh modules per test: both keep their state for the page's life.
beforeEach(async () => {
  vi.resetModules();
  hook = await import('../../../src/web/engine/useAfterFirstPage.ts');
  first = await import('../../../src/web/engine/firstPage.ts');
  frames = [];
  vi.stubGlobal('requestAnimationFrame', vi.fn((cb: FrameRequestCallback) => frames.push(cb)));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ timeoutMs = 60_000 }: { timeoutMs?: number }) {
  return <output>{hook.useAfterFirstPage(timeoutMs) ? 'shown' : 'waiting'}</output>;
}

const state = () => screen.getByRole('status').textContent;

describe('useAfterFirstPage', () => {
  it('waits for the first page, then for the frame that shows it', async () => {
    render(<Probe />);
    expect(state()).toBe('waiting');
    await act(async () => Promise.resolve());
    expect(frames).toHaveLength(0);
    await act(async () => first.markFirstPageDrawn());
    expect(frames).toHaveLength(1);
    expect(state()).toBe('waiting');
    act(() => frames.forEach((cb) => cb(0)));
    await waitFor(() => expect(state()).toBe('shown'));
  });

  it('is true at once for a later mount', async () => {
    const { unmount } = render(<Probe />);
    await act(async () => first.markFirstPageDrawn());
    act(() => frames.forEach((cb) => cb(0)));
    await waitFor(() => expect(state()).toBe('shown'));
    unmount();
    render(<Probe />);
    expect(state()).toBe('shown');
  });

  it('shows after the timeout when no page renders', async () => {
    render(<Probe timeoutMs={20} />);
    expect(state()).toBe('waiting');
    await waitFor(() => expect(state()).toBe('shown'));
    expect(frames).toHaveLength(0);
  });

  it('does not count a wait that ended with an unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = render(<Probe timeoutMs={20} />);
    unmount();
    await act(async () => first.markFirstPageDrawn());
    act(() => frames.forEach((cb) => cb(0)));
    act(() => void vi.advanceTimersByTime(100));
    vi.useRealTimers();
    frames = [];
    render(<Probe />);
    expect(state()).toBe('waiting');
    await act(async () => Promise.resolve());
    expect(frames).toHaveLength(1);
  });
});
