// `npm test`: arrange the machine (scripts/test-env.ts), then run every check, stopping at the first
// failure, and print how long each phase took. The unit tests keep about half a core idle (they wait on
// databases and timers), so the static checks and the build run beside them in a second lane whose output
// is printed a phase at a time; the browser tests need the build and run last, alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { MissingPiece, ensureChromium, ensurePostgres } from './test-env.ts';

interface Phase {
  name: string;
  command: string;
  /** What a failure of this phase means and where to look. */
  onFailure: string;
}

const STATIC_LANE: Phase[] = [
  { name: 'schema check', command: 'npm run check', onFailure: 'a schema, page or menu file breaks a rule: the checker named the file and the field above' },
  { name: 'typecheck', command: 'npm run typecheck', onFailure: 'TypeScript errors above (file:line); after editing schemas/meta run npm run gen:types' },
  { name: 'lint', command: 'npm run lint', onFailure: 'ESLint errors or warnings above (zero warnings allowed); npx eslint <file> to recheck one file' },
  { name: 'build', command: 'npm run build', onFailure: 'the web app (vite) or the server bundle (esbuild) did not build: errors above' },
];

const UNIT_LANE: Phase[] = [
  {
    name: 'unit + API + component tests, coverage',
    command: 'npm run test:unit -- --coverage',
    onFailure:
      'a failing test (rerun one: npx vitest run <file>) or a coverage threshold of src/shared or src/server (ERROR: Coverage … above)',
  },
];

const BROWSER: Phase = {
  name: 'browser tests',
  command: 'npm run test:e2e',
  onFailure: 'a browser case failed (rerun one after npm run build: npx vitest run -c vitest.e2e.config.ts <file>)',
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

interface Outcome {
  phase: Phase;
  code: number;
}

class Runner {
  private readonly children = new Set<ChildProcess>();
  readonly times: string[] = [];
  private stopping = false;

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** One phase; `buffered` collects its output and prints it in one block when it ends. */
  private run(phase: Phase, buffered: boolean): Promise<number> {
    return new Promise((resolve) => {
      if (this.stopping) return resolve(1);
      console.log(`\n[test] == ${phase.name}: ${phase.command}${buffered ? ' (beside the unit tests; output when it ends)' : ''}`);
      const t0 = Date.now();
      // Its own process group, so a failure in the other lane can stop it with everything it started.
      const child = spawn(phase.command, { shell: true, detached: true, env: this.env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
      this.children.add(child);
      const out: Buffer[] = [];
      child.stdout?.on('data', (b: Buffer) => out.push(b));
      child.stderr?.on('data', (b: Buffer) => out.push(b));
      child.once('exit', (code, signal) => {
        this.children.delete(child);
        const result = code ?? (signal ? 1 : 0);
        if (buffered && !this.stopping) process.stdout.write(`\n[test] -- output of ${phase.name}:\n${Buffer.concat(out).toString()}`);
        this.times.push(`  ${phase.name}  ${seconds(Date.now() - t0)}`);
        if (!this.stopping) console.log(`[test] ${phase.name}: ${result === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - t0)}`);
        resolve(result);
      });
    });
  }

  /** The phases one after another; the first failure stops this lane and the others. */
  async lane(phases: readonly Phase[], buffered: boolean): Promise<Outcome | null> {
    for (const phase of phases) {
      const code = await this.run(phase, buffered);
      if (this.stopping) return null;
      if (code !== 0) {
        this.stopAll();
        return { phase, code };
      }
    }
    return null;
  }

  stopAll(): void {
    this.stopping = true;
    for (const child of this.children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  let databaseUrl: string;
  try {
    ensureChromium();
    databaseUrl = await ensurePostgres();
  } catch (e) {
    if (!(e instanceof MissingPiece)) throw e;
    console.error(`\n[test] cannot run the tests: ${e.message}`);
    return 1;
  }
  const runner = new Runner({ ...process.env, TEST_DATABASE_URL: databaseUrl });
  // The phases run in process groups of their own, which a Ctrl-C in the terminal does not reach.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runner.stopAll();
      process.exit(130);
    });
  }
  runner.times.push(`  set-up  ${seconds(Date.now() - started)}`);
  const failures = (await Promise.all([runner.lane(UNIT_LANE, false), runner.lane(STATIC_LANE, true)])).filter((f) => f !== null);
  const failed = failures[0] ?? (await runner.lane([BROWSER], false));
  if (failed) {
    console.error(`\n[test] ${failed.phase.name} failed (exit ${failed.code}): ${failed.phase.onFailure}\n${runner.times.join('\n')}`);
    return failed.code;
  }
  console.log(`\n[test] all passed in ${seconds(Date.now() - started)}\n${runner.times.join('\n')}`);
  return 0;
}

process.exitCode = await main();
