// Shared fakes for the request layer tests: a recording axios adapter, Feedback and BrowserPort.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { BrowserPort } from '../../../src/web/request/browser.ts';
import type { Feedback } from '../../../src/web/request/feedback.ts';

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  params: unknown;
  data: unknown;
}

/** An adapter answering every request with `answer(config)` and recording what was sent. */
export function fakeAdapter(answer: (c: InternalAxiosRequestConfig) => unknown = () => ({ code: '200', msg: '成功', data: null })) {
  const sent: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push({
      method: (config.method ?? '').toUpperCase(),
      url: config.url ?? '',
      headers: config.headers.toJSON(),
      params: config.params,
      data: config.data,
    });
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
}

export function fakeFeedback() {
  return {
    error: vi.fn<Feedback['error']>(),
    expired: vi.fn<Feedback['expired']>(),
    confirmLogout: vi.fn<Feedback['confirmLogout']>(),
    varietyMismatch: vi.fn<Feedback['varietyMismatch']>(),
  } satisfies Feedback;
}

export function fakeBrowser(pathname = '/home', search = '') {
  return {
    pathname: vi.fn(() => pathname),
    search: vi.fn(() => search),
    reload: vi.fn(),
    assign: vi.fn<BrowserPort['assign']>(),
  } satisfies BrowserPort;
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
