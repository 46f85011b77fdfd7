import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium against the built app and the real server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // Builds the seeded data folder every test's server starts from (needs `npm run build` first).
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A failed case prints what its pages showed and its servers' output (tests/e2e/failure-report.ts).
    setupFiles: ['tests/e2e/failure-report.ts'],
    testTimeout: 120000,
    // expect.poll waits on what the page shows; its default of 1 s is too short for a loaded machine
    // (a save → detail → text chain took longer twice). A wait for a condition, never a fixed delay.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180000,
    // Three files at a time: a browser test mostly waits (the auction clock, the server's answers, motions);
    // measured on the 2-core host, the phase used under one core with two files. Three finished the phase
    // in 8.5 min where two took 11 under the same outside load.
    fileParallelism: true,
    maxWorkers: 3,
  },
});
