// Text hygiene for every API request: query, route parameters and body are walked for characters the
// shared rule refuses (src/shared/text-safety.ts), and the first one found is a 100002 naming its field
// by its Chinese title: the entity's when the route is about an entity, else the route's declared schema's,
// else the part of the request (never the caller's key: 出价金额, not amount).
import type { FastifyRequest } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/text-safety.ts';
import type { AppContext } from '../context.ts';
import { invalid } from './errors.ts';

type Part = 'params' | 'querystring' | 'body';

const PART_TITLE: Record<Part, string> = { params: '请求地址', querystring: '查询参数', body: '请求内容' };

/** The schema of `key` inside `node` (a property, an array's items, through union branches). */
function childOf(node: unknown, key: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  const s = node as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  if (s.properties && Object.hasOwn(s.properties, key)) return s.properties[key];
  if (/^\d+$/.test(key) && s.items) return s.items;
  for (const branch of s.anyOf ?? []) {
    const found = childOf(branch, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The deepest title the route's declared schema gives along `path`. */
function schemaTitle(schema: unknown, path: readonly string[]): string | undefined {
  let node = schema;
  let title: string | undefined;
  for (const key of path) {
    node = childOf(node, key);
    if (node === undefined) break;
    const t = (node as { title?: unknown }).title;
    if (typeof t === 'string' && t !== '') title = t;
  }
  return title;
}

function titleOf(ctx: AppContext, req: FastifyRequest, part: Part, path: string[]): string {
  const params = req.params as Record<string, unknown> | undefined;
  const entityName = typeof params?.entity === 'string' ? params.entity : undefined;
  const entity = entityName && Object.hasOwn(ctx.registry.entities, entityName) ? ctx.registry.entities[entityName] : undefined;
  for (const key of [...path].reverse()) {
    const title = entity && Object.hasOwn(entity.properties, key) ? entity.properties[key]?.title : undefined;
    if (title) return title;
  }
  return schemaTitle((req.routeOptions.schema as Record<string, unknown> | undefined)?.[part], path) ?? PART_TITLE[part];
}

export function checkRequestText(ctx: AppContext, req: FastifyRequest): void {
  const parts: [Part, unknown][] = [['params', req.params], ['querystring', req.query], ['body', req.body]];
  for (const [name, part] of parts) {
    const path = findUnsafeText(part);
    if (path) {
      const title = titleOf(ctx, req, name, path);
      const message = UNSAFE_TEXT_MESSAGE.replace('{title}', title);
      throw invalid(message, [{ field: path.filter((k) => k !== 'data')[0] ?? '', message }]);
    }
  }
}
