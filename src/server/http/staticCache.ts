// Cache headers of the built web app. Vite names every file under assets/ by its content hash, so a browser
// may keep one for a year without asking again (a reload used to revalidate ~100 chunks, one 304 each).
// Everything else (index.html, the favicon) is revalidated, so a deploy reaches the next load.
import type { FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function staticCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', /[\\/]assets[\\/][^\\/]+$/.test(path) ? IMMUTABLE : 'no-cache');
}
