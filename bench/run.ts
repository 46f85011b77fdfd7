// npm run bench [parts...]: list API latency (api, api-1m), cold start (cold), browser workloads against a
// hand-written antd floor (browser) and the JavaScript each page loads (size). Without arguments: api,
// cold, browser, size. Figures go to the README by hand; nothing here asserts a time.
import { benchApi, printLatency, type LatencyResult } from './api.ts';
import { benchBrowser, printBrowser } from './browser.ts';
import { benchColdStart, printColdStart } from './coldstart.ts';
import { pageSizes, printSizes } from './size.ts';

const PARTS = ['api', 'api-1m', 'api-pg', 'api-lite', 'cold', 'browser', 'size'] as const;
type Part = (typeof PARTS)[number];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bad = args.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (bad.length) throw new Error(`unknown part(s) ${bad.join(', ')}; parts: ${PARTS.join(', ')}`);
  const parts = new Set<Part>(args.length ? (args as Part[]) : ['api', 'cold', 'browser', 'size']);
  const latency: LatencyResult[] = [];
  if (parts.has('api') || parts.has('api-lite')) latency.push(...(await benchApi('pglite')));
  if (parts.has('api') || parts.has('api-pg')) latency.push(...(await benchApi('postgres')));
  if (parts.has('api-1m')) {
    latency.push(...(await benchApi('postgres', 1_000_000)));
    latency.push(...(await benchApi('pglite', 1_000_000)));
  }
  const cold = parts.has('cold') ? await benchColdStart() : [];
  const browser = parts.has('browser') ? await benchBrowser() : [];
  if (latency.length) printLatency(latency);
  if (cold.length) printColdStart(cold);
  if (browser.length) printBrowser(browser);
  if (parts.has('size')) printSizes(pageSizes());
}

await main();
