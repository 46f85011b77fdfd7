// Cold start with existing data: time from spawning the server to its first answered API request, for the
// built server (`npm start`: node dist-server/main.js) and the transpiling launcher (`npm run serve`: tsx).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, median, spawnServer } from './util.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

export interface ColdStart {
  launcher: string;
  runs: number[];
  median: number;
  /** Median CPU ms the server process used until its first answer: what the start costs on a quiet host. */
  cpu: number;
}

interface Start {
  ms: number;
  cpu: number;
}

/** Starts the server on `dataDir`, resolves with ms until GET /api/meta/app answers 200, then stops it. */
async function startOnce(args: string[], dataDir: string): Promise<Start> {
  const t0 = performance.now();
  const server = await spawnServer(args, dataDir);
  try {
    return { ms: performance.now() - t0, cpu: server.child.pid ? cpuMs(server.child.pid) : NaN };
  } finally {
    await server.stop();
  }
}

export async function benchColdStart(): Promise<ColdStart[]> {
  if (!existsSync('dist-server/main.js')) throw new Error('run `npm run build` first (dist-server/main.js is missing)');
  const dataDir = mkdtempSync(join(tmpdir(), 'nccq-cold-'));
  try {
    const built = ['dist-server/main.js'];
    await startOnce(built, dataDir); // creates, migrates and seeds the database: "existing data" from here on
    const out: ColdStart[] = [];
    for (const [launcher, args] of [
      ['node dist-server/main.js (npm start)', built],
      ['tsx src/app/main.ts (npm run serve)', ['node_modules/tsx/dist/cli.mjs', 'src/app/main.ts']],
    ] as const) {
      const starts: Start[] = [];
      for (let i = 0; i < RUNS; i++) starts.push(await startOnce([...args], dataDir));
      const runs = starts.map((x) => x.ms);
      out.push({ launcher, runs, median: median(runs), cpu: median(starts.map((x) => x.cpu)) });
      console.log(`  ${launcher}: ${runs.map((r) => r.toFixed(0)).join(', ')} ms`);
    }
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printColdStart(rows: ColdStart[]): void {
  console.log(`\nCold start with existing data (spawn → first API answer), ${RUNS} runs:`);
  console.log('| launcher | median ms | CPU ms (median) | runs ms |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.launcher} | ${r.median.toFixed(0)} | ${r.cpu.toFixed(0)} | ${r.runs.map((x) => x.toFixed(0)).join(', ')} |`);
}
