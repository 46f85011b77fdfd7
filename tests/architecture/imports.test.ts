// The engine (src/shared, src/server, src/web) never imports app code (src/app, src/plugins): plugins
// are handed to it by the composition root. Plugins may use the engine but not the app or each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Project-relative paths a file's relative imports (static and dynamic) point at. */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPEC)].map((m) => relative(ROOT, resolve(ROOT, dirname(file), m[1]!)).split(sep).join('/'));
}

function violations(files: string[], forbidden: (file: string, target: string) => boolean): string[] {
  return files.flatMap((f) => importsOf(f, readFileSync(join(ROOT, f), 'utf8')).filter((t) => forbidden(f, t)).map((t) => `${f} -> ${t}`));
}

const isApp = (t: string) => t.startsWith('src/app/') || t.startsWith('src/plugins/');
const pluginOf = (p: string) => /^src\/plugins\/([^/]+)\//.exec(p)?.[1];

describe('module boundaries', () => {
  it('the scanner sees static, dynamic and side-effect imports', () => {
    const text = `import a from '../../plugins/x/a.ts';\nconst b = () => import('../app/b.ts');\nimport '../../app/c.ts';`;
    expect(importsOf('src/web/engine/x.ts', text)).toEqual(['src/plugins/x/a.ts', 'src/web/app/b.ts', 'src/app/c.ts']);
  });

  it('no engine module imports an app module', () => {
    const engine = ['src/shared', 'src/server', 'src/web'].flatMap(sourceFiles);
    expect(engine.length).toBeGreaterThan(100);
    expect(violations(engine, (_f, t) => isApp(t))).toEqual([]);
  });

  it('plugins import the engine, not the app and not one another', () => {
    const plugins = sourceFiles('src/plugins');
    expect(plugins.length).toBeGreaterThan(20);
    expect(violations(plugins, (f, t) => t.startsWith('src/app/') || (pluginOf(t) !== undefined && pluginOf(t) !== pluginOf(f)))).toEqual([]);
  });
});
