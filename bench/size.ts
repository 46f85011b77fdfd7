// JavaScript a page loads, from the vite manifest: the entry's static imports plus the lazy chunks the page
// opens (and their static imports), each file counted once, gzip -9. Used by the size budget test
// (tests/e2e/size-budget.test.ts, after `npm run build`) and by `npm run bench size`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  page: string;
  /** Manifest keys (source paths under src/web) or chunk names the page loads: the entry and the lazy chunks it opens. */
  chunks: string[];
  /** gzip KB ceiling `npm test` enforces (measured size plus a little headroom: a ratchet, lowered as pages shrink). */
  budgetKb: number;
  /** gzip KB the page should reach (the target the ceiling is lowered towards). */
  targetKb: number;
  /**
   * Ceiling on the page's JS files: Chromium fetches six at a time per origin, so a cold load of ~110 small
   * chunks queued the API requests behind them (scripts/vite/startupChunks.ts). A ratchet like budgetKb.
   */
  filesMax: number;
}

// The login page's entry and the shell's chunk (scripts/vite/startupChunks.ts: AntdProviders, ShellLayout,
// FeedbackBridge and their static imports).
const SHELL = ['index.html', 'shell'];
// The benchmarked list (出让/出租项目) has a region filter, whose cascader loads lazily with the list.
const LIST = [...SHELL, 'renderers/list/ListRenderer.tsx', 'renderers/shared/RegionCascader.tsx'];

// Ratchets at the last measurement plus 1 KB. One grid (ag-grid draws a list's first rows) and no build
// step rewriting imports inside antd and rjsf raised the list page from 347 KB before its grid (541 with it)
// and the form page from 400; a list's state in its address and its linked cells added 1 KB (CHANGELOG.md says why that is accepted).
export const BUDGETS: PageBudget[] = [
  { page: 'login page', chunks: ['index.html'], budgetKb: 119, targetKb: 120, filesMax: 3 },
  // With ag-grid, which draws the first rows (one grid: no plain stand-in before it).
  { page: 'list page', chunks: LIST, budgetKb: 561, targetKb: 575, filesMax: 10 },
  // The benchmarked form (出让/出租项目编辑) with the widgets its fields use: their chunks start with the
  // form's own (renderers/form/prefetch.ts) and arrive before it paints. Its validator (ajv, ~40 KB gzip)
  // loads after it has painted (renderers/form/deferredValidator.ts), antd's date picker (~35 KB gzip) when
  // a date field is first drawn (renderers/form/widgets/DateWidget.tsx).
  {
    page: 'form page',
    chunks: [...SHELL, 'renderers/form/FormRenderer.tsx', ...['Reference', 'Region', 'Upload'].map((w) => `renderers/form/widgets/${w}Widget.tsx`)],
    // Over its target since what antd and rjsf import comes along (rjsf's markdown renderer and fast-uri,
    // antd's form store behind its form context, Tabs and Skeleton behind Card, Input's variants).
    budgetKb: 479,
    targetKb: 400,
    filesMax: 26,
  },
];

export function readManifest(dist = 'dist'): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files of `chunks` and everything they import statically. */
export function pageFiles(manifest: Manifest, chunks: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = manifest[key] ?? Object.values(manifest).find((x) => x.name === key && !x.src);
    if (!c) throw new Error(`not in the vite manifest: ${key}`);
    if (c.file.endsWith('.js')) files.add(c.file);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const k of chunks) visit(k);
  return [...files].sort();
}

export interface PageSize {
  page: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  budgetKb: number;
  targetKb: number;
  filesMax: number;
}

export function pageSizes(dist = 'dist', budgets: readonly PageBudget[] = BUDGETS): PageSize[] {
  const manifest = readManifest(dist);
  return budgets.map((b) => {
    const bodies = pageFiles(manifest, b.chunks).map((f) => readFileSync(join(dist, f)));
    return {
      page: b.page,
      files: bodies.length,
      rawKb: bodies.reduce((s, x) => s + x.length, 0) / 1024,
      gzipKb: bodies.reduce((s, x) => s + gzipSync(x, { level: 9 }).length, 0) / 1024,
      budgetKb: b.budgetKb,
      targetKb: b.targetKb,
      filesMax: b.filesMax,
    };
  });
}

export function printSizes(rows: readonly PageSize[]): void {
  console.log('\nJavaScript per page (vite manifest, gzip -9):');
  console.log('| page | files (ceiling) | raw KB | gzip KB | budget (npm test) KB | target KB |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.files} (${r.filesMax}) | ${r.rawKb.toFixed(1)} | ${r.gzipKb.toFixed(1)} | ${r.budgetKb} | ${r.targetKb} |`);
}
