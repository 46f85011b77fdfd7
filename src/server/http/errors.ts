// Business errors carry a response code; the error handler turns them into the envelope (HTTP 200).
import { Code, CodeMessage, type CodeValue, type FieldError } from '../../shared/codes.ts';

export class ApiError extends Error {
  constructor(
    readonly code: CodeValue,
    message?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? CodeMessage[code]);
  }
}

export const unauthorized = (): ApiError => new ApiError(Code.UNAUTHORIZED);
export const notFound = (msg?: string): ApiError => new ApiError(Code.NOT_FOUND, msg);
export const invalid = (msg: string, errors?: FieldError[]): ApiError => new ApiError(Code.INVALID, msg, errors);

/** Validation failure: the first field's message becomes msg, all of them go in errors. */
export function invalidFields(errors: FieldError[]): ApiError {
  return new ApiError(Code.INVALID, errors[0]?.message ?? CodeMessage[Code.INVALID], errors);
}
