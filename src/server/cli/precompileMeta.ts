// `tsx src/server/cli/precompileMeta.ts <dir>`: writes the meta-schema validators as standalone code into
// <dir> (the build puts them beside dist-server/main.js; see src/server/registry/metaStandalone.ts).
import { writePrecompiledMeta } from '../registry/metaStandalone.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: precompileMeta.ts <dir>');
await writePrecompiledMeta(dir);
