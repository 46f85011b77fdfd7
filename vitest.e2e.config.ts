import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium against the built app and the real server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
