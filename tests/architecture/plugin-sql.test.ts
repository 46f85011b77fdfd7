// Plugins keep off the engine's record tables: records (and their audit trail and transition history) are
// read and written through the record store of src/server/api.ts, which checks field names against the
// entity and writes the audit rows. A plugin's own tables (chat's) it may still query with SQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './graph.ts';

/** The engine's tables a plugin reaches only through the record store. */
const ENGINE_TABLES = ['records', 'record_audit', 'record_transitions'];
const TOUCH = new RegExp(String.raw`\b(?:from|join|into|update|table|truncate)\s+(?:only\s+)?(?:public\.)?"?(${ENGINE_TABLES.join('|')})"?(?![\w$])`, 'gi');

/** Comment lines out (a comment may say "reads from records"), then every SQL touch of an engine table. */
function recordTableSql(text: string): string[] {
  const code = text.replace(/^\s*(\/\/|\/?\*|--).*$/gm, '');
  return [...code.matchAll(TOUCH)].map((m) => m[0].replace(/\s+/g, ' '));
}

function pluginFiles(): string[] {
  return readdirSync(join(ROOT, 'src/plugins'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|sql)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(ROOT.length + 1));
}

describe('plugin SQL', () => {
  it('sees a query, a write and a join on the record tables, in any case, and not a plugin table or a comment', () => {
    expect(recordTableSql('q(`SELECT id FROM records WHERE entity = $1`)')).toEqual(['FROM records']);
    expect(recordTableSql('`update "records" set data = $1`')).toEqual(['update "records"']);
    expect(recordTableSql('`INSERT INTO record_audit (record_id) VALUES ($1)`')).toEqual(['INTO record_audit']);
    expect(recordTableSql('`SELECT 1 FROM chat_sessions s JOIN\n  record_transitions t ON true`')).toEqual(['JOIN record_transitions']);
    expect(recordTableSql('`SELECT * FROM chat_messages WHERE session_id = $1`')).toEqual([]);
    expect(recordTableSql('`SELECT * FROM records_archive`')).toEqual([]);
    expect(recordTableSql('// reads from records through the store\nconst x = 1;')).toEqual([]);
  });

  it('no file under src/plugins touches the records, audit or transition tables', () => {
    const files = pluginFiles();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => recordTableSql(readFileSync(join(ROOT, f), 'utf8')).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });
});
