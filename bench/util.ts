// Small helpers shared by the benchmark parts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../tests/e2e/harness.ts';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

export async function loginToken(url: string, username = 'admin', password = 'Admin@123'): Promise<string> {
  return (await loginSession(url, username, password)).token;
}

/** The token and the user id: a browser's session is the HttpOnly token cookie plus the readable uid cookie. */
export async function loginSession(url: string, username = 'admin', password = 'Admin@123'): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url.replace(/\/?$/, '/')}api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: string; data: { token: string; userId: number } };
  if (body.code !== '200') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.data.token, userId: body.data.userId };
}

/** CPU ms used so far by a process and its descendants (tsx runs the server in a child; Linux /proc, USER_HZ = 100). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  let ms = (Number(fields[11]) + Number(fields[12])) * 10;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean)) ms += cpuMs(Number(child));
  }
  return ms;
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts a server process (`node <args>`) on a free port over `dataDir` (and `databaseUrl`, else PGlite)
 * and resolves once GET /api/meta/app answers 200. `step` is the polling interval, which bounds the
 * resolution of a start-up time measured around it.
 */
export async function spawnServer(args: readonly string[], dataDir: string, databaseUrl: string | null = null, step = 10): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...args], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (b: Buffer) => (err += b.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${err}`);
      const ok = await fetch(`${url}api/meta/app`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { url, child, stop };
      // Polling for the server to listen, not a timed assertion.
      await new Promise((r) => setTimeout(r, step));
    }
  } catch (e) {
    await stop();
    throw e;
  }
}
