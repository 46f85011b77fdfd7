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

/** A value the handler reads as text: a JSON string, number or boolean, or a form field's text (null: absent). */
export function TextLike(title: string, maxLength = 1000) {
  return Type.Union([Type.String({ maxLength }), Type.Number(), Type.Boolean(), Type.Null()], { title });
}

/** An optional positive integer as the handler reads it: JSON, its digits, or "" / null for none. */
export function OptionalIntLike(title: string, max: number = 2_147_483_647) {
  return Type.Union([Type.Integer({ minimum: 1, maximum: max }), Type.String({ pattern: '^\\s*(\\d{1,16})?\\s*$' }), Type.Null()], { title });
}

/** A body the handler reads key by key and may be left out (a POST without content): a JSON object when sent. */
export function OptionalBag<P extends Record<string, TSchema>>(props: P, title = '请求内容') {
  return Type.Object(props, { title, additionalProperties: true, 'x-optional': true });
}

/** A JSON document of the registry (menus, pages, schemas), passed on as declared there: its type, any keys. */
export function Doc<T>(title: string, props: Record<string, TSchema> = {}) {
  return Type.Unsafe<T>(Type.Object(props, { title, additionalProperties: true }));
}

/** A reply that is not the JSON envelope (a file, a stream): its media type, and the envelope of a refusal. */
export interface ContentReply {
  description: string;
  content: Record<string, { schema: TSchema }>;
}

/** A file or binary reply of `mime` (or one of them); a refused request still answers the JSON envelope. */
export function FileReply(mime: string | readonly string[], description: string): ContentReply {
  const file = Object.fromEntries((typeof mime === 'string' ? [mime] : mime).map((m) => [m, { schema: Type.String({ format: 'binary', description }) }]));
  return { description, content: { ...file, 'application/json': { schema: Envelope(Type.Null()) } } };
}

/** Server-sent events: `events` describes them; a request refused before the stream opens answers the envelope. */
export function EventStreamReply(events: string): ContentReply {
  return {
    description: `text/event-stream：${events}`,
    content: { 'text/event-stream': { schema: Type.String({ description: events }) }, 'application/json': { schema: Envelope(Type.Null()) } },
  };
}

/** Compile-time check that a declared reply and the handler's own type are the same shape. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile unless given true. */
export type Assert<T extends true> = T;
