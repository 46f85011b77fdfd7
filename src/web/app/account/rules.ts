// Bridges the shared account checks (src/shared/account.ts) to antd form rules, so the page shows
// exactly the server's words, and the server's field errors back onto the form.
import type { FormInstance, FormRule } from 'antd';
import type { FieldError } from '../../../shared/codes.ts';
import { ApiError } from '../../request/types.ts';

/** A rule for one field that runs the whole shared check and keeps that field's message. */
export function sharedRule<V>(field: string, check: (values: Partial<V>) => FieldError[]): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = check(getFieldsValue(true) as Partial<V>).find((e) => e.field === field)?.message;
      if (message) throw new Error(message);
    },
  });
}

/** Puts a refusal on its fields; returns the text to show when it named none of them. */
export function showServerErrors(form: FormInstance, err: unknown, fields: readonly string[]): string | null {
  const errors = err instanceof ApiError ? err.errors.filter((e) => fields.includes(e.field)) : [];
  if (errors.length > 0) {
    form.setFields(errors.map((e) => ({ name: e.field, errors: [e.message] })));
    return null;
  }
  return err instanceof Error && err.message ? err.message : '保存失败，请稍后重试';
}
