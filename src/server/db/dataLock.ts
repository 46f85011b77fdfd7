// An exclusive lock on the embedded database's folder: PGlite is one process's database, and a second
// process on the same files would hand out the same ids and lose writes. The lock is a file created
// exclusively (O_EXCL) holding the owner's pid; a lock whose process is gone is stale and taken over.
import { rmSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'nccq.lock';

export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`数据文件夹 ${dir} 正被进程 ${pid} 使用，本进程不启动 / data folder ${dir} is in use by process ${pid}`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataLock {
  release(): Promise<void>;
}

export async function lockDataDir(dir: string): Promise<DataLock> {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fh = await open(file, 'wx', 0o600);
      await fh.writeFile(String(process.pid));
      await fh.close();
      let released = false;
      const release = async (): Promise<void> => {
        if (released) return;
        released = true;
        process.off('exit', releaseSync);
        await rm(file, { force: true });
      };
      // A crash leaves the file; its dead pid makes it stale for the next start.
      const releaseSync = (): void => {
        try {
          rmSync(file, { force: true });
        } catch {
          // nothing to do on the way out
        }
      };
      process.on('exit', releaseSync);
      return { release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirLocked(dir, pid);
      await rm(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`cannot lock ${file}`);
}
