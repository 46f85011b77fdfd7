// Building blocks of the HTTP contract: every route declares its params, querystring, body and reply
// with these (TypeBox values: JSON Schema at run time, TypeScript types through Static). The server
// validates with them and serves them as OpenAPI; the browser imports only their types.
import { Type, type TSchema } from '@sinclair/typebox';

/** One field's error, as the server returns it and the form shows it. */
export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() }, { title: '字段错误' });

/** The answer of every API call: code "200" with data, or an error code with a Chinese message. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object(
    { code: Type.String({ description: '"200" 成功；其余见错误码' }), msg: Type.String(), data, errors: Type.Optional(Type.Array(FieldErrorSchema)) },
    { title: '响应' },
  );
}

/** A reply whose data is not yet declared field by field (any JSON value). */
export const AnyData = Type.Unknown({ description: '见相关页面的说明' });

/** A path segment that is a record or row id; the handler answers 100003 for one that is not a number. */
export const IdText = (title: string) => Type.String({ title, maxLength: 32 });

/** An integer that may arrive as JSON or as the digits of a form-encoded or query value. */
export function IntLike(title: string, max: number = 2_147_483_647) {
  return Type.Union([Type.Integer({ minimum: 1, maximum: max }), Type.String({ pattern: '^\\s*\\d{1,10}\\s*$' })], { title });
}

/** A short text of a querystring or form-encoded body. */
export const Text = (title: string, maxLength = 1000) => Type.String({ title, maxLength });

/** Query strings of list-like reads: named keys are declared, other keys (filters f.<field>.<op>) pass. */
export function Query<P extends Record<string, TSchema>>(props: P, title = '查询参数') {
  return Type.Object(props, { title, additionalProperties: Type.Union([Type.String(), Type.Array(Type.String())]) });
}

/** An object that must be a JSON object but whose keys the handler checks (form-encoded clients post flat). */
export function Bag<P extends Record<string, TSchema>>(props: P, title: string) {
  return Type.Object(props, { title, additionalProperties: true });
}
