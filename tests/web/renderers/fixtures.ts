// Shared fixtures of the renderer tests: the real franchise schemas, route table and two principals,
// a fake Http whose calls the tests inspect, and a session the engine's adapter reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppMeta, RecordRow } from '../../../src/shared/api.ts';
import type { Principal } from '../../../src/shared/permission.ts';
import type { EntitySchema, MenusFile, PageEntry, PageSchema, PagesFile } from '../../../src/shared/schema/types.ts';
import { registerBuiltins } from '../../../src/web/renderers/builtins.ts';
import { http } from '../../../src/web/request/http.ts';
import { useSession } from '../../../src/web/stores/session.ts';

// The built-in page kinds and form widgets, as the app root (src/web/App.tsx) registers them.
registerBuiltins();

// Vitest runs from the project root (jsdom gives import.meta.url an http: scheme).
const root = process.cwd();

// antd + ag-grid + rjsf in jsdom are slow on a busy two-core machine; the default 1 s wait is too short.
configure({ asyncUtilTimeout: 10_000 });

// antd's TextArea watches its size; jsdom has no ResizeObserver (browsers all do).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResize {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResize });
}
function json<T>(file: string): T {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
}

export const franchise = json<EntitySchema>('schemas/entities/franchise.json');
export const pages = json<PagesFile>('pages.json').pages;
export const menus = json<MenusFile>('menus.json');
/** As the server's /api/meta/app gives them: each form page's entity and mode. */
const forms = Object.fromEntries(
  pages.filter((p) => p.kind === 'form' && p.schema).map((p) => {
    const f = json<{ entity: string; mode: 'create' | 'edit' | 'auto' }>(p.schema!);
    return [p.id, { entity: f.entity, mode: f.mode }];
  }),
);
export const meta: AppMeta = { menus, pages, forms };

export function entryOf(id: string): PageEntry {
  const e = pages.find((p) => p.id === id);
  if (!e) throw new Error(`no page ${id}`);
  return e;
}

export function schemaOf<S extends PageSchema>(id: string): S {
  const file = entryOf(id).schema;
  if (!file) throw new Error(`page ${id} has no schema`);
  return json<S>(file);
}

export const operator: Principal = { userId: 2, roles: ['operator'], menuNames: ['home', 'franchise'], siteId: 1 };
export const admin: Principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };
export const auditor: Principal = { userId: 3, roles: ['auditor'], menuNames: ['home', 'audit_list', 'franchise', 'franchise_approval'], siteId: 1 };

export function row(id: number, status: string, data: Record<string, unknown> = {}, version = 1): RecordRow {
  return {
    id,
    status,
    siteId: 1,
    variety: 'TDJYQ',
    version,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    data: { projectName: `项目${id}`, transferorType: 'person', transferorName: '张三', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '1000.00', ...data },
  };
}

/** Who is signed in and the route table, as the engine reads them: the app's session store. */
export const session = {
  get principal(): Principal | null {
    return useSession.getState().principal;
  },
  set principal(principal: Principal | null) {
    useSession.setState({ principal });
  },
  get meta(): AppMeta | null {
    return useSession.getState().meta;
  },
  set meta(meta: AppMeta | null) {
    useSession.setState({ meta });
  },
};

/** The operator signed in, with the app's route table (call at a test file's top level). */
export function signInAsOperator(): void {
  useSession.setState({ principal: operator, meta });
}

export const fakeHttp = {
  get: vi.fn<(url: string, params?: Record<string, unknown>, options?: unknown) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: Record<string, unknown>, mode?: string, options?: unknown) => Promise<unknown>>(),
  put: vi.fn<(url: string, body?: Record<string, unknown>) => Promise<unknown>>(),
  del: vi.fn<(url: string) => Promise<unknown>>(),
};

/**
 * The app's requests answered by fakeHttp, whose calls the tests inspect: the real client's methods are
 * spied on (call at a test file's top level; vitest restores them after the file). No module is replaced,
 * so the file can share a worker with others.
 */
export function answerWithFakeHttp(): void {
  vi.spyOn(http, 'get').mockImplementation(fakeHttp.get);
  vi.spyOn(http, 'post').mockImplementation(fakeHttp.post);
  vi.spyOn(http, 'put').mockImplementation(fakeHttp.put);
  vi.spyOn(http, 'del').mockImplementation(fakeHttp.del);
}

export function resetHttp(): void {
  for (const fn of Object.values(fakeHttp)) fn.mockReset();
}

/** Label of a button as the user reads it: antd puts a space between two Chinese characters. */
export function buttonLabel(b: Element): string {
  return (b.textContent ?? '').replace(/\s/g, '');
}

/** Buttons by label. Role queries are avoided on purpose: over antd + ag-grid DOM they take seconds in jsdom. */
export function buttons(label: string, within: ParentNode = document): HTMLButtonElement[] {
  return [...within.querySelectorAll('button')].filter((b) => buttonLabel(b) === label);
}

export function button(label: string, within: ParentNode = document): HTMLButtonElement {
  const found = buttons(label, within);
  if (found.length !== 1) throw new Error(`expected one button "${label}", found ${found.length}`);
  return found[0]!;
}
