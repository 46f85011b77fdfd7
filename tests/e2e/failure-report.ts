// When a browser case fails, what its pages showed and what its servers printed: a failed wait names
// only the condition, and a failure seen once in CI must be explainable from the log alone.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openBrowsers } from './harness.ts';
import { runningServers } from './server-process.ts';

const SHOTS = join('/tmp', 'e2e-failures');
const TEXT_CHARS = 1500;
const OUTPUT_CHARS = 4000;

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const lines: string[] = [`\n[failure report] ${task.name}`];
  mkdirSync(SHOTS, { recursive: true });
  let n = 0;
  for (const browser of openBrowsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        n += 1;
        const shot = join(SHOTS, `${task.id}-${n}.png`);
        // Each step may fail on a page that is closing: the report says so and goes on.
        const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e: unknown) => `(no text: ${String(e)})`);
        await page.screenshot({ path: shot }).catch(() => undefined);
        lines.push(`page ${n}: ${page.url()} (screenshot ${shot})`, text.replace(/\s+/g, ' ').slice(0, TEXT_CHARS));
      }
    }
  }
  for (const server of runningServers) lines.push(`server ${server.url} output (last ${OUTPUT_CHARS} chars):`, server.output().slice(-OUTPUT_CHARS));
  console.log(lines.join('\n'));
});
