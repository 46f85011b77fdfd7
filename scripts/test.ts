// `npm test`: arrange the machine (scripts/test-env.ts), then run every check in order, stopping at the
// first failure, and print how long each phase took.
import { spawn } from 'node:child_process';
import { MissingPiece, ensureChromium, ensurePostgres } from './test-env.ts';

interface Phase {
  name: string;
  command: string;
  /** What a failure of this phase means and where to look. */
  onFailure: string;
}

const PHASES: Phase[] = [
  { name: 'schema check', command: 'npm run check', onFailure: 'a schema, page or menu file breaks a rule: the checker named the file and the field above' },
  { name: 'typecheck', command: 'npm run typecheck', onFailure: 'TypeScript errors above (file:line); after editing schemas/meta run npm run gen:types' },
  { name: 'lint', command: 'npm run lint', onFailure: 'ESLint errors or warnings above (zero warnings allowed); npx eslint <file> to recheck one file' },
  {
    name: 'unit + API + component tests, coverage',
    command: 'npm run test:unit -- --coverage',
    onFailure:
      'a failing test (rerun one: npx vitest run <file>) or a coverage threshold of src/shared or src/server (ERROR: Coverage … above)',
  },
  { name: 'build', command: 'npm run build', onFailure: 'the web app (vite) or the server bundle (esbuild) did not build: errors above' },
  {
    name: 'browser tests',
    command: 'npm run test:e2e',
    onFailure:
      'a browser case failed: its pages, server output, screenshot and trace are above (rerun one after npm run build: npx playwright test tests/e2e/<file>; npx playwright show-trace <trace.zip>)',
  },
];

function runPhase(phase: Phase, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, { shell: true, stdio: 'inherit', env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

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
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl };
  const times: string[] = [`  set-up  ${seconds(Date.now() - started)}`];
  for (const phase of PHASES) {
    console.log(`\n[test] == ${phase.name}: ${phase.command}`);
    const t0 = Date.now();
    const code = await runPhase(phase, env);
    times.push(`  ${phase.name}  ${seconds(Date.now() - t0)}`);
    console.log(`[test] ${phase.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - t0)}`);
    if (code !== 0) {
      console.error(`\n[test] ${phase.name} failed (exit ${code}): ${phase.onFailure}\n${times.join('\n')}`);
      return code;
    }
  }
  console.log(`\n[test] all passed in ${seconds(Date.now() - started)}\n${times.join('\n')}`);
  return 0;
}

process.exitCode = await main();
