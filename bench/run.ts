// npm run bench [parts...]: list API latency at 100,000 records on PGlite and PostgreSQL (api; api-lite,
// api-pg for one), at 1,000,000 (api-1m on PostgreSQL, api-1m-lite on PGlite), cold start (cold), browser
// workloads against a hand-written antd floor (browser) and the JavaScript each page loads (size).
// Without arguments: api, cold, browser, size. Figures go to bench/results/ by hand (docs/benchmarks.md); nothing asserts a time.
import { benchApi, printLatency, type LatencyResult } from './api.ts';
import { benchBrowser, printBrowser } from './browser.ts';
import { benchColdStart, printColdStart } from './coldstart.ts';
import { pageSizes, printSizes } from './size.ts';

const PARTS = ['api', 'api-1m', 'api-1m-lite', 'api-pg', 'api-lite', 'cold', 'browser', 'size'] as const;
type Part = (typeof PARTS)[number];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const bad = args.filter((a) => !(PARTS as readonly string[]).includes(a));
  if (bad.length) throw new Error(`unknown part(s) ${bad.join(', ')}; parts: ${PARTS.join(', ')}`);
  const parts = new Set<Part>(args.length ? (args as Part[]) : ['api', 'cold', 'browser', 'size']);
  const latency: LatencyResult[] = [];
  if (parts.has('api') || parts.has('api-lite')) latency.push(...(await benchApi('pglite')));
  if (parts.has('api') || parts.has('api-pg')) latency.push(...(await benchApi('postgres')));
  if (parts.has('api-1m')) latency.push(...(await benchApi('postgres', 1_000_000)));
  if (parts.has('api-1m-lite')) latency.push(...(await benchApi('pglite', 1_000_000)));
  const cold = parts.has('cold') ? await benchColdStart() : [];
  const browser = parts.has('browser') ? await benchBrowser() : [];
  if (latency.length) printLatency(latency);
  if (cold.length) printColdStart(cold);
  if (browser.length) printBrowser(browser);
  if (parts.has('size')) printSizes(pageSizes());
}

await main();
