// jsdom gaps antd runs into: Select popups and auto-sized text areas observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
export {};
