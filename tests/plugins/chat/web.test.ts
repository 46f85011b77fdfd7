// Browser-side rules of the chat: messages from history and the stream merge once, in id order; the
// visitor page's path passes the guard without a token once the plugin registered it.
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../../src/plugins/chat/web/api.ts';
import type { ChatMessage } from '../../../src/plugins/chat/shared/api.ts';
import { guardDecision, isPublicPath } from '../../../src/web/app/routes.ts';
import { registerPublicPage } from '../../../src/web/engine/publicRoutes.ts';

const m = (id: number, body = `m${id}`): ChatMessage => ({ id, sessionId: 1, sender: 'visitor', staffName: null, body, createdAt: '2026-11-22T10:00:00.000Z' });

describe('mergeMessages', () => {
  it('adds only unseen ids and keeps id order', () => {
    expect(mergeMessages([m(1), m(3)], [m(3, 'dup'), m(2)]).map((x) => [x.id, x.body])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'm3'],
    ]);
  });
  it('returns the same list when nothing is new, a new one otherwise (React re-renders only on a change)', () => {
    const list = [m(1)];
    expect(mergeMessages(list, [m(1)])).toBe(list);
    const more = mergeMessages(list, [m(2)]);
    expect(more).not.toBe(list);
    expect(list).toHaveLength(1);
  });
});

describe('public plugin pages', () => {
  it('let their path through the guard without a token, and no other', () => {
    expect(isPublicPath('/consult-test')).toBe(false);
    registerPublicPage('/consult-test', () => Promise.resolve({ default: () => null }));
    expect(isPublicPath('/consult-test')).toBe(true);
    expect(guardDecision({ pathname: '/consult-test', search: '', token: null, loaded: false })).toEqual({ kind: 'pass' });
    expect(guardDecision({ pathname: '/consult-test/x', search: '', token: null, loaded: false }).kind).toBe('redirect');
    expect(() => registerPublicPage('consult', () => Promise.resolve({ default: () => null }))).toThrow();
  });
});
