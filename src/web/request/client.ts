// One client implementation; every difference between clients lives in its ClientProfile (profiles.ts).
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import { Code, CodeMessage, type FieldError } from '../../shared/codes.ts';
import { authHeaders } from './auth-headers.ts';
import { windowBrowser, type BrowserPort } from './browser.ts';
import { encodeBody, encodeParams, type Payload } from './encode.ts';
import { feedback as defaultFeedback, type Feedback } from './feedback.ts';
import { markInflight } from './inflight.ts';
import { announcePasswordDue } from './password-due.ts';
import type { ClientProfile } from './profiles.ts';
import { isTransient, retryDelay, sleep } from './retry.ts';
import { endSession } from './session-end.ts';
import { ApiError, ClientCode, type BodyMode, type Http, type RequestOptions } from './types.ts';
import { alertMismatchOnce, inVarietyScope, isExempt, pageTransferVariety, varietyMismatch } from './variety.ts';

export interface ClientDeps {
  /** Replaces the HTTP transport (unit tests). */
  adapter?: AxiosAdapter;
  feedback?: Feedback;
  browser?: BrowserPort;
  /** Waits before a lookup is asked again (unit tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
}

export interface Client extends Http {
  readonly profile: ClientProfile;
  readonly axios: AxiosInstance;
}

interface Call {
  method: Method;
  url: string;
  payload?: Payload;
  mode: BodyMode;
  options: RequestOptions;
}

type Envelope = Record<string, unknown>;

/** Failures that never reached an envelope: shown when the request gives up, not at each attempt. */
const CLIENT_CODES = new Set<string>(Object.values(ClientCode));

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && ('code' in v || 'respCode' in v);
}

function fieldErrors(v: unknown): FieldError[] {
  return Array.isArray(v) ? (v as unknown[]).filter((e): e is FieldError => typeof (e as Partial<FieldError> | null)?.field === 'string') : [];
}

