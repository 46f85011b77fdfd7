// Live reload for implementers (development only): watches schemas/, pages.json and menus.json under the
// project root, re-runs the check on every save and, when it passes, swaps the registry the routes read
// (no restart, no rebuild). Every open page hears about it through server-sent events and re-renders
// with the new schemas, or shows the check's issues (file + pointer) in place; the server keeps serving
// the last good registry meanwhile.
import { join } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { FastifyInstance } from 'fastify';
import { API, type LiveReloadState } from '../../shared/api.ts';
import type { CheckEnvironment } from '../../shared/check/index.ts';
import { EntityValidator } from '../../shared/validation.ts';
import type { AppContext } from '../context.ts';
import { ensureEntityIndexes } from '../db/entityIndexes.ts';
import { checkProject } from '../registry/checkProject.ts';
import { toRegistry } from '../registry/load.ts';
import { LIVE_RELOAD_CONTRACT } from '../../shared/contract/dev.ts';

/** Editors save in bursts (write, rename, touch): one check per burst. */
const SETTLE_MS = 150;

export interface LiveReload {
  state(): LiveReloadState;
  /** Re-checks now (the watcher calls it; tests may too). */
  reload(): Promise<LiveReloadState>;
  close(): Promise<void>;
}

export function startLiveReload(app: FastifyInstance, ctx: AppContext, env: CheckEnvironment): LiveReload {
  const root = ctx.config.root;
  let state: LiveReloadState = { version: 0, issues: [] };
  const clients = new Set<(s: LiveReloadState) => void>();
  let running: Promise<LiveReloadState> | null = null;
  let again = false;

  const check = async (): Promise<LiveReloadState> => {
    const { files, issues } = await checkProject(root, env);
    if (issues.length > 0) return { version: state.version, issues };
    const registry = toRegistry(files);
    await ensureEntityIndexes(ctx.db, registry);
    ctx.registry = registry;
    // Compiled validators belong to the old entity schemas.
    ctx.validator = new EntityValidator();
    return { version: state.version + 1, issues: [] };
  };

  // One check at a time; a save during a check runs one more after it.
  const reload = (): Promise<LiveReloadState> => {
    if (running) {
      again = true;
      return running;
    }
    running = check()
      .catch((e: unknown): LiveReloadState => ({ version: state.version, issues: [{ file: '', pointer: '', message: `检查未能完成：${(e as Error).message}` }] }))
      .then((next) => {
        state = next;
        for (const send of clients) send(state);
        return state;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void reload();
        }
      });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch([join(root, 'schemas'), join(root, 'pages.json'), join(root, 'menus.json')], { ignoreInitial: true });
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), SETTLE_MS);
  });

  app.get(API.liveReload, { schema: LIVE_RELOAD_CONTRACT }, (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (s: LiveReloadState) => res.write(`data: ${JSON.stringify(s)}\n\n`);
    send(state);
    clients.add(send);
    req.raw.on('close', () => clients.delete(send));
  });

  const close = async (): Promise<void> => {
    clearTimeout(timer);
    await watcher.close();
    for (const send of clients) clients.delete(send);
  };
  app.addHook('onClose', close);
  return { state: () => state, reload, close };
}
