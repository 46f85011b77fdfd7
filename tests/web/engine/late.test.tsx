// @vitest-environment jsdom
// late(): the one way code loads late. A component whose chunk has arrived renders at once, never through
// its Suspense fallback (React holds a revealed boundary back for up to 300 ms after a fallback was shown);
// with a fallback of its own it draws that (given its props) until the code is in; a failed load is tried
// again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { late, useLoaded, type Late } from '../../../src/web/engine/late.tsx';

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

describe('late', () => {
  it('renders a preloaded component without showing the fallback, and loads the chunk once', async () => {
    const l = loader();
    const p = late(l.load);
    await p.preload();
    const fallbacks = mount(p.component);
    expect(screen.getByText('页面 甲')).toBeTruthy();
    expect(fallbacks).toEqual([]);
    await p.preload();
    expect(l.calls()).toBe(1);
  });

  it('suspends like React.lazy when the chunk has not arrived yet', async () => {
    const l = loader();
    const p = late(l.load);
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
    const p = late(async () => {
      await gate;
      return { default: Page };
    });
    function Waiting({ chunk }: { chunk: Late<{ name: string }> }) {
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

  it('draws its fallback, given the props, until the code arrives, then the component; loads once, on first draw', async () => {
    let arrive: (m: { default: (p: { label: string }) => ReactNode }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: (p: { label: string }) => ReactNode }>((r) => (arrive = r)));
    const L = late<{ label: string }>(load, (p) => <i>等待 {p.label}</i>).component;
    expect(load).not.toHaveBeenCalled();
    render(
      <>
        <L label="甲" />
        <L label="乙" />
      </>,
    );
    expect(screen.getByText('等待 甲')).toBeTruthy();
    expect(screen.getByText('等待 乙')).toBeTruthy();
    arrive({ default: (p) => <b>已载入 {p.label}</b> });
    expect(await screen.findByText('已载入 甲')).toBeTruthy();
    expect(await screen.findByText('已载入 乙')).toBeTruthy();
    expect(screen.queryByText('等待 甲')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    let calls = 0;
    const p = late<{ name: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('网络中断')) : Promise.resolve({ default: Page });
    });
    await p.preload();
    expect(p.loaded()).toBe(false);
    await p.preload();
    expect(p.loaded()).toBe(true);
    expect(calls).toBe(2);
  });
});
