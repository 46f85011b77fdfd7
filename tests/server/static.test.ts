// Serving the built web app: files from dist/, index.html for client routes, the envelope for /api.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/types.ts';
import { loadRegistry } from '../../src/server/registryLoad.ts';
import { PROJECT_ROOT } from './helpers/server.ts';
import { appCheckEnvironment } from '../../src/app/plugins.ts';

/** Static serving touches no table; any query would be a bug here. */
const noDb: Db = {
  query: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

describe('static web app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nccq-static-'));
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    await writeFile(join(dir, 'dist', 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dir, 'dist', 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
    const { registry } = await loadRegistry(PROJECT_ROOT, appCheckEnvironment());
    app = await buildApp({ db: noDb, registry: registry!, config: { ...loadConfig({ ROOT: dir }), dataDir: join(dir, 'data') } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves built files and falls back to index.html for client routes', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/home', '/transaction_management/release/franchise?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('lets the browser keep hashed assets and revalidate the page that names them', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/home' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the build\'s compressed copy to a browser that accepts it, the file to one that does not', async () => {
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('names the kind and widgets of the page at a signed-in path in its HTML (the app starts their chunks early)', async () => {
    const cookies = { 'Admin-Token': 'a-session' };
    const form = await app.inject({ url: '/transaction_management/release/franchise_form', cookies });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-cache');
    expect(form.body).toContain('<meta name="page-kind" content="form">');
    const widgets = /<meta name="page-widgets" content="([^"]*)">/.exec(form.body)?.[1]?.split(' ');
    expect(widgets).toEqual(expect.arrayContaining(['reference', 'region', 'upload']));
    expect(form.body).toContain('<div id="root">');
    const list = await app.inject({ url: '/transaction_management/release/franchise?x=1', cookies });
    expect(list.body).toContain('<meta name="page-kind" content="list">');
    expect(list.body).not.toContain('page-widgets');
    // A visitor without a session gets the plain page; a path that is no page gets no hint.
    expect((await app.inject({ url: '/transaction_management/release/franchise_form' })).body).not.toContain('page-kind');
    const elsewhere = await app.inject({ url: '/no/such/page', cookies });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).not.toContain('page-kind');
  });

  it('keeps /api paths in the envelope', async () => {
    const res = await app.inject({ url: '/api/user/info' });
    expect(res.json()).toMatchObject({ code: '100001' });
  });
});
