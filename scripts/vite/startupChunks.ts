// Fewer, larger chunks for what a signed-in page loads at start. Automatic chunking cut the shell's and
// the renderers' antd code into ~110 files, by which lazy chunks share each module; Chromium fetches six
// at a time per origin over HTTP/1.1, so the user info and the page's own chunk queued behind them
// (~400 ms of a cold list). Each group holds only modules reachable from every entry it names, so a page
// that loads the group's entries loads no byte more. Reachability is the static import graph; with
// directImports it names what a module uses rather than antd's whole index.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface ChunkGroup {
  name: string;
  /**
   * Lazily imported modules (file URLs); a list of them stands for one entry that loads them all (a form
   * renderer with the widgets most forms open at once).
   */
  entries: readonly (URL | readonly URL[])[];
  /**
   * `together`: the entries always load together (the shell), the group holds all they import statically;
   * `shared`: the entries load apart (the list and form renderers), it holds what every one of them imports;
   * `overlap`: what the first entry imports that any of the others imports too (the list's modules that
   * other pages share, which automatic chunking cuts into a file per set of sharers).
   */
  join: 'together' | 'shared' | 'overlap';
  /**
   * Modules left to automatic chunking even when reachable, with every module that imports them (a group
   * takes its members' static imports along: rolldown's includeDependenciesRecursively).
   */
  exclude?: RegExp;
  /**
   * Modules the group takes whatever reaches them: tiny helpers that code everywhere shares, which
   * automatic chunking would otherwise put in whichever lazy chunk came first (babel's class helpers
   * in antd's Alert chunk made every form load the Alert).
   */
  include?: RegExp;
}

export interface StartupChunks {
  plugin: Plugin;
  /** rolldown `output.codeSplitting.groups`: tested when chunks are made, after the graph is known. */
  groups: { name: string; test?: (id: string) => boolean; tags?: '$initial'[]; priority: number }[];
}

/** `groups` in order of precedence: a module goes to the first group that may hold it. */
export function startupChunks(groups: readonly ChunkGroup[]): StartupChunks {
  const members = groups.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'startup-chunks',
    apply: 'build',
    buildEnd() {
      const reach = (entry: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          stack.push(...info.importedIds);
        }
        return seen;
      };
      groups.forEach((g, i) => {
        const sets = g.entries.map((entry) => {
          const union = new Set<string>();
          const urls: readonly URL[] = entry instanceof URL ? [entry] : entry;
          for (const u of urls) {
            const id = fileURLToPath(u);
            if (!this.getModuleInfo(id)) this.error(`startup-chunks: ${id} is not in the module graph`);
            for (const r of reach(id)) union.add(r);
          }
          return union;
        });
        const set = members[i]!;
        set.clear();
        const [first, ...others] = sets;
        const joined =
          g.join === 'together'
            ? sets.flatMap((s) => [...s])
            : [...first!].filter((id) => (g.join === 'shared' ? others.every((s) => s.has(id)) : others.some((s) => s.has(id))));
        for (const id of joined) set.add(id);
        const exclude = g.exclude;
        if (exclude) for (const id of [...set]) if ([...reach(id)].some((r) => exclude.test(r))) set.delete(id);
      });
    },
  };
  return {
    plugin,
    groups: [
      // First: a module the login page needs stays in the login page's chunk.
      { name: 'boot', tags: ['$initial'], priority: groups.length + 1 },
      ...groups.map((g, i) => ({ name: g.name, test: (id: string) => members[i]!.has(id) || (g.include?.test(id) ?? false), priority: groups.length - i })),
    ],
  };
}
