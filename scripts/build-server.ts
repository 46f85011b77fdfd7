// `npm run build:server`: the server as one ES module, dist-server/main.js, with its packages inside.
// Node resolving and compiling ~900 files of node_modules one by one cost ~300 ms of each cold start; one
// file starts faster. Left outside: packages that read files beside their own code (PGlite's WASM and
// data bundle), the ones loaded only on first use (pg, exceljs: src/server/excel/lazy.ts) and the
// development tools (schema live reload).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { writePrecompiledMeta } from '../src/server/registry/metaStandalone.ts';

const OUT = 'dist-server';
// swagger-ui reads its page and assets from its own folder (__dirname): it stays in node_modules too.
const SERVER_EXTERNAL = ['@electric-sql/pglite', 'pg', 'exceljs', 'esbuild', 'tsx', 'chokidar', '@fastify/swagger-ui'];

await build({
  entryPoints: ['src/app/main.ts'],
  outfile: `${OUT}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // ES builds where a package has one (jsonc-parser's UMD main requires its own files at run time).
  mainFields: ['module', 'main'],
  external: SERVER_EXTERNAL,
  // CommonJS packages inside an ES module still call require() for node's built-ins.
  banner: { js: "import { createRequire as __nccqRequire } from 'node:module'; const require = __nccqRequire(import.meta.url);" },
  logLevel: 'warning',
});
await rm(`${OUT}/migrations`, { recursive: true, force: true });
await cp('src/server/db/migrations', `${OUT}/migrations`, { recursive: true });
await writePrecompiledMeta(OUT);
