// antd needs matchMedia, which jsdom lacks; node-environment tests share this file.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Without vitest globals, Testing Library cannot register its own cleanup: unmount every rendered tree
// after each test so React never runs scheduled work once the file's jsdom is torn down.
if (typeof window !== 'undefined') {
  const { afterAll, afterEach } = await import('vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait for a condition; their 1 s default is too short when the machine is loaded.
  configure({ asyncUtilTimeout: 15_000 });
  const { queryClient } = await import('../src/web/query/client.ts');
  // Unmount, then forget every cached server answer, so each test starts from its own mocks.
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });
  // Let React's scheduler drain before the environment goes away.
  afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
export {};
