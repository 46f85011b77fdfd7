// The shared table, checked at the validator (what the API runs) and the formatter (what lists and
// details run). The rjsf form and the HTTP API check the same table in their own tests.
import { describe, expect, it } from 'vitest';
import { displayText } from '../../src/shared/display/index.ts';
import { formats, message } from '../../src/shared/formats/index.ts';
import { withTitle } from '../../src/shared/formats/messages.ts';
import { EntityValidator, messageFor } from '../../src/shared/validation.ts';
import { formatCaseEntity, formatCases, goodRecord } from './format-cases.ts';

const entity = formatCaseEntity();
const validator = new EntityValidator();

describe('shared format cases', () => {
  it('name only known formats, and the good record is valid as a whole', () => {
    for (const c of formatCases) expect(formats[c.format], c.format).toBeDefined();
    expect(validator.validate(entity, goodRecord())).toEqual([]);
  });

  it('cover every format', () => {
    expect(new Set(formatCases.map((c) => c.format))).toEqual(new Set(Object.keys(formats)));
  });

  describe.each(formatCases)('$field ($format) = "$bad"', (c) => {
    it(`is refused with ${c.message}`, () => {
      expect(validator.validate(entity, { ...goodRecord(), [c.field]: c.bad })).toEqual([{ field: c.field, message: c.message }]);
    });

    it('gives the same message through messageFor (the form path)', () => {
      const raw =
        c.bad === ''
          ? { keyword: 'required', field: '', params: { missingProperty: c.field } }
          : { keyword: 'format', field: c.field, params: { format: c.format } };
      expect(messageFor(raw, entity).message).toBe(c.message);
      // The format's own wording, with the title in front when the wording does not name the field.
      if (c.bad !== '') expect(withTitle(c.title, message(formats[c.format]!.message, { title: c.title }))).toBe(c.message);
    });

    it(`accepts "${c.good}" and shows it as "${c.shown}"`, () => {
      expect(formats[c.format]!.validate(c.good)).toBe(true);
      expect(validator.validate(entity, { ...goodRecord(), [c.field]: c.good })).toEqual([]);
      expect(displayText(c.display, c.good, { property: entity.properties[c.field] })).toBe(c.shown);
    });
  });
});
