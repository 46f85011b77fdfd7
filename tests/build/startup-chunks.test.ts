// Which modules each startup chunk group takes (scripts/vite/startupChunks.ts), over a small import graph.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startupChunks, type ChunkGroup } from '../../scripts/vite/startupChunks.ts';

// a → shared, onlyA, grid; b → shared, onlyB; c → onlyC, onlyA; grid → gridLib; shared → util
const GRAPH: Record<string, string[]> = {
  '/p/a.ts': ['/p/shared.ts', '/p/onlyA.ts', '/p/grid.ts'],
  '/p/b.ts': ['/p/shared.ts', '/p/onlyB.ts'],
  '/p/c.ts': ['/p/onlyC.ts', '/p/onlyA.ts'],
  '/p/grid.ts': ['/node_modules/gridLib/index.js'],
  '/p/shared.ts': ['/p/util.ts'],
  '/p/onlyA.ts': [],
  '/p/onlyB.ts': [],
  '/p/onlyC.ts': [],
  '/p/util.ts': [],
  '/node_modules/gridLib/index.js': [],
};

function members(groups: ChunkGroup[]): Record<string, string[]> {
  const chunks = startupChunks(groups);
  const ctx = {
    getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null),
    error: (m: string): never => {
      throw new Error(m);
    },
  };
  (chunks.plugin.buildEnd as (this: typeof ctx) => void).call(ctx);
  const out: Record<string, string[]> = {};
  for (const g of chunks.groups) if (g.test) out[g.name] = Object.keys(GRAPH).filter((id) => g.test!(id)).sort();
  return out;
}

const url = (id: string): URL => pathToFileURL(id);

describe('startup chunk groups', () => {
  it('together: everything the entries import; shared: what all of them import; overlap: what the first shares with any other', () => {
    const m = members([
      { name: 'together', join: 'together', entries: [url('/p/b.ts'), url('/p/c.ts')] },
      { name: 'shared', join: 'shared', entries: [url('/p/a.ts'), url('/p/b.ts')] },
      { name: 'overlap', join: 'overlap', entries: [url('/p/a.ts'), url('/p/b.ts'), url('/p/c.ts')] },
    ]);
    expect(m.together).toEqual(['/p/b.ts', '/p/c.ts', '/p/onlyA.ts', '/p/onlyB.ts', '/p/onlyC.ts', '/p/shared.ts', '/p/util.ts']);
    expect(m.shared).toEqual(['/p/shared.ts', '/p/util.ts']);
    expect(m.overlap).toEqual(['/p/onlyA.ts', '/p/shared.ts', '/p/util.ts']);
  });

  it('exclude leaves out the matching modules and every module that imports them', () => {
    const m = members([{ name: 'a', join: 'together', entries: [url('/p/a.ts')], exclude: /gridLib/ }]);
    expect(m.a).toEqual(['/p/onlyA.ts', '/p/shared.ts', '/p/util.ts']);
  });

  it('takes a list of modules as one entry that loads them all', () => {
    // b with c: what a and (b or c) both import — shared with b, and onlyA with c.
    const m = members([{ name: 'shared', join: 'shared', entries: [url('/p/a.ts'), [url('/p/b.ts'), url('/p/c.ts')]] }]);
    expect(m.shared).toEqual(['/p/onlyA.ts', '/p/shared.ts', '/p/util.ts']);
  });

  it('include takes matching modules whatever reaches them; other groups keep theirs', () => {
    const m = members([
      { name: 'b', join: 'together', entries: [url('/p/b.ts')], include: /gridLib/ },
      { name: 'c', join: 'together', entries: [url('/p/c.ts')] },
    ]);
    expect(m.b).toEqual(['/node_modules/gridLib/index.js', '/p/b.ts', '/p/onlyB.ts', '/p/shared.ts', '/p/util.ts']);
    expect(m.c).toEqual(['/p/c.ts', '/p/onlyA.ts', '/p/onlyC.ts']);
  });

  it('names an entry that is not in the module graph', () => {
    expect(() => members([{ name: 'x', join: 'together', entries: [url('/p/missing.ts')] }])).toThrow(/not in the module graph/);
  });
});
