// jsdom files of the `dom` project share a worker (and its document, storage and loaded modules) with the
// files before them. Each file starts from what a fresh page would give it: empty storage and cookies, no
// stubbed globals or fake timers, no rendered tree, no antd static message or notification open (their
// roots stay in the body: antd keeps them for the next message), the app's stores at their initial state
// and no cached server answer; the same is restored after the file, for the next.
import { afterAll, vi } from 'vitest';
import type { StoreApi } from 'zustand';

const reset = <S>(store: StoreApi<S>): void => store.setState(store.getInitialState(), true);

async function freshPage(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const { act, cleanup } = await import('@testing-library/react');
  cleanup();
  const { message, notification } = await import('antd');
  await act(async () => {
    message.destroy();
    notification.destroy();
  });
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  reset((await import('../src/web/stores/session.ts')).useSession);
  reset((await import('../src/web/stores/settings.ts')).useSettings);
  reset((await import('../src/web/stores/skin.ts')).useSkin);
  reset((await import('../src/web/stores/layout.ts')).useLayout);
  reset((await import('../src/web/stores/tags.ts')).useTags);
  reset((await import('../src/web/request/inflight.ts')).useInflight);
  reset((await import('../src/web/engine/liveReload.ts')).useLiveReload);
  const { queryClient } = await import('../src/web/query/client.ts');
  queryClient.clear();
}

await freshPage();
afterAll(freshPage);
