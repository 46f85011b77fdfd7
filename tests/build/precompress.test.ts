// The build's brotli and gzip copies (scripts/vite/precompress.ts), which the server sends (static.test.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/vite/precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes copies that decompress to each text file, and none for small files, images or the manifest', () => {
    dir = mkdtempSync(join(tmpdir(), 'nccq-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const js = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `项目${i}` })))};`;
    writeFileSync(join(dir, 'assets', 'list.js'), js);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ big: 'x'.repeat(4096) }));
    const plugin = precompress();
    // Vite's resolved config names the output folder (here: the root itself).
    (plugin.configResolved as (c: { root: string; build: { outDir: string } }) => void)({ root: dir, build: { outDir: '.' } });
    (plugin.closeBundle as () => void)();
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'list.js.gz'))).toString()).toBe(js);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'list.js.br'))).toString()).toBe(js);
    expect(readFileSync(join(dir, 'assets', 'list.js.br')).length).toBeLessThan(js.length / 3);
    for (const f of ['assets/tiny.js.gz', 'assets/logo.png.gz', '.vite/manifest.json.gz']) expect(existsSync(join(dir, f)), f).toBe(false);
  });
});
