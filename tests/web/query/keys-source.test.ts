// Every query key is built by src/web/query/keys.ts: a key written as an array anywhere else (a literal
// in a useApiQuery call or a queryKey option, a spread of another key, a key constant) could miss the
// prefix a write invalidates, so the view would show stale data after the write.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const KEYS_FILE = 'src/web/query/keys.ts';

// Where a key is given: useApiQuery's / useQuery's first argument (after any type arguments), a queryKey
// option, the first argument of the QueryClient's key readers and writers.
const KEY_SITES = [
  /\buse(?:Api)?Query\s*(?:<[^>()]*(?:<[^>]*>[^>()]*)*>)?\s*\(\s*(?=\[)/g,
  /\bqueryKey\s*:\s*(?=\[)/g,
  /\b(?:get|set|remove|invalidate|refetch|cancel|reset)Quer(?:y|ies)Data?\s*\(\s*(?=\[)/g,
];
// A key kept in a constant of its own (`const SESSIONS_KEY = ['chat', 'sessions']`).
const KEY_CONSTANT = /\bconst\s+\w*(?:KEY|Key)\s*=\s*\[/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** "file:line" of each key built as an array in `text`. */
export function keysBuiltIn(file: string, text: string): string[] {
  const found = [...KEY_SITES, KEY_CONSTANT].flatMap((re) => [...text.matchAll(re)].map((m) => lineOf(text, m.index)));
  return [...new Set(found)].sort((a, b) => a - b).map((line) => `${file}:${line}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'));
}

describe('query keys come from query/keys.ts', () => {
  it('the scanner finds literals, spreads and key constants, and passes keys from queryKeys', () => {
    const text = [
      "const a = useApiQuery(['system', 'sites'], load);",
      'const b = useApiQuery<Answer>(',
      "  [...queryKeys.history(e, id), version],",
      "void queryClient.invalidateQueries({ queryKey: ['dictionary'] });",
      "const SESSIONS_KEY = ['chat', 'sessions'] as const;",
      "queryClient.setQueryData(['x'], 1);",
      'const c = useApiQuery(queryKeys.system(\'sites\'), load);',
      'void queryClient.prefetchQuery({ queryKey, queryFn });',
      'void queryClient.invalidateQueries({ queryKey: queryKeys.entity(name) });',
    ].join('\n');
    expect(keysBuiltIn('x.tsx', text)).toEqual(['x.tsx:1', 'x.tsx:2', 'x.tsx:4', 'x.tsx:5', 'x.tsx:6']);
  });

  it('no source file but keys.ts builds a key', () => {
    const files = ['src/web', 'src/plugins', 'src/app'].flatMap(sourceFiles).filter((f) => f !== KEYS_FILE);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => keysBuiltIn(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });
});
