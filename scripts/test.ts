// `npm test`: arrange the machine (scripts/test-env.ts), then run every check, stopping at the first
// failure, and print how long each phase took. The browser phase needs only the build and mostly waits
// (the auction's clock, the server's answers), so it runs in the background beside the type check, lint
// and the unit phase; its output is kept and printed whole once the phases beside it are done, so two
// reporters never interleave. A failure in either stops the other; so does Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { MissingPiece, ensureChromium, ensurePostgres } from './test-env.ts';

interface Phase {
  name: string;
  command: string;
  /** What a failure of this phase means and where to look. */
  onFailure: string;
}

const CHECK: Phase = { name: 'schema check', command: 'npm run check', onFailure: 'a schema, page or menu file breaks a rule: the checker named the file and the field above' };
const BUILD: Phase = { name: 'build', command: 'npm run build', onFailure: 'the web app (vite) or the server bundle (esbuild) did not build: errors above' };
const BROWSER: Phase = {
  name: 'browser tests',
  command: 'npm run test:e2e',
  onFailure:
    'a browser case failed: its pages, server output, screenshot and trace are above (rerun one after npm run build: npx playwright test tests/e2e/<file>; npx playwright show-trace <trace.zip>)',
};
/** Run in order while the browser phase runs. */
const BESIDE: Phase[] = [
  { name: 'typecheck', command: 'npm run typecheck', onFailure: 'TypeScript errors above (file:line); after editing schemas/meta run npm run gen:types' },
  { name: 'lint', command: 'npm run lint', onFailure: 'ESLint errors or warnings above (zero warnings allowed); npx eslint <file> to recheck one file' },
  {
    name: 'unit + API + component tests, coverage',
    command: 'npm run test:unit -- --coverage',
    onFailure:
      'a failing test (rerun one: npx vitest run <file>) or a coverage threshold of src/shared or src/server (ERROR: Coverage … above)',
  },
];
/** The browser phase's whole output, also kept after the run. */
const BROWSER_LOG = 'test-results/browser-tests.log';

const started = Date.now();
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const at = (t: number): string => `+${((t - started) / 1000).toFixed(1)} s`;
const say = (line: string): void => console.log(`[test] ${line}`);

interface Run {
  phase: Phase;
  t0: number;
  t1?: number;
  /** Exit code; undefined while running. */
  code?: number;
  /** Stopped by this script (another phase failed, or Ctrl-C): its code is not a verdict. */
  stopped: boolean;
  done: Promise<number>;
  child: ChildProcess;
}

const live = new Set<Run>();

/**
 * Starts a phase in a process group of its own, so that stopping it stops everything it started (npm,
 * vitest's or playwright's workers, the browser tests' servers). No stdin: a phase never reads the terminal.
 */
function start(phase: Phase, env: NodeJS.ProcessEnv, output: 'inherit' | NodeJS.WritableStream): Run {
  const child = spawn(phase.command, {
    shell: true,
    detached: true,
    env,
    stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  });
  if (output !== 'inherit') {
    child.stdout?.pipe(output, { end: false });
    child.stderr?.pipe(output, { end: false });
  }
  const run: Run = {
    phase,
    t0: Date.now(),
    stopped: false,
    child,
    done: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        run.t1 = Date.now();
        run.code = code ?? (signal ? 1 : 0);
        live.delete(run);
        resolve(run.code);
      });
    }),
  };
  live.add(run);
  return run;
}

/** Stops every running phase's process group (SIGTERM lets playwright close its browsers and servers). */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const run of live) {
    run.stopped = true;
    try {
      if (run.child.pid !== undefined) process.kill(-run.child.pid, signal);
    } catch {
      /* the group has just exited */
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C does not wait for a graceful stop.
    const force = interrupted;
    interrupted = true;
    console.error(`\n[test] ${signal}: stopping ${[...live].map((r) => r.phase.name).join(', ') || 'nothing'}`);
    stopAll(force ? 'SIGKILL' : 'SIGTERM');
  });
}

