// Every successful JSON answer of a test server is checked (CONTRACT_REPLIES=0 turns it off) against its route's
// declared reply schema, so a run of a route's tests proves the declaration describes what it returns
// (the serializer does not filter, so a wrong reply schema would otherwise go unnoticed). A mismatch
// fails the request with the schema errors on stderr.
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

function replySchema(response: unknown, status: number): object | undefined {
  const byStatus = response && typeof response === 'object' ? (response as Record<string, unknown>)[String(status)] : undefined;
  if (!byStatus || typeof byStatus !== 'object') return undefined;
  const content = (byStatus as { content?: Record<string, { schema?: object }> }).content;
  return content ? content['application/json']?.schema : byStatus;
}

export function checkReplies(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schema = replySchema(req.routeOptions.schema?.response, reply.statusCode);
    if (!schema) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    // A refusal answers the envelope with its own code (data null): only answers are declared.
    if (reply.statusCode === 200 && (body as { code?: unknown } | null)?.code !== '200') return payload;
    let check = compiled.get(schema);
    if (!check) compiled.set(schema, (check = ajv.compile(schema)));
    if (check(body)) return payload;
    const where = `${req.method} ${req.routeOptions.url ?? req.url}`;
    console.error(`reply of ${where} does not match its declaration:`, JSON.stringify(check.errors, null, 1).slice(0, 4000));
    throw new Error(`reply of ${where} does not match its declaration`);
  });
}
