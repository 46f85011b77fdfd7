// The database cannot be reached or dropped the connection: which driver errors say so, which of them
// may be asked again on a new connection, and the one error the rest of the server sees for them
// (answered 503 数据库暂不可用，请稍后重试 by the error handler, src/server/app.ts).

/** The database did not answer: a request gets 503 and may be tried again later. */
export class DatabaseUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${describeDbError(cause)}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** Socket errors of a connection that could not be opened or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that ends or refuses the connection: 57P01 admin_shutdown (a restart, or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), 57P05
 * idle_session_timeout, 53300 too_many_connections; and class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** What the pg driver and its pool say when a connection breaks, times out or was already broken. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function codeOf(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The connection is gone or could not be had: the database is (for now) unavailable. */
export function isConnectionFailure(e: unknown): boolean {
  if (e instanceof DatabaseUnavailable) return true;
  const code = codeOf(e);
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)) return true;
  const msg = messageOf(e);
  return DRIVER_MESSAGES.some((m) => msg.startsWith(m));
}

/**
 * A statement sent on an open connection failed because that connection was dead: the server ended it
 * (57P01/57P02/57P05: the statement did not run, or was aborted with its implicit transaction) or the
 * socket broke (reset, closed, already unusable). Outside a transaction, on a connection the pool had
 * kept idle, such a statement is asked again on another connection (postgres.ts, askAgain). Not here:
 * failures to open a connection (refused, timed out, 57P03, too many connections), where a second try
 * would only wait again.
 */
export function isDeadConnection(e: unknown): boolean {
  const code = codeOf(e);
  if (code === '57P01' || code === '57P02' || code === '57P05' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  const msg = messageOf(e);
  return (
    msg === 'Connection terminated unexpectedly' ||
    msg.startsWith('Client has encountered a connection error and is not queryable') ||
    msg.startsWith('Client was closed and is not queryable')
  );
}

/** "57P01 terminating connection due to administrator command": for the log, no stack. */
export function describeDbError(e: unknown): string {
  if (e instanceof DatabaseUnavailable) return describeDbError(e.cause);
  const code = codeOf(e);
  return code ? `${code} ${messageOf(e)}` : messageOf(e);
}
