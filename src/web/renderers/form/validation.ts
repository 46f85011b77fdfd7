// The form validates with the same rules and words as the server: the shared custom formats
// (ajvValidator.ts, loaded after the form paints: deferredValidator.ts) and messageFor for every message.
import type { CustomValidator, ErrorSchema, ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import type { FieldError } from '../../../shared/codes.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { unsafeTextErrors } from '../../../shared/text-safety.ts';
import { messageFor } from '../../../shared/validation.ts';
import { underLabel } from '../../../shared/formats/messages.ts';

export type FormData = Record<string, unknown>;

export { loadValidator, needsValidatorToRender, validator, validatorReady } from './deferredValidator.ts';

/** Top-level field of an rjsf error property: ".contactPhone", ".a.b" or "['first-name']". */
export function fieldOfProperty(property: string | undefined): string {
  if (!property) return '';
  const m = /^\.?(?:\['([^']+)'\]|([^.[]+))/.exec(property);
  return m?.[1] ?? m?.[2] ?? '';
}

function asParams(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}

/**
 * Rewrites rjsf's English messages with the shared Chinese ones, keeping the first error of each field
 * as the server does. `shown` limits errors to fields the user has left or to all after a submit.
 */
export function chineseErrors(entity: EntitySchema, shown: (field: string) => boolean = () => true): ErrorTransformer<FormData> {
  return (errors: RJSFValidationError[]) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const e of errors) {
      const params = asParams(e.params);
      const raw = { keyword: e.name ?? '', field: fieldOfProperty(e.property), params };
      const fe = messageFor(raw, entity);
      if (!fe.field || seen.has(fe.field) || !shown(fe.field)) continue;
      seen.add(fe.field);
      // Under its labelled field the message need not repeat the label (流转期限（年） / 请输入正整数).
      const shownText = underLabel(entity.properties[fe.field]?.title ?? '', fe.message);
      out.push({ ...e, message: shownText, stack: shownText });
    }
    return out;
  };
}

/** Server FieldErrors as rjsf extraErrors, so each message appears under its field (without repeating its label). */
export function toErrorSchema(errors: readonly FieldError[], entity?: EntitySchema): ErrorSchema<FormData> {
  const out: Record<string, { __errors: string[] }> = {};
  for (const e of errors) {
    const field = e.field.startsWith('/') ? (e.field.split('/').filter(Boolean)[0] ?? '') : e.field;
    if (!field) continue;
    (out[field] ??= { __errors: [] }).__errors.push(underLabel(entity?.properties[field]?.title ?? '', e.message));
  }
  return out;
}

/** The shared rule against control and direction-override characters, as rjsf's customValidate. */
export function unsafeTextCheck(entity: EntitySchema): CustomValidator<FormData> {
  return (formData, errors: FormValidation<FormData>) => {
    for (const e of unsafeTextErrors(entity.properties, formData ?? {})) {
      (errors as Record<string, { addError?: (m: string) => void } | undefined>)[e.field]?.addError?.(e.message);
    }
    return errors;
  };
}
