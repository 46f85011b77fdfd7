// The OpenAPI 3.1 document of the whole API (GET /api/openapi.json) and a page to browse it
// (/api/docs, swagger-ui from npm, served by this server): every route's declared schema, and the
// records API once more per entity with that entity's document schema from the registry.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Envelope } from '../../shared/contract/common.ts';
import { listResultOf, ListQuerySchema, recordRowOf, writeBodyOf } from '../../shared/contract/records.ts';
import type { EntitySchema, Registry } from '../../shared/schema/types.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The entity's document as the API reads and writes it: its fields, titles and formats (no engine keys). */
export function documentSchema(entity: EntitySchema): Record<string, unknown> {
  const { properties, required } = entity as { properties: Record<string, unknown>; required?: string[] };
  return { type: 'object', title: entity.title, properties: JSON.parse(JSON.stringify(properties)) as unknown, ...(required?.length ? { required } : {}) };
}

/** Parts of the document, as plain JSON (the OpenAPI validator in the tests checks their shape). */
type Json = Record<string, unknown>;

function json(schema: TSchema): Json {
  return { 200: { description: '响应（HTTP 200；错误也在其中，见 code）', content: { 'application/json': { schema } } } };
}

const pathParam = (name: string, title: string): Json => ({ name, in: 'path', required: true, schema: { type: 'string', title } });

/** Paths of one entity's records: the generic routes with the entity fixed and its document typed. */
export function entityPaths(entity: EntitySchema): Record<string, Json> {
  const ref = Type.Unsafe<Record<string, unknown>>({ $ref: `#/components/schemas/entity.${entity.name}` });
  const row = recordRowOf(ref);
  const tags = [`records: ${entity.name}`];
  const base = `/api/records/${entity.name}`;
  const id = pathParam('id', '记录编号');
  const query = Object.entries((ListQuerySchema as unknown as { properties: Record<string, TSchema> }).properties).map(
    ([name, schema]): Json => ({ name, in: 'query', schema }),
  );
  const body = (required: boolean): Json => ({ required, content: { 'application/json': { schema: writeBodyOf(ref) } } });
  const op = (summary: string, extra: Json, reply: TSchema): Json => ({ tags, summary, ...extra, responses: json(Envelope(reply)) });
  return {
    [base]: {
      get: op(`${entity.title}：列表（筛选 f.<字段>.<运算>=值）`, { parameters: query }, listResultOf(row)),
      post: op(`${entity.title}：新建`, { requestBody: body(true) }, row),
    },
    [`${base}/{id}`]: {
      get: op(`${entity.title}：读取`, { parameters: [id] }, row),
      put: op(`${entity.title}：修改（带 version）`, { parameters: [id], requestBody: body(true) }, row),
      delete: op(`${entity.title}：删除`, { parameters: [id, { name: 'version', in: 'query', schema: { type: 'string', pattern: '^\\d{1,10}$' } }] }, Type.Null()),
    },
  };
}

/** Adds the per-entity paths and document schemas to the document fastify-swagger built from the routes. */
export function withEntities<D extends { paths?: object; components?: { schemas?: object } }>(doc: D, registry: Registry): D {
  const paths: Json = { ...doc.paths };
  const schemas: Json = { ...doc.components?.schemas };
  for (const entity of Object.values(registry.entities)) {
    schemas[`entity.${entity.name}`] = documentSchema(entity);
    Object.assign(paths, entityPaths(entity));
  }
  return { ...doc, paths, components: { ...doc.components, schemas } };
}

/** Registered before the routes: fastify-swagger collects each route as it is added. */
export async function registerOpenApi(app: FastifyInstance, registry: () => Registry): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '农村产权交易管理后台 API', version: '1', description: '每个请求都答以 {code, msg, data}；code "200" 为成功，其余见 docs/architecture.md 的“Responses”。登录后以 token 头或 Admin-Token Cookie 调用。' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
    transformObject: (d) => ('openapiObject' in d ? withEntities(d.openapiObject, registry()) : d.swaggerObject),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true, uiConfig: { url: OPENAPI_PATH, docExpansion: 'none', deepLinking: false } });
}
