// The response envelope the main client expects: { code: "200", msg, data }.
import { Code, CodeMessage, type ApiEnvelope } from '../../shared/codes.ts';

export function ok<T>(data: T, msg: string = CodeMessage[Code.OK]): ApiEnvelope<T> {
  return { code: Code.OK, msg, data };
}
