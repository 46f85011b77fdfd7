// `npm run gen:types`: writes src/shared/schema/generated/*.ts from schemas/meta/*.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { generateTypes } from './typegen.ts';

const root = resolve('.');
for (const { file, text } of await generateTypes(root)) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
  console.log(`wrote ${file}`);
}
