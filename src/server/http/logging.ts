// Request logs through fastify's logger (pino): one line per request and answer with its request id,
// errors logged with the same id (the error handler logs through req.log), and secrets never written:
// passwords, tokens, cookies and ID-card numbers are redacted wherever they appear in a logged object,
// and their values are masked in logged URLs.
import type { FastifyServerOptions } from 'fastify';

export interface LogSetup {
  /** pino level; "info" logs every request. */
  level?: string;
  /** Where lines go (tests pass a collector); default stdout. */
  stream?: { write(line: string): void };
}

/** Keys whose values are secrets or personal numbers, in bodies, headers and query strings alike. */
export const SECRET_KEYS = ['password', 'oldPassword', 'newPassword', 'token', 'ticket', 'cookie', 'set-cookie', 'authorization', 'admin-token', 'idCard', 'idNumber', 'idCardNo', 'transferorIdCard', 'transfereeIdCard'];

const REDACT = [...SECRET_KEYS.flatMap((k) => [`req.headers["${k}"]`, `res.headers["${k}"]`, `*["${k}"]`, `*.*["${k}"]`, `*.*.*["${k}"]`])];

const MASKED = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/** The request's URL with secret query values masked. */
export function maskUrl(url: string): string {
  return url.replace(MASKED, '$1[redacted]');
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip?: string;
}

export function loggerOptions(setup: LogSetup): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: setup.level ?? 'info',
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: maskUrl(req.url), remoteAddress: req.ip }),
    },
    ...(setup.stream ? { stream: setup.stream } : {}),
  };
}
