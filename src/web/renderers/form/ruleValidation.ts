// rjsf customValidate from the shared declared rules (src/shared/rules), so the form refuses with the
// server's words: amount ceilings, cross-field rules, and fields required before the submit action.
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { ruleErrors } from '../../../shared/rules/check.ts';
import type { EntitySchema, FormPage } from '../../../shared/schema/types.ts';
import { normalizeInput } from '../../../shared/validation.ts';
import type { FormData } from './validation.ts';

export function ruleValidator(
  entity: EntitySchema,
  page: FormPage,
  action: () => string | undefined,
  shown: (field: string) => boolean,
): CustomValidator<FormData> {
  return (formData, errors) => {
    const data = normalizeInput(formData ?? {});
    const act = action();
    for (const e of ruleErrors(entity, data, { fields: page.fields, ...(act ? { action: act } : {}) })) {
      if (!shown(e.field)) continue;
      const slot = (errors as Record<string, FormValidation<FormData> | undefined>)[e.field];
      slot?.addError(e.message);
    }
    return errors;
  };
}
