import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium against the built app and the real server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 180000,
    // Two files at a time: each has its own server (free port, temp data dir) and browser, and the
    // whole-trade file spends most of its time waiting for the auction clock.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
