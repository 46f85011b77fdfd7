// `npm run check [folder]`: checks the declarative files of the project root (or the folder given),
// prints each issue as file#pointer and exits 1 on any; otherwise prints what it found.
import { resolve } from 'node:path';
import { formatIssue, menuNamesOf } from '../shared/check/index.ts';
import { checkProject } from '../server/registry/checkProject.ts';
import { toRegistry } from '../server/registry/load.ts';
import { appCheckEnvironment } from './plugins.ts';

const root = resolve(process.argv[2] ?? '.');
const { files, issues } = await checkProject(root, appCheckEnvironment());

if (issues.length > 0) {
  for (const i of issues) console.error(formatIssue(i));
  console.error(`\n${issues.length} 个问题 / issue(s) in ${root}`);
  process.exit(1);
}

const reg = toRegistry(files);
const entities = Object.keys(reg.entities).length;
const pages = reg.pages.pages.length;
const menus = menuNamesOf(reg.menus).size;
console.log(`schemas OK: ${entities} entities, ${pages} pages, ${menus} menus, ${reg.menus.roles.length} roles, ${files.length} files (${root})`);
