// The import graph of src, read from the source text: every relative import and re-export, static or
// dynamic, with whether it is type-only (`import type` / `export type`, erased at build: no runtime edge).
// Under verbatimModuleSyntax an `import { type A }` still loads its module, so only the statement forms
// count as type-only.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Edge {
  from: string;
  to: string;
  /** `import type …` or `export type … from`: no runtime dependency. */
  typeOnly: boolean;
}

// import … from '…', export … from '…' (over several lines), import '…': statements start a line.
const STATEMENT = /^\s*(import|export)(\s+type\b)?(?:\s+[^'";]*?\bfrom)?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
// import('…'), anywhere.
const DYNAMIC = /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const posix = (p: string): string => p.split(sep).join('/');

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => posix(relative(ROOT, join(e.parentPath, e.name))));
}

/** Whole-line comments removed (`//` lines and the ` * ` lines of a block), so a path quoted there is no import. */
function code(text: string): string {
  return text.replace(/^\s*(\/\/|\/?\*).*$/gm, '');
}

export function edgesOf(file: string, text: string): Edge[] {
  const src = code(text);
  const target = (spec: string): string => posix(relative(ROOT, resolve(ROOT, dirname(file), spec)));
  const out: Edge[] = [...src.matchAll(STATEMENT)].map((m) => ({ from: file, to: target(m[3]!), typeOnly: m[2] !== undefined }));
  for (const m of src.matchAll(DYNAMIC)) out.push({ from: file, to: target(m[1]!), typeOnly: false });
  return out;
}

export function graph(dirs: readonly string[]): Edge[] {
  return dirs.flatMap(sourceFiles).flatMap((f) => edgesOf(f, readFileSync(join(ROOT, f), 'utf8')));
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const succ = next.get(top.node) ?? [];
      if (top.i < succ.length) {
        const w = succ[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== top.node);
        if (scc.length > 1 || succ.includes(top.node)) found.push(scc.sort());
      }
    }
  }
  return found;
}
