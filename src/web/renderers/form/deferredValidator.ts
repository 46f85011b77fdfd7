// The form's validator arrives after the form has painted: ajv and its compiler (~40 KB gzip) are a
// chunk of their own, and rjsf compiled the form's schema while mounting it. Until it arrives the form
// shows no schema errors (none are shown before a field is touched anyway); RecordForm, which starts the
// load once the form is on screen, checks again when it is in and holds a submit until then (the server
// checks a submit anyway should the chunk fail to load). A schema whose rendering itself needs the
// validator (if / oneOf / anyOf / dependencies choose what is shown) waits for it instead
// (needsValidatorToRender; a field merely named like one of those keywords waits too, which is harmless).
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { FormData } from './validation.ts';

type Validator = ValidatorType<FormData, RJSFSchema>;

let loaded: Validator | null = null;
let pending: Promise<Validator> | null = null;

/** Starts loading the validator (once); settles with it. A failed load is tried again on the next call. */
export function loadValidator(): Promise<Validator> {
  return (pending ??= import('./ajvValidator.ts').then(
    (m) => (loaded = m.validator),
    (e: unknown) => {
      pending = null;
      throw e;
    },
  ));
}

export function validatorReady(): boolean {
  return loaded !== null;
}

/** Keywords whose branch rjsf picks with the validator while rendering. */
const RENDER_KEYWORDS = new Set(['if', 'oneOf', 'anyOf', 'dependencies', 'dependentSchemas']);

/** Whether rendering the schema asks the validator (then the form waits for it). */
export function needsValidatorToRender(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(needsValidatorToRender);
  if (schema === null || typeof schema !== 'object') return false;
  for (const [k, v] of Object.entries(schema)) {
    if (RENDER_KEYWORDS.has(k) || needsValidatorToRender(v)) return true;
  }
  return false;
}

/** One object for the form's life (rjsf rebuilds its schema utilities when the validator changes). */
export const validator: Validator = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    const real = loaded;
    if (real) return real.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData, rootSchema) {
    const real = loaded;
    if (real) return real.isValid(schema, formData, rootSchema);
    // Not reached: a form whose schema needs this waits for the validator before it renders.
    throw new Error('表单校验器尚未加载');
  },
  rawValidation(schema, formData) {
    const real = loaded;
    if (real) return real.rawValidation(schema, formData);
    return { errors: [] };
  },
  reset() {
    loaded?.reset?.();
  },
};