export function createClient(profile: ClientProfile, deps: ClientDeps = {}): Client {
  const ui = deps.feedback ?? defaultFeedback;
  const browser = deps.browser ?? windowBrowser;
  const wait = deps.wait ?? sleep;
  const instance = axios.create({
    baseURL: profile.baseURL,
    timeout: profile.timeout,
    // No XSRF cookie to copy (the session is the token header and a SameSite cookie). Left on, axios reads
    // the cookie through the async Cookie Store before every same-origin send, so a request waited for the
    // browser process and for the main thread to be free: a cold load's page request left ~500 ms late.
    withXSRFToken: false,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  const showError = (call: Call, text: string): void => {
    const lookup = call.method === 'GET';
    if (call.options.silent) return;
    if (profile.showErrors === 'all' || lookup) ui.error(text, profile.messageSeconds);
  };

  /** Envelope → data, or ApiError after the profile's reaction to the code. */
  const settle = (call: Call, body: unknown): unknown => {
    // Shown by send once it is not asked again (retry.ts).
    if (!isEnvelope(body)) throw new ApiError(ClientCode.BAD_RESPONSE, '服务器返回的数据格式有误');
    const code = body.code === undefined ? '' : String(body.code);
    const rawMsg = body[profile.messageField];
    const msg = typeof rawMsg === 'string' && rawMsg ? rawMsg : '';
    const respCode = typeof body.respCode === 'number' ? body.respCode : Number(body.respCode);
    if (profile.sessionEnd.codes.includes(code) || profile.sessionEnd.respCodes.includes(respCode)) {
      if (call.options.ignoreSessionEnd) throw new ApiError(code || Code.SESSION_EXPIRED, msg || CodeMessage[Code.SESSION_EXPIRED]);
      endSession(profile.sessionEnd.reaction, ui, browser);
      if (profile.showErrors === 'all') ui.error(msg || 'Error', profile.messageSeconds);
      throw new ApiError(code || Code.SESSION_EXPIRED, msg || CodeMessage[Code.SESSION_EXPIRED]);
    }
    if (profile.passwordDueCodes.includes(code)) {
      announcePasswordDue();
      throw new ApiError(code, msg || CodeMessage[Code.PASSWORD_CHANGE_REQUIRED]);
    }
    if (profile.unauthorizedCodes.includes(code)) {
      ui.error(CodeMessage[Code.UNAUTHORIZED], profile.messageSeconds);
      throw new ApiError(code, msg || CodeMessage[Code.UNAUTHORIZED], fieldErrors(body.errors));
    }
    if (code !== profile.successCode) {
      const text = msg || (profile.messageField === 'message' ? 'Error' : CodeMessage[Code.SERVER_ERROR]);
      showError(call, text);
      throw new ApiError(code, text, fieldErrors(body.errors));
    }
    return profile.unwrap === 'data' ? body.data : body;
  };

  /** The failure of a request that got no envelope back; shown by send once it is not asked again. */
  const transportError = (err: unknown): ApiError => {
    const timeout = axios.isAxiosError(err) && err.code === 'ECONNABORTED';
    const text = timeout
      ? '系统接口请求超时'
      : axios.isAxiosError(err) && err.response
        ? `系统接口${err.response.status}异常`
        : '后端接口连接异常';
    return new ApiError(timeout ? ClientCode.TIMEOUT : ClientCode.NETWORK, text);
  };

  /** How a failure without an envelope is shown (an envelope's failure was shown by settle). */
  const showTransport = (call: Call, err: ApiError): void => {
    // An unreadable answer follows the profile's rule; transport failures are shown whatever the call,
    // as the original did (5 s toast).
    if (err.code === ClientCode.BAD_RESPONSE) showError(call, err.message);
    else if (!call.options.silent) ui.error(err.message, profile.messageSeconds);
  };

  /** Adds transferVariety under transaction_management and refuses a stale variety. */
  const withVariety = (call: Call): Call => {
    const scope = profile.variety;
    if (!scope || !inVarietyScope(browser.pathname(), scope.segment) || isExempt(call.url, scope.exempt)) return call;
    if (varietyMismatch()) {
      alertMismatchOnce(() => ui.varietyMismatch(() => browser.reload()));
      throw new ApiError(Code.VARIETY_MISMATCH, CodeMessage[Code.VARIETY_MISMATCH]);
    }
    const variety = pageTransferVariety();
    if (!variety) return call;
    return { ...call, payload: { ...call.payload, transferVariety: variety } };
  };

  /** One request: the envelope's data, or ApiError (an envelope's failure already shown). */
  const attempt = async (original: Call): Promise<unknown> => {
    markInflight();
    const fixedKey = `${original.method} ${original.url}`;
    if (profile.fixed && fixedKey in profile.fixed) return settle(original, profile.fixed[fixedKey]);
    const call = withVariety(original);
    const headers: Record<string, string> = authHeaders(profile.auth, browser.search());
    const isGet = call.method === 'GET';
    const body = isGet ? { data: undefined, contentType: undefined } : encodeBody(call.payload, call.mode, profile.nullAsEmpty);
    if (body.contentType) headers['Content-Type'] = body.contentType;
    let response: AxiosResponse<unknown>;
    try {
      response = await instance.request<unknown>({
        method: call.method,
        url: call.url,
        headers,
        params: isGet ? encodeParams(call.payload, profile.nullAsEmpty) : undefined,
        data: body.data,
      });
    } catch (err) {
      // A non-2xx answer that still carries an envelope is handled like any envelope.
      if (axios.isAxiosError(err) && isEnvelope(err.response?.data)) return settle(call, err.response.data);
      throw transportError(err);
    }
    return settle(call, response.data);
  };

  /** A request with the retry rule of retry.ts: one message per failure, however often it was asked. */
  const send = async (call: Call): Promise<unknown> => {
    const retries = call.method === 'GET' ? profile.lookupRetries : 0;
    for (let failures = 0; ; failures++) {
      try {
        return await attempt(call);
      } catch (err) {
        if (failures < retries && isTransient(err)) {
          await wait(retryDelay(failures));
          continue;
        }
        if (err instanceof ApiError && CLIENT_CODES.has(err.code)) showTransport(call, err);
        throw err;
      }
    }
  };

  return {
    profile,
    axios: instance,
    get: <T>(url: string, params?: Payload, options: RequestOptions = {}) =>
      send({ method: 'GET', url, payload: params, mode: profile.defaultMode, options }) as Promise<T>,
    post: <T>(url: string, body?: Payload, mode: BodyMode = profile.defaultMode, options: RequestOptions = {}) =>
      send({ method: 'POST', url, payload: body, mode, options }) as Promise<T>,
    put: <T>(url: string, body?: Payload) =>
      send({ method: 'PUT', url, payload: body, mode: 'json', options: {} }) as Promise<T>,
    del: <T>(url: string) => send({ method: 'DELETE', url, mode: 'json', options: {} }) as Promise<T>,
  };
}
