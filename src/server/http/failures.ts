// Every failure inside the envelope with a Chinese message: fastify's own (body parsing, content type,
// sizes), the multipart plugin's, and the HTTP parser's (oversized URL or headers) before fastify runs.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Code, CodeMessage, type ApiEnvelope } from '../../shared/codes.ts';

/** The longest request target served; longer ones get 414 (Node itself stops at its header limit). */
export const MAX_URL_LENGTH = 8 * 1024;

const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，应为 JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式（Content-Type）',
  FST_ERR_CTP_INVALID_TYPE: '不支持的请求格式（Content-Type）',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
  FST_ERR_CTP_INVALID_CHARSET: '不支持的字符集',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '表单内容过多',
  FST_PROTO_VIOLATION: '表单字段名不允许',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址不正确',
};

/** The caller's mistake (4xx) in Chinese; JSON syntax errors carry no fastify code. */
export function clientErrorMessage(err: FastifyError): string {
  const known = err.code ? BY_CODE[err.code] : undefined;
  if (known) return known;
  if (err instanceof SyntaxError) return '请求体不是有效的 JSON';
  if (err.statusCode === 413) return '请求体过大';
  if (err.statusCode === 415) return '不支持的请求格式（Content-Type）';
  return '请求格式不正确';
}

export function envelope(code: string, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}

/** fastify's frameworkErrors: the router refused the path (bad escape, a segment over the length limit). */
export function onFrameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  void reply.status(err.statusCode ?? 400).send(envelope(Code.INVALID, clientErrorMessage(err)));
}

function rawAnswer(status: number, reason: string, body: ApiEnvelope<null>): string {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
    `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`
  );
}

/** fastify's clientErrorHandler: the HTTP parser refused the request (no route, no hooks ran). */
export function onClientError(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    socket.end(rawAnswer(431, 'Request Header Fields Too Large', envelope(Code.INVALID, '请求头或请求地址过长')));
    return;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end(rawAnswer(408, 'Request Timeout', envelope(Code.INVALID, '请求超时')));
    return;
  }
  socket.end(rawAnswer(400, 'Bad Request', envelope(Code.INVALID, CodeMessage[Code.INVALID])));
}

/** Errno codes of a full disk or an exhausted quota; PostgreSQL's disk_full SQLSTATE class member. */
const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FULL_SQLSTATE = '53100';

/**
 * A write failed for want of space: the file store's (ENOSPC, EDQUOT) or the database's (SQLSTATE 53100,
 * or an errno it passed on). Looks through `cause` a few levels: drivers and streams wrap the original.
 */
export function isStorageFull(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (FULL_ERRNO.has(code) || code === DISK_FULL_SQLSTATE)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
