// Browser-side rules of the chat: messages from history and the stream merge once, in id order; the
// visitor page is a public pages.json entry naming the plugin's component, and its path passes the guard.
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../../src/plugins/chat/web/api.ts';
import type { ChatMessage } from '../../../src/plugins/chat/shared/api.ts';
import { guardDecision, isPublicPath } from '../../../src/web/app/routes.ts';
import { publicPathsOf } from '../../../src/web/app/publicPages.ts';
import { CHAT_VISITOR_COMPONENT, CHAT_VISITOR_PATH } from '../../../src/plugins/chat/shared/api.ts';
import { chatManifest } from '../../../src/plugins/chat/shared/manifest.ts';
import { chatWebPlugin } from '../../../src/plugins/chat/web/index.ts';
import type { PagesFile } from '../../../src/shared/schema/types.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const pagesFile = JSON.parse(readFileSync(join(process.cwd(), 'pages.json'), 'utf8')) as PagesFile;

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

describe('the public visitor page', () => {
  it('is a pages.json entry marked public that names the plugin\'s registered component', () => {
    const entry = pagesFile.pages.find((p) => p.path === CHAT_VISITOR_PATH);
    expect(entry).toMatchObject({ kind: 'custom', component: CHAT_VISITOR_COMPONENT, public: true });
    expect(chatManifest.components).toContain(CHAT_VISITOR_COMPONENT);
    expect(Object.keys(chatWebPlugin.pages ?? {})).toContain(CHAT_VISITOR_COMPONENT);
  });

  it('lets its path through the guard without a token once the public paths are known, and no other', () => {
    const paths = publicPathsOf(pagesFile.pages);
    const visitor = { search: '', token: null, loaded: false };
    expect(guardDecision({ ...visitor, pathname: CHAT_VISITOR_PATH, publicPaths: null })).toEqual({ kind: 'public-check' });
    expect(guardDecision({ ...visitor, pathname: CHAT_VISITOR_PATH, publicPaths: paths })).toEqual({ kind: 'pass' });
    expect(guardDecision({ ...visitor, pathname: `${CHAT_VISITOR_PATH}/x`, publicPaths: paths }).kind).toBe('redirect');
    expect(isPublicPath(CHAT_VISITOR_PATH, paths)).toBe(true);
    expect(isPublicPath(CHAT_VISITOR_PATH)).toBe(false);
  });
});