const times: string[] = [];
function record(run: Run, note = ''): void {
  const end = run.t1 ?? Date.now();
  times.push(`  ${run.phase.name.padEnd(40)} ${seconds(end - run.t0).padStart(8)}   ${at(run.t0)} to ${at(end)}${note}`);
}

function failed(run: Run): number {
  console.error(`\n[test] ${run.phase.name} failed (exit ${run.code}): ${run.phase.onFailure}\n${times.join('\n')}`);
  return run.code || 1;
}

async function main(): Promise<number> {
  let databaseUrl: string;
  try {
    ensureChromium();
    databaseUrl = await ensurePostgres();
  } catch (e) {
    if (!(e instanceof MissingPiece)) throw e;
    console.error(`\n[test] cannot run the tests: ${e.message}`);
    return 1;
  }
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl };
  times.push(`  ${'set-up'.padEnd(40)} ${seconds(Date.now() - started).padStart(8)}`);

  // In the foreground, in order: the output goes straight to the terminal.
  const foreground = async (phase: Phase): Promise<Run> => {
    say(`== ${phase.name}: ${phase.command}`);
    const run = start(phase, env, 'inherit');
    await run.done;
    record(run, run.stopped ? ' (stopped)' : '');
    if (!run.stopped) say(`${phase.name}: ${run.code === 0 ? 'passed' : 'FAILED'} in ${seconds(run.t1! - run.t0)}`);
    return run;
  };

  for (const phase of [CHECK, BUILD]) {
    const run = await foreground(phase);
    if (interrupted) return 130;
    if (run.code !== 0) return failed(run);
  }

  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(BROWSER_LOG);
  let browserOutput = '';
  const capture = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      browserOutput += chunk.toString();
      log.write(chunk, callback);
    },
  });
  say(`== ${BROWSER.name}: ${BROWSER.command} (in the background; its output follows the phases beside it, and is in ${BROWSER_LOG})`);
  const browser = start(BROWSER, env, capture);
  // A browser failure stops the phase running beside it at once.
  void browser.done.then((code) => {
    if (code !== 0 && !browser.stopped && !interrupted) {
      say(`${BROWSER.name}: FAILED in ${seconds(browser.t1! - browser.t0)}; stopping the phase beside it`);
      stopAll();
    }
  });

  let besideFailure: Run | undefined;
  let besideEnd = Date.now();
  for (const phase of BESIDE) {
    if (browser.code !== undefined && browser.code !== 0) break;
    const run = await foreground(phase);
    besideEnd = run.t1!;
    if (interrupted || run.stopped) break;
    if (run.code !== 0) {
      besideFailure = run;
      stopAll();
      break;
    }
  }

  if (browser.code === undefined && !browser.stopped) say(`== ${BROWSER.name}: waiting for it (running since ${at(browser.t0)})`);
  await browser.done;
  log.end();
  const overlap = Math.max(0, Math.min(browser.t1!, besideEnd) - browser.t0);
  record(browser, browser.stopped ? ' (stopped)' : ` (${seconds(overlap)} of it beside the phases above)`);
  if (interrupted) {
    console.error(`\n[test] interrupted\n${times.join('\n')}`);
    return 130;
  }
  if (besideFailure) return failed(besideFailure);
  if (!browser.stopped) {
    say(`== ${BROWSER.name}: its output (from ${at(browser.t0)})`);
    process.stdout.write(browserOutput);
    say(`${BROWSER.name}: ${browser.code === 0 ? 'passed' : 'FAILED'} in ${seconds(browser.t1! - browser.t0)}`);
  }
  if (browser.code !== 0) return failed(browser);
  console.log(`\n[test] all passed in ${seconds(Date.now() - started)}\n${times.join('\n')}`);
  return 0;
}

process.exitCode = await main();
