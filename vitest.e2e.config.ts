import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium against the built app and the real server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // Builds the seeded data folder every test's server starts from (needs `npm run build` first).
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120000,
    // expect.poll waits on what the page shows; its default of 1 s is too short for a loaded machine
    // (a save → detail → text chain took longer twice). A wait for a condition, never a fixed delay.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180000,
    // Two files at a time: much of a browser test is waiting (the auction clock, the server's answers,
    // motions), so a second file fills that time. Three at once was slower on 2 cores (CPU-bound).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
