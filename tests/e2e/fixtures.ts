// The browser tests' fixtures. One Chromium per worker (playwright's own `browser`, from
// playwright.config.ts), reused by every file the worker runs; one server per test file over a fresh copy
// of the seeded data folder, shared by the file's tests in order (each file runs in serial mode, as its
// tests may build on each other's records; a file of read-only sweeps runs in parallel mode, and each
// worker that runs one of its tests starts its own server for the file); pages a test opens are closed after it. A failed test gets
// what its pages showed and what the servers printed, as attachments and in the log: a failed wait names
// only its condition, and a failure seen once must be explainable from the log.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { startServer, type RunningServer } from './harness.ts';
import { runningServers } from './server-process.ts';

export { expect };

const TEXT_CHARS = 1500;
const OUTPUT_CHARS = 4000;

interface FileServers {
  /** The server of test file `file`, started at its first use (stopping the previous file's). */
  of(file: string): Promise<RunningServer>;
}

/** A new context (the config's viewport and locale unless `options` say otherwise) and a page in it. */
export type NewPage = (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }>;

const failed = (testInfo: TestInfo): boolean => testInfo.status !== testInfo.expectedStatus;

async function report(testInfo: TestInfo, name: string, body: string): Promise<void> {
  await testInfo.attach(name, { contentType: 'text/plain', body });
  // The list reporter prints only an attachment's first 300 characters: the log gets all of it.
  console.log(`\n[failure report] ${testInfo.titlePath.join(' › ')}: ${name}\n${body}`);
}

export const test = base.extend<{ server: RunningServer; newPage: NewPage; serverOutput: void }, { fileServers: FileServers }>({
  fileServers: [
    // eslint-disable-next-line no-empty-pattern -- playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      let current: { file: string; server: Promise<RunningServer> } | undefined;
      const stop = async (): Promise<void> => {
        const last = current;
        current = undefined;
        const server = await last?.server.catch(() => undefined);
        await server?.stop();
      };
      await use({
        async of(file) {
          if (current?.file !== file) {
            await stop();
            current = { file, server: startServer() };
          }
          return current.server;
        },
      });
      await stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // Its own time limit: a start on a loaded machine is not the first test's time.
  server: [async ({ fileServers }, use, testInfo) => use(await fileServers.of(testInfo.file)), { timeout: 180_000 }],

  newPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    if (failed(testInfo)) {
      let n = 0;
      for (const page of contexts.flatMap((c) => c.pages())) {
        n += 1;
        // A page may be closing: the report says so and goes on.
        const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e: unknown) => `(no text: ${String(e)})`);
        await report(testInfo, `page ${n}`, `${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, TEXT_CHARS)}`);
      }
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  },

  serverOutput: [
    // eslint-disable-next-line no-empty-pattern -- playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await use();
      if (!failed(testInfo)) return;
      for (const server of runningServers) {
        await report(testInfo, `server ${server.url} output (last ${OUTPUT_CHARS} chars)`, server.output().slice(-OUTPUT_CHARS));
      }
    },
    { auto: true },
  ],
});
