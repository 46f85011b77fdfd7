import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/harness.ts';

// Longest first: playwright hands out a phase's work project by project, each project's files in name
// order, so the files that take minutes go in the first projects and start at once rather than last
// (whole-trade waits on the auction's real clock for over three minutes: it bounds the phase).
const FIRST = ['whole-trade.test.ts'];
const LONG = ['daily-sweep.test.ts', 'system-setup.test.ts', 'system-setup-pages.test.ts', 'platform.test.ts'];

// Browser tests: Debian's Chromium (no browser is downloaded) against the built app and the built server.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  // Builds the seeded data folder every file's server starts from (needs `npm run build` first).
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Four at a time: a browser test mostly waits (the auction clock, the server's answers, motions); the
  // phase used well under one of the 2 cores on average.
  workers: 4,
  // A file's tests share its server and run in order (each file says so: serial mode); read-only sweeps
  // say parallel mode instead, and each worker running one of them starts its own server for the file.
  fullyParallel: false,
  // No dependencies between them: one phase, the first projects' files handed out first.
  projects: [
    { name: 'first', testMatch: FIRST },
    { name: 'long', testMatch: LONG },
    { name: 'rest', testIgnore: [...FIRST, ...LONG] },
  ],
  // A flaky test must fail, not pass on a second try.
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  // Web-first assertions and expect.poll wait on a condition; 5 s is too short on a loaded machine
  // (a save → detail → text chain took longer). A wait for a condition, never a fixed delay.
  expect: { timeout: 30_000, toPass: { timeout: 30_000 } },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1400, height: 900 },
    locale: 'zh-CN',
    // As playwright-core's own defaults were: a stuck click or page load fails within 30 s, not at the test's limit.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without the
    // trace's screencast, which doubled a test's time on the loaded 2-core host (shell-tags: 20.5 s with
    // it, 10.6 s without, 9.2 s with no trace); the screenshot below shows the page at the failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
});
