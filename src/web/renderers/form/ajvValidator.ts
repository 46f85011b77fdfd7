// The form's JSON Schema validator: ajv through rjsf, with the shared custom formats (and no others, so a
// value the server accepts is never refused here). Its own chunk: deferredValidator.ts loads it once the
// form has painted.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formatValidators } from '../../../shared/formats/index.ts';
import type { FormData } from './validation.ts';

export const validator = customizeValidator<FormData>({
  customFormats: formatValidators(),
  ajvFormatOptions: false,
});
