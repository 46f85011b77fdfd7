// The layers of src and the plugins' one door into the engine, checked over the import graph that
// ./graph.ts reads from the source text (a few hundred milliseconds):
// - no runtime import cycle anywhere in src (`import type` is erased at build, so it may close one);
// - shared imports neither server nor web, and those two never import each other;
// - in src/server, routes/ is assembled by app.ts alone (services and plugins take actorOf from auth/actor.ts);
// - in src/web, the engine imports no renderer, app page or shell (the app root registers the built-ins),
//   renderers import no app page or shell, the request layer does not import the stores (stores use it),
//   and the stores import nothing above them (the event-stream hook belongs to the request layer);
// - a plugin imports src/shared, its own files, and of the engine only its side's public API
//   (src/server/api.ts, src/web/api.ts), which the engine itself never imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, edgesOf, graph, ROOT, type Edge } from './graph.ts';

const EDGES = graph(['src']);
const RUNTIME = EDGES.filter((e) => !e.typeOnly);

const under = (dir: string) => (p: string): boolean => p.startsWith(`${dir}/`);
const show = (edges: readonly Edge[]): string[] => edges.map((e) => `${e.from} -> ${e.to}`);
/** Edges (type-only ones too: a type import still ties the layers) from files `from` accepts to files `to` accepts. */
const crossing = (from: (p: string) => boolean, to: (p: string) => boolean): string[] =>
  show(EDGES.filter((e) => from(e.from) && to(e.to)));

const shared = under('src/shared');
const server = under('src/server');
const web = under('src/web');
const plugins = under('src/plugins');
const SERVER_API = 'src/server/api.ts';
const WEB_API = 'src/web/api.ts';

describe('the graph reader', () => {
  it('sees static, multi-line, re-export, side-effect and dynamic imports, and marks type-only statements', () => {
    const text = [
      `import a from '../x/a.ts';`,
      `import {\n  b,\n  type B,\n} from './b.ts';`,
      `import type { C } from './c.ts';`,
      `export { d } from './d.ts';`,
      `export type { E } from './e.ts';`,
      `import './f.css';`,
      `const g = () => import('./g.tsx');`,
      `// import h from './h.ts';`,
    ].join('\n');
    expect(edgesOf('src/web/engine/x.ts', text).map((e) => `${e.to}${e.typeOnly ? ' (type)' : ''}`)).toEqual([
      'src/web/x/a.ts',
      'src/web/engine/b.ts',
      'src/web/engine/c.ts (type)',
      'src/web/engine/d.ts',
      'src/web/engine/e.ts (type)',
      'src/web/engine/f.css',
      'src/web/engine/g.tsx',
    ]);
  });

  it('finds a cycle, and only a real one', () => {
    const e = (from: string, to: string): Edge => ({ from, to, typeOnly: false });
    expect(cycles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(cycles([e('a', 'b'), e('b', 'c'), e('a', 'c')])).toEqual([]);
  });

  it('reads the whole of src', () => {
    expect(EDGES.length).toBeGreaterThan(2000);
  });
});

describe('layers', () => {
  it('no runtime import cycle in src', () => {
    expect(cycles(RUNTIME)).toEqual([]);
  });

  it('shared imports neither server, web nor app code', () => {
    expect(crossing(shared, (t) => t.startsWith('src/') && !shared(t))).toEqual([]);
  });

  it('server and web never import each other', () => {
    expect(crossing(server, web)).toEqual([]);
    expect(crossing(web, server)).toEqual([]);
  });

  it('server routes/ is imported only by the app assembly (src/server/app.ts)', () => {
    const routes = under('src/server/routes');
    expect(crossing((f) => f !== 'src/server/app.ts' && !routes(f), routes)).toEqual([]);
  });

  it('the web engine imports no renderer, app page, shell or app root', () => {
    const above = (t: string): boolean => ['src/web/renderers', 'src/web/app', 'src/web/shell'].some((d) => under(d)(t)) || t === 'src/web/App.tsx';
    expect(crossing(under('src/web/engine'), above)).toEqual([]);
  });

  it('web renderers import no app page, shell or app root', () => {
    const above = (t: string): boolean => under('src/web/app')(t) || under('src/web/shell')(t) || t === 'src/web/App.tsx';
    expect(crossing(under('src/web/renderers'), above)).toEqual([]);
  });

  it('the web request layer does not import the stores (the stores use it)', () => {
    expect(crossing(under('src/web/request'), under('src/web/stores'))).toEqual([]);
  });

  it('the web stores import no engine, value type, renderer, app page or shell (those use the stores)', () => {
    const above = (t: string): boolean => ['src/web/engine', 'src/web/valuetypes', 'src/web/renderers', 'src/web/app', 'src/web/shell'].some((d) => under(d)(t)) || t === 'src/web/App.tsx';
    expect(crossing(under('src/web/stores'), above)).toEqual([]);
  });
});

describe('plugin public API', () => {
  it('a plugin reaches the engine only through src/shared and its side’s API module', () => {
    const allowed = (from: string, to: string): boolean => {
      if (!to.startsWith('src/')) return true;
      if (shared(to)) return true;
      const own = /^src\/plugins\/[^/]+\//.exec(from)?.[0];
      if (own && to.startsWith(own)) return true;
      if (to === SERVER_API) return /^src\/plugins\/[^/]+\/server\//.test(from);
      if (to === WEB_API) return /^src\/plugins\/[^/]+\/web\//.test(from);
      return false;
    };
    expect(show(EDGES.filter((e) => plugins(e.from) && !allowed(e.from, e.to)))).toEqual([]);
  });

  it('the engine never imports the plugins’ API modules', () => {
    const facade = (t: string): boolean => t === SERVER_API || t === WEB_API;
    expect(crossing((f) => shared(f) || server(f) || web(f), facade)).toEqual([]);
  });

  it('the API modules only re-export (no code of their own, so they cost a plugin nothing but names)', () => {
    for (const api of [SERVER_API, WEB_API]) {
      const statements = readFileSync(join(ROOT, api), 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      expect(statements.length).toBeGreaterThan(10);
      expect(statements.filter((s) => !/^export\s+(type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+'$/.test(s))).toEqual([]);
    }
  });
});
