import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium against the built app and the real server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 180000,
    // One file at a time: two at once (each with its own server and browser) timed out starting the
    // servers on a loaded 2-core machine.
    fileParallelism: false,
  },
});
