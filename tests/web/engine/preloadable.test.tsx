// @vitest-environment jsdom
// A component whose chunk has arrived renders at once, never through its Suspense fallback (React holds
// a revealed boundary back for up to 300 ms after a fallback was shown).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable, useLoaded, type Preloadable } from '../../../src/web/engine/preloadable.tsx';

function Page({ name }: { name: string }) {
  return <p>页面 {name}</p>;
}

function loader() {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ default: Page });
  };
  return { load, calls: () => calls };
}

/** Renders `page` under a Suspense boundary; the list records each time its fallback was shown. */
function mountPage(page: ReactNode) {
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('shown');
    return <p>加载中</p>;
  }
  render(<Suspense fallback={<Fallback />}>{page}</Suspense>);
  return fallbacks;
}

const mount = (C: ComponentType<{ name: string }>) => mountPage(<C name="甲" />);

afterEach(cleanup);

describe('preloadable', () => {
  it('renders a preloaded component without showing the fallback, and loads the chunk once', async () => {
    const l = loader();
    const p = preloadable(l.load);
    await p.preload();
    const fallbacks = mount(p.component);
    expect(screen.getByText('页面 甲')).toBeTruthy();
    expect(fallbacks).toEqual([]);
    await p.preload();
    expect(l.calls()).toBe(1);
  });

  it('suspends like React.lazy when the chunk has not arrived yet', async () => {
    const l = loader();
    const p = preloadable(l.load);
    let fallbacks: string[] = [];
    await act(async () => {
      fallbacks = mount(p.component);
    });
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(await screen.findByText('页面 甲')).toBeTruthy();
    expect(l.calls()).toBe(1);
  });

  it('lets a caller wait for the chunk with its own loading state, so no Suspense fallback is ever shown', async () => {
    let arrive: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (arrive = resolve));
    const p = preloadable(async () => {
      await gate;
      return { default: Page };
    });
    function Waiting({ chunk }: { chunk: Preloadable<{ name: string }> }) {
      const C = chunk.component;
      return useLoaded(chunk) ? <C name="乙" /> : <p>准备中</p>;
    }
    const fallbacks = mountPage(<Waiting chunk={p} />);
    expect(screen.getByText('准备中')).toBeTruthy();
    expect(p.loaded()).toBe(false);
    await act(async () => {
      arrive();
      await p.preload();
    });
    expect(screen.getByText('页面 乙')).toBeTruthy();
    expect(p.loaded()).toBe(true);
    expect(fallbacks).toEqual([]);
  });
});
