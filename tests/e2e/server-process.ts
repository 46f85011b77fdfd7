// One server process on a free port over a given data folder, resolved once it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The server bundle `npm run build` writes (started as `npm start` does). */
export const BUILT_SERVER = 'dist-server/main.js';

/** The variable global-setup.ts sets to the seeded data folder every file's server copies. */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

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

export interface ServerProcess {
  url: string;
  output(): string;
  /** SIGTERM, resolved once the process has closed its database and exited. */
  stop(): Promise<void>;
}

/** The servers this worker has running (their output is attached to a failed test, tests/e2e/fixtures.ts). */
export const runningServers = new Set<ServerProcess>();

export async function launchServer(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [BUILT_SERVER], {
    // No request log: it slows the browser phase, and a failed test gets the rest of the output.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
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
    await new Promise((r) => setTimeout(r, 200));
  }
  const server: ServerProcess = {
    url,
    output: () => out,
    async stop() {
      runningServers.delete(server);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  runningServers.add(server);
  return server;
}
