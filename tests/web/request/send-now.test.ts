// @vitest-environment jsdom
// A request leaves when it is made: no wait on the async Cookie Store (axios reads an XSRF cookie through
// it before a same-origin send), which a busy main thread delays for hundreds of milliseconds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/web/request/client.ts';
import { mainProfile } from '../../../src/web/request/profiles.ts';
import { fakeBrowser, fakeFeedback } from './fakes.ts';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'cookieStore');
});

describe('the real transport', () => {
  it('hands a GET to XMLHttpRequest in the same task, even when the Cookie Store never answers', () => {
    // A Cookie Store that never answers: a send that waits for it never happens.
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get: () => new Promise(() => undefined) } });
    const sent: string[] = [];
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      sent.push('sent');
    });
    const client = createClient(mainProfile, { feedback: fakeFeedback(), browser: fakeBrowser('/home', '') });
    void client.get('/api/x').catch(() => undefined);
    expect(sent).toEqual(['sent']);
  });
});
