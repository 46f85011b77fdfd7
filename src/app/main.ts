// `npm start` / `npm run serve`: check the schemas, open and migrate the database, seed, serve.
import { ConfigError, loadConfig, type ServerConfig } from '../server/config.ts';
import { DataDirLocked } from '../server/db/dataLock.ts';
import { AddressUnavailable, DataDirUnwritable, SchemaProblems, startServer } from '../server/start.ts';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPrecompiledMeta } from '../server/registry/precompiledMeta.ts';
import { startBanner } from './banner.ts';
import { SERVER_PLUGINS } from './server.ts';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`配置有误，服务器未启动 / bad configuration, server not started:\n${e.message}`);
  process.exit(1);
}

// The built server finds the meta-schema validators compiled at build time beside it (tsx: none, compiled at start).
await loadPrecompiledMeta(dirname(fileURLToPath(import.meta.url)));

try {
  const s = await startServer(config, { logger: process.env.LOG_REQUESTS !== '0', plugins: SERVER_PLUGINS });
  for (const line of startBanner(s, config)) console.log(line);
  const stop = async (): Promise<void> => {
    await s.app.close();
    await s.db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (e) {
  if (e instanceof SchemaProblems) {
    console.error('声明文件有错误，服务器未启动 / schema check failed, server not started:');
    for (const p of e.problems) console.error(p);
  } else if (e instanceof ConfigError) console.error(`配置有误，服务器未启动 / bad configuration, server not started:\n${e.message}`);
  else if (e instanceof DataDirLocked || e instanceof AddressUnavailable || e instanceof DataDirUnwritable) console.error(e.message);
  else console.error(e);
  process.exit(1);
}
