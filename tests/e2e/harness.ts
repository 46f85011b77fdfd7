// The real server (the built bundle: app + API + embedded PGlite in a temp folder), Chromium's flags and
// page helpers. No test runner import: bench/ uses the flags and freePort too.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { TEMPLATE_ENV, launchServer } from './server-process.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export { freePort } from './server-process.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the built server on a free port over a copy of the run's seeded data folder (see
 * global-setup.ts); resolves when it answers. With a DATABASE_URL in `env` it uses that database instead.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-e2e-'));
  if (!env.DATABASE_URL) {
    const template = process.env[TEMPLATE_ENV];
    if (!template) throw new Error(`${TEMPLATE_ENV} is unset: run the browser tests with npx playwright test (its global set-up seeds it)`);
    cpSync(template, dataDir, { recursive: true });
  }
  const server = await launchServer(dataDir, env);
  return {
    url: server.url,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real login page. */
export async function login(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('密码').press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
}

/** antd puts a space between two CJK characters in a button: match both. */
export const btn = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });

/** Resolves once an antd motion (zoom, fade, slide) on `el` has ended: its -appear/-enter/-leave classes are gone. */
export async function motionDone(el: Locator): Promise<void> {
  await el.waitFor({ state: 'visible', timeout: 20_000 });
  await el.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const moving = () => /-(appear|enter|leave)(\s|-|$)/.test(node.getAttribute('class') ?? '');
        if (!moving()) return resolve();
        const watch = new MutationObserver(() => {
          if (moving()) return;
          watch.disconnect();
          resolve();
        });
        watch.observe(node, { attributes: true, attributeFilter: ['class'] });
      }),
  );
}

/** Clicks the open dialog's 确定 once its opening animation has ended (a click during it can be lost). */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal:visible');
  await motionDone(dialog);
  await dialog.getByRole('button', { name: /^\s*确\s*定\s*$/ }).click();
}

/**
 * Chooses `option` in the form's select for `field` (rjsf id root_<field>) and checks that the select shows
 * it, retrying: a click that lands while the form re-renders (a loaded host, the full suite) can be lost,
 * and the save then refuses the field as empty.
 */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  const input = page.locator(`#root_${field}`);
  const select = page.locator('.ant-select', { has: input }).first();
  for (let i = 0; i < 3; i++) {
    await input.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    if (((await select.textContent()) ?? '').includes(option)) return;
  }
  throw new Error(`could not choose ${option} in ${field}`);
}

/** Resolves after the page has rendered twice: whatever the last input changed is on screen by then. */
export async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

