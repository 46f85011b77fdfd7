// Starts the real server (built app + API + embedded PGlite in a temp folder) and Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/** Starts `tsx src/app/main.ts` on a free port with a fresh data folder; resolves when it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/app/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/meta/app`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    // A poll on a condition (the server answers), not a sleep: the interval only spaces the attempts.
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export async function newPage(browser: Browser, viewport = { width: 1400, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  return { context, page };
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

/** Resolves after the page has rendered twice: whatever the last input changed is on screen by then. */
export async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
