// The auction plugin declares the states, actions and fields it relies on; renaming the state
// `bidding` in a copy of the project's schemas fails `npm run check`, naming the plugin and the place.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { AUCTION } from '../../../src/plugins/auction/shared/config.ts';
import { auctionManifest } from '../../../src/plugins/auction/shared/manifest.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import { formatIssue } from '../../../src/shared/check/index.ts';

const REPO = join(import.meta.dirname, '../../..');
const run = promisify(execFile);
let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'auction-rename-'));
  for (const f of ['menus.json', 'pages.json', 'schemas']) await cp(join(REPO, f), join(root, f), { recursive: true });
  // Rename the state everywhere in the entity, as an implementer tidying names would.
  const file = join(root, 'schemas/entities/auction.json');
  await writeFile(file, (await readFile(file, 'utf8')).replaceAll('"bidding"', '"in_bidding"'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('auction plugin requirements', () => {
  it('are read from its config, not repeated by hand', () => {
    expect(auctionManifest.requires.entities[AUCTION.entities.auction]?.states).toContain(AUCTION.states.bidding);
  });

  it('the project as shipped meets them', async () => {
    expect((await checkProject(REPO, appCheckEnvironment())).issues.map(formatIssue)).toEqual([]);
  });

  it('a renamed state fails the check, naming the auction plugin, the file and the pointer', async () => {
    const lines = (await checkProject(root, appCheckEnvironment())).issues.map(formatIssue);
    expect(lines).toContain('schemas/entities/auction.json#/x-workflow/states: 插件 auction 需要流程状态 "bidding"');
  });

  it('npm run check exits 1 with that line', async () => {
    const err = await run(join(REPO, 'node_modules/.bin/tsx'), [join(REPO, 'src/app/check.ts'), root]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('schemas/entities/auction.json#/x-workflow/states: 插件 auction 需要流程状态 "bidding"');
  });
});
