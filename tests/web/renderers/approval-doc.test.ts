// docs/approval-page.md describes what the approval renderer does with fields no section lists; its
// example is checked against the shipped loan approval page, so the note cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApprovalPage, EntitySchema } from '../../../src/shared/schema/types.ts';
import { REST_TITLE, withEveryField } from '../../../src/web/renderers/approval/allFields.ts';

const ROOT = join(import.meta.dirname, '../../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('docs/approval-page.md', () => {
  const doc = read('docs/approval-page.md');

  it('names the section the unlisted fields go to, and which fields are not added', () => {
    expect(doc).toContain(`**${REST_TITLE}**`);
    expect(doc).toContain('"type": "object"');
    expect(doc).toContain('src/web/renderers/approval/allFields.ts');
  });

  it('its example lists exactly what the loan approval page appends, in order', () => {
    const page = JSON.parse(read('schemas/pages/loan/approval.json')) as ApprovalPage;
    const loan = JSON.parse(read('schemas/entities/loan.json')) as EntitySchema;
    const sections = withEveryField(page.sections, loan);
    const rest = sections.at(-1)!;
    expect(rest.title).toBe(REST_TITLE);
    const titles = rest.fields.map((f) => loan.properties[f]!.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(doc.replace(/\s+/g, ' ')).toContain(`approval page shows under ${REST_TITLE}: ${titles.join('、')}.`);
  });
});
