// `npm run gen:docs`: writes docs/reference.md from the meta-schemas (scripts/reference.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { REFERENCE_FILE, generateReference } from './reference.ts';

const root = resolve('.');
await mkdir(dirname(join(root, REFERENCE_FILE)), { recursive: true });
await writeFile(join(root, REFERENCE_FILE), await generateReference(root));
console.log(`wrote ${REFERENCE_FILE}`);
