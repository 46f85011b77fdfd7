// Security headers on every answer (@fastify/helmet) and no caching of API answers.
//
// The CSP has no inline script: the built index.html loads only /assets/*.js. Two relaxations, both
// needed by libraries the app uses:
// - style-src 'unsafe-inline': antd 6 styles components with CSS-in-JS, inserting <style> elements at
//   run time. A nonce would need index.html templated per answer and antd's ConfigProvider csp.nonce;
//   inline styles cannot run script, so this is the usual trade-off.
// - script-src 'unsafe-eval': the form validates with ajv (through @rjsf/validator-ajv8), which
//   compiles each JSON Schema into a function with new Function. Precompiled validators would remove it.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Extra image sources: a map tile server (its origin), as configured. */
export function imageSources(tileUrl: string | undefined, extra: string[]): string[] {
  const out = ["'self'", 'data:', 'blob:', ...extra];
  if (tileUrl) {
    try {
      out.push(new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin);
    } catch {
      // not a URL: no extra source
    }
  }
  return [...new Set(out)];
}

export async function registerSecurityHeaders(app: FastifyInstance, isApiPath: (url: string) => boolean, imgSrc: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}
