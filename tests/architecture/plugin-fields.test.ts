// Plugins name entity fields only through their manifest's accessors (declaredFields, src/shared/plugin.ts),
// so TypeScript refuses an undeclared one. This scan catches the ways around it: a record's data or a
// document read with a literal name (record.data.x, data['x'], doc.x, d.x, enrolDoc.x) and a literal
// name in SQL (data ->> 'x'; an interpolated accessor, data ->> '${F.x}', is fine). Browser files are
// scanned for record data only: their `.data` is mostly a query's answer, not a record.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './graph.ts';

const SERVER_SHARED: readonly RegExp[] = [
  /\.data(\.[A-Za-z_]|\[\s*['"`])/,
  /\b(doc|d|[a-z]+Doc)(\.[A-Za-z_]\w*|\[\s*['"`])/,
  /\bdata\s*->>?\s*'[A-Za-z_]/,
];
const WEB: readonly RegExp[] = [/\b(record|rec|row|r)\.data(\.[A-Za-z_]|\[\s*['"`])/];

/** `file:line: text` of every line a pattern matches; whole-line comments are skipped. */
function hits(files: readonly string[], patterns: readonly RegExp[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\/?\*)/.test(line)) return;
      if (patterns.some((p) => p.test(line))) out.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

describe('plugins name entity fields through their manifests', () => {
  const files = sourceFiles('src/plugins');
  const isWeb = (f: string): boolean => /^src\/plugins\/[^/]+\/web\//.test(f);

  it('server and shared code reads no record field by a literal name', () => {
    expect(hits(files.filter((f) => !isWeb(f)), SERVER_SHARED)).toEqual([]);
  });

  it('browser code reads no record data field by a literal name', () => {
    expect(hits(files.filter(isWeb), WEB)).toEqual([]);
  });

  it('the scan sees the forms it forbids', () => {
    const probe = (line: string, patterns: readonly RegExp[]): boolean => patterns.some((p) => p.test(line));
    for (const line of ["refId(rec.data.auctionId)", "d.earnestPaid === true", "enrolDoc.bidNumber", "doc['delayCount']", "WHERE (data->>'auctionId') = $2", "f.data ->> 'amount'"]) {
      expect(probe(line, SERVER_SHARED), line).toBe(true);
    }
    expect(probe("(data->>'${B.auctionId}') = $2", SERVER_SHARED)).toBe(false);
    expect(probe('doc[A.delayCount]', SERVER_SHARED)).toBe(false);
    expect(probe('text(r.data.projectName)', WEB)).toBe(true);
    expect(probe('loaded.data.total', WEB)).toBe(false);
  });
});
