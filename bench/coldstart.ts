// Cold start with existing data: time from spawning the server to its first answered API request, for the
// built server (`npm start`: node dist-server/main.js) and the transpiling launcher (`npm run serve`: tsx).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/e2e/harness.ts';
import { median } from './util.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

export interface ColdStart {
  launcher: string;
  runs: number[];
  median: number;
}

/** Starts the server on `dataDir`, resolves with ms until GET /api/meta/app answers 200, then stops it. */
async function startOnce(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${err}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/meta/app`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - t0;
      // Polling, not a timed assertion: the step bounds the measurement's resolution.
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
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
      ['tsx src/server/main.ts (npm run serve)', ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts']],
    ] as const) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce([...args], dataDir));
      out.push({ launcher, runs, median: median(runs) });
      console.log(`  ${launcher}: ${runs.map((r) => r.toFixed(0)).join(', ')} ms`);
    }
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printColdStart(rows: ColdStart[]): void {
  console.log(`\nCold start with existing data (spawn → first API answer), ${RUNS} runs:`);
  console.log('| launcher | median ms | runs ms |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.launcher} | ${r.median.toFixed(0)} | ${r.runs.map((x) => x.toFixed(0)).join(', ')} |`);
}
