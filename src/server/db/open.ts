// Picks the database from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite on disk.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { lockDataDir } from './dataLock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export async function openDb(config: ServerConfig): Promise<{ db: Db; kind: 'postgres' | 'pglite'; where: string }> {
  if (config.databaseUrl) {
    return { db: await openPostgres(config.databaseUrl), kind: 'postgres', where: config.databaseUrl.replace(/:[^:@/]*@/, ':***@') };
  }
  const dir = join(config.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  // One process per data folder: a second one stops here, naming the folder and the holder.
  const lock = await lockDataDir(config.dataDir);
  try {
    const db = await openPglite(dir);
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      await lock.release();
    };
    return { db, kind: 'pglite', where: dir };
  } catch (e) {
    await lock.release();
    throw e;
  }
}
