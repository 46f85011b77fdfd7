// The README stays a manual a newcomer can read (at most 400 lines; the rest lives under docs/), and no
// relative link in the project's documentation — README.md, CHANGELOG.md, docs/**/*.md and
// bench/results/*.md — points at a file that does not exist, or at a heading its Markdown target lacks.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, headingSlug, linksOf } from '../../scripts/markdown.ts';

const REPO = join(import.meta.dirname, '../..');
const MAX_README_LINES = 400;

/** The documentation files, relative to `root`. */
function docFiles(root: string): string[] {
  const files = ['README.md', 'CHANGELOG.md'];
  for (const dir of ['docs', 'bench/results']) {
    if (!existsSync(join(root, dir))) continue;
    const found = readdirSync(join(root, dir), { recursive: true }).map(String);
    files.push(...found.filter((f) => f.endsWith('.md')).sort().map((f) => `${dir}/${f}`));
  }
  return files;
}

/** Every relative link of `files` whose target file, or whose `#anchor` in a Markdown target, is missing. */
function brokenLinks(root: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const { line, target } of linksOf(readFileSync(join(root, file), 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …: not a file of this project
      const hash = target.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
      const abs = path === '' ? join(root, file) : path.startsWith('/') ? join(root, path) : join(root, dirname(file), path);
      if (!existsSync(abs)) {
        problems.push(`${file}:${line}: ${target} — no such file`);
        continue;
      }
      if (anchor === '' || !abs.endsWith('.md') || statSync(abs).isDirectory()) continue;
      if (!anchorsOf(readFileSync(abs, 'utf8')).has(anchor)) problems.push(`${file}:${line}: ${target} — no heading #${anchor} there`);
    }
  }
  return problems;
}

describe('README.md', () => {
  it(`has at most ${MAX_README_LINES} lines`, () => {
    const lines = readFileSync(join(REPO, 'README.md'), 'utf8').split('\n').length;
    expect(lines, 'README.md is a manual: move details to docs/').toBeLessThanOrEqual(MAX_README_LINES);
  });
});

describe('links in the documentation', () => {
  const files = docFiles(REPO);

  it('covers the README, the changelog, docs/ and the benchmark results', () => {
    expect(files.slice(0, 2)).toEqual(['README.md', 'CHANGELOG.md']);
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(5);
    expect(files.some((f) => f.startsWith('bench/results/'))).toBe(true);
  });

  it('point at files and headings that exist', () => {
    expect(brokenLinks(REPO, files)).toEqual([]);
  });

  it('are caught when the file or the heading is missing (the case above can fail)', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    try {
      writeFileSync(join(root, 'b.md'), '# Title\n\n## Same\n\n## Same\n\n## 路由表 pages.json / Route table\n\n```\n## not a heading\n```\n');
      writeFileSync(
        join(root, 'a.md'),
        [
          '[ok](b.md) [ok](b.md#same-1) [ok](b.md#路由表-pagesjson--route-table) [ok](#top) <a id="top"></a>',
          '[web](https://example.cn/x.md) `[code](missing-in-code.md)`',
          '[gone](missing.md) [no heading](b.md#not-a-heading) [no third](b.md#same-2)',
        ].join('\n'),
      );
      expect(brokenLinks(root, ['a.md'])).toEqual([
        'a.md:3: missing.md — no such file',
        'a.md:3: b.md#not-a-heading — no heading #not-a-heading there',
        'a.md:3: b.md#same-2 — no heading #same-2 there',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('use the anchors GitHub gives headings', () => {
    expect(headingSlug('Entity: `x-table`')).toBe('entity-x-table');
    expect(headingSlug('Worked example: a field survey with a reference, a region and an approval')).toBe(
      'worked-example-a-field-survey-with-a-reference-a-region-and-an-approval',
    );
    expect(headingSlug('页面 Schema / Page schema')).toBe('页面-schema--page-schema');
  });
});
