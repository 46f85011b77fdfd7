// Request decoration and route config used by the guard.
import 'fastify';
import type { Actor } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every non-public route. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login). */
    public?: boolean;
    /** Streams its multipart body itself (file upload); other routes get multipart text fields as body. */
    upload?: boolean;
  }
}
