// Text hygiene for every API request: query, route parameters and body are walked for characters the
// shared rule refuses (src/shared/text-safety.ts), and the first one found is a 100002 naming its field
// by the entity's title when the route is about an entity.
import type { FastifyRequest } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/text-safety.ts';
import type { AppContext } from '../context.ts';
import { invalid } from './errors.ts';

function titleOf(ctx: AppContext, req: FastifyRequest, path: string[]): string {
  const params = req.params as Record<string, unknown> | undefined;
  const entityName = typeof params?.entity === 'string' ? params.entity : undefined;
  const entity = entityName && Object.hasOwn(ctx.registry.entities, entityName) ? ctx.registry.entities[entityName] : undefined;
  for (const key of [...path].reverse()) {
    const title = entity && Object.hasOwn(entity.properties, key) ? entity.properties[key]?.title : undefined;
    if (title) return title;
  }
  return path.filter((k) => k !== 'data').join('.') || '请求内容';
}

export function checkRequestText(ctx: AppContext, req: FastifyRequest): void {
  for (const part of [req.params, req.query, req.body]) {
    const path = findUnsafeText(part);
    if (path) {
      const title = titleOf(ctx, req, path);
      const message = UNSAFE_TEXT_MESSAGE.replace('{title}', title);
      throw invalid(message, [{ field: path.filter((k) => k !== 'data')[0] ?? '', message }]);
    }
  }
}
