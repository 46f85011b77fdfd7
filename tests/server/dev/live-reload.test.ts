// Live reload: a server on a temporary copy of the project watches its declarative files. Saving a
// valid change swaps the registry (the next page bundle has it) and pushes a new version to open
// event streams; saving a broken file pushes the check's issues and keeps the last good registry.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AppMeta, type LiveReloadState, type PageBundle } from '../../../src/shared/api.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { startLiveReload } from '../../../src/server/dev/liveReload.ts';
import { backends } from '../helpers/db.ts';
import { PROJECT_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';

const LIST = 'schemas/pages/franchise/list.json';

/** Reads server-sent events from the live-reload stream as they arrive. */
async function openStream(url: string, token: string): Promise<{ next: (match: (s: LiveReloadState) => boolean) => Promise<LiveReloadState>; close: () => void }> {
  const ctl = new AbortController();
  const res = await fetch(url, { headers: { token }, signal: ctl.signal });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (match: (s: LiveReloadState) => boolean): Promise<LiveReloadState> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const state = JSON.parse(event.replace(/^data: /, '')) as LiveReloadState;
        if (match(state)) return state;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return { next, close: () => ctl.abort() };
}

describe.each(backends())('live reload on %s', (backend) => {
  let root = '';
  let s: TestServer;
  let url = '';
  let token = '';
  const call = async <T>(path: string): Promise<T> => {
    const r = (await (await fetch(new URL(path, url), { headers: { token } })).json()) as ApiEnvelope<T>;
    if (r.code !== '200') throw new Error(`${path}: ${r.code} ${r.msg}`);
    return r.data;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'live-reload-'));
    for (const f of ['menus.json', 'pages.json', 'schemas', 'seed']) await cp(join(PROJECT_ROOT, f), join(root, f), { recursive: true });
    s = await startTestServer(backend, { root, plugins: SERVER_PLUGINS });
    // What startServer does when DEV=1 (a real listener: the events are a long-lived response).
    s.ctx.config.liveReload = loadConfig({ ROOT: root, DEV: '1' }).liveReload;
    startLiveReload(s.app, s.ctx, appCheckEnvironment());
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
    token = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('is on with DEV=1 or NODE_ENV=development only', () => {
    expect(loadConfig({ DEV: '1' }).liveReload).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).liveReload).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).liveReload).toBe(false);
    expect(loadConfig({}).liveReload).toBe(false);
  });

  it('tells the browser that live reload is on', async () => {
    expect((await call<AppMeta>(API.app)).liveReload).toBe(true);
  });

  it('serves a saved schema change without a restart, and pushes the new version', async () => {
    const stream = await openStream(new URL(API.liveReload, url).href, token);
    try {
      const first = await stream.next(() => true);
      const page = JSON.parse(await readFile(join(root, LIST), 'utf8')) as { title?: string };
      await writeFile(join(root, LIST), JSON.stringify({ ...page, title: '改过的列表标题' }, null, 2));
      const pushed = await stream.next((st) => st.version > first.version);
      expect(pushed.issues).toEqual([]);
      const bundle = await call<PageBundle>('/api/meta/page/franchise_list');
      expect((bundle.schema as { title?: string }).title).toBe('改过的列表标题');
    } finally {
      stream.close();
    }
  });

  it('pushes the check’s issues (file + pointer) for a broken save and keeps serving the last good schema', async () => {
    const stream = await openStream(new URL(API.liveReload, url).href, token);
    try {
      const first = await stream.next(() => true);
      const page = JSON.parse(await readFile(join(root, LIST), 'utf8')) as { columns: { field: string }[] };
      page.columns[0]!.field = 'projectNam';
      await writeFile(join(root, LIST), JSON.stringify(page, null, 2));
      const pushed = await stream.next((st) => st.issues.length > 0);
      expect(pushed.version).toBe(first.version);
      expect(pushed.issues).toContainEqual(expect.objectContaining({ file: LIST, pointer: '/columns/0/field' }));
      const bundle = await call<PageBundle>('/api/meta/page/franchise_list');
      expect((bundle.schema as { columns: { field: string }[] }).columns[0]!.field).not.toBe('projectNam');

      await writeFile(join(root, LIST), '{ "kind": "list",');
      const syntax = await stream.next((st) => st.issues.some((i) => i.message.startsWith('JSON 语法错误')));
      expect(syntax.issues[0]).toMatchObject({ file: LIST, pointer: '' });
      expect(syntax.issues[0]!.message).toMatch(/第 1 行第 \d+ 列/);
    } finally {
      stream.close();
    }
  });
});
