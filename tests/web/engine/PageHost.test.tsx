// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageBundle } from '../../../src/shared/api.ts';
import type { EntitySchema, ListPage, PageEntry } from '../../../src/shared/schema/types.ts';
import { PageHost } from '../../../src/web/engine/PageHost.tsx';
import { warmPage } from '../../../src/web/engine/pageBundle.ts';
import { registerCustom, registerRenderer } from '../../../src/web/engine/registry.ts';
// The list's first-page prefetch, registered beside PageHost as the shell's page stack does.
import '../../../src/web/renderers/prefetches.ts';
import { ApiError } from '../../../src/web/request/types.ts';
import { admin, button, entryOf, fakeHttp, franchise, meta, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from '../renderers/fixtures.ts';
import { queryClient } from '../../../src/web/query/client.ts';

answerWithFakeHttp();
signInAsOperator();

const listEntry = entryOf('franchise_list');
const listSchema = schemaOf<ListPage>('franchise_list');

function bundle(entry: PageEntry, schema: ListPage | null = listSchema, entity: EntitySchema | null = franchise): PageBundle {
  return { entry, schema, entity };
}

function host(entry: PageEntry) {
  return render(
    <MemoryRouter initialEntries={[entry.path]}>
      <PageHost entry={entry} />
    </MemoryRouter>,
  );
}

function location(): string {
  return document.querySelector('[data-testid="error-location"]')?.textContent ?? '';
}

beforeEach(() => {
  resetHttp();
  // Files and pointers are shown to admins (behind 详细信息); staff get the message only.
  session.principal = admin;
  session.meta = meta;
});
afterEach(cleanup);

describe('PageHost', () => {
  it('names pages.json and the entry’s kind when no renderer is registered for the kind', async () => {
    const odd = { ...listEntry, id: 'odd', kind: 'chart' } as unknown as PageEntry;
    session.meta = { ...meta, pages: [...meta.pages, odd] };
    host(odd);
    expect(await screen.findByText('没有页面类型“chart”的渲染器')).toBeTruthy();
    expect(location()).toContain('pages.json');
    expect(location()).toContain(`/pages/${meta.pages.length}/kind`);
  });

  it('names an unknown custom component', async () => {
    const custom: PageEntry = { id: 'map', path: '/map', title: '地图', kind: 'custom', component: 'project-map' };
    host(custom);
    expect(await screen.findByText('未注册的自定义组件：project-map')).toBeTruthy();
    expect(location()).toContain('/pages/(id=map)/component');
  });

  it('renders a registered custom component', async () => {
    registerCustom('hello', lazy(async () => ({ default: ({ entry }: { entry: PageEntry }) => <p>你好，{entry.title}</p> })));
    host({ id: 'hello', path: '/hello', title: '问候', kind: 'custom', component: 'hello' });
    expect(await screen.findByText('你好，问候')).toBeTruthy();
  });

  it('loads the page bundle, then the list renderer chunk, which fetches the first page', async () => {
    fakeHttp.get.mockImplementation(async (url: string) =>
      url.startsWith('/api/meta/page/') ? bundle(listEntry) : { list: [row(1, 'draft')], total: 1, page: 1, size: 10 },
    );
    host(listEntry);
    // The first import of the list chunk transforms ag-grid: slow on a busy machine.
    expect(await screen.findByText('共 1 条', {}, { timeout: 45_000 })).toBeTruthy();
    expect(fakeHttp.get.mock.calls[0]?.[0]).toBe('/api/meta/page/franchise_list');
    // PageHost's early request is the list's own: the page is asked for once.
    expect(fakeHttp.get.mock.calls.filter((c) => c[0] === '/api/lists/franchise_list')).toHaveLength(1);
  }, 60_000);

  it('asks for a list\'s first page as soon as its bundle is checked, before the list chunk has loaded', async () => {
    queryClient.clear();
    // A list chunk that never arrives: the records request cannot come from the grid.
    registerRenderer('list', () => new Promise(() => undefined));
    try {
      fakeHttp.get.mockImplementation(async (url: string) =>
        url.startsWith('/api/meta/page/') ? bundle(listEntry) : { list: [row(1, 'draft')], total: 1, page: 1, size: 10 },
      );
      host(listEntry);
      await waitFor(() => expect(fakeHttp.get.mock.calls.map((c) => c[0])).toContain('/api/lists/franchise_list'));
      const [, query] = fakeHttp.get.mock.calls.find((c) => c[0] === '/api/lists/franchise_list') ?? [];
      expect(query).toMatchObject({ page: 1, size: listSchema.pageSize ?? 10 });
      expect(screen.queryByText('共 1 条')).toBeNull();
    } finally {
      registerRenderer('list', () => import('../../../src/web/renderers/list/ListRenderer.tsx'));
    }
  });

  it('takes the bundle and first page the boot started (warmPage) without asking for either again', async () => {
    queryClient.clear();
    fakeHttp.get.mockImplementation(async (url: string) =>
      url.startsWith('/api/meta/page/') ? bundle(listEntry) : { list: [row(1, 'draft')], total: 1, page: 1, size: 10 },
    );
    warmPage(listEntry, meta.pages);
    // In development the page check's chunk loads first (slow to transform the first time). Nothing is
    // rendered yet, so vitest's own wait, not testing-library's (which holds React's act scope open).
    await vi.waitFor(() => expect(fakeHttp.get.mock.calls.map((c) => c[0])).toContain('/api/lists/franchise_list'), { timeout: 30_000 });
    host(listEntry);
    expect(await screen.findByText('共 1 条', {}, { timeout: 45_000 })).toBeTruthy();
    const asked = fakeHttp.get.mock.calls.map((c) => c[0]);
    expect(asked.filter((u) => u === '/api/meta/page/franchise_list')).toHaveLength(1);
    expect(asked.filter((u) => u === '/api/lists/franchise_list')).toHaveLength(1);
  }, 60_000);

  it('takes the bundle the session answer brought (AppMeta.page) without asking for it, and asks for the first page', async () => {
    queryClient.clear();
    fakeHttp.get.mockImplementation(async (url: string) =>
      url.startsWith('/api/meta/page/') ? bundle(listEntry) : { list: [row(1, 'draft')], total: 1, page: 1, size: 10 },
    );
    warmPage(listEntry, meta.pages, bundle(listEntry));
    await vi.waitFor(() => expect(fakeHttp.get.mock.calls.map((c) => c[0])).toContain('/api/lists/franchise_list'), { timeout: 30_000 });
    host(listEntry);
    expect(await screen.findByText('共 1 条', {}, { timeout: 45_000 })).toBeTruthy();
    const asked = fakeHttp.get.mock.calls.map((c) => c[0]);
    expect(asked.filter((u) => u.startsWith('/api/meta/page/'))).toHaveLength(0);
    expect(asked.filter((u) => u === '/api/lists/franchise_list')).toHaveLength(1);
  }, 60_000);

  it('names the schema file and JSON pointer of a column that is not a field of the entity', async () => {
    const broken: ListPage = { ...listSchema, columns: [listSchema.columns[0]!, { field: 'nope' }] };
    fakeHttp.get.mockResolvedValue(bundle(listEntry, broken));
    host(listEntry);
    expect(await screen.findByText('字段 "nope" 不是实体 franchise 的属性或系统字段')).toBeTruthy();
    expect(location()).toContain('schemas/pages/franchise/list.json');
    expect(location()).toContain('/columns/1/field');
  });

  it('shows staff the message without the file and pointer, which admins find behind 详细信息', async () => {
    const broken: ListPage = { ...listSchema, columns: [listSchema.columns[0]!, { field: 'nope' }] };
    fakeHttp.get.mockResolvedValue(bundle(listEntry, broken));
    session.principal = operator;
    host(listEntry);
    expect(await screen.findByText('字段 "nope" 不是实体 franchise 的属性或系统字段')).toBeTruthy();
    expect(screen.getByText('请联系系统管理员处理。')).toBeTruthy();
    expect(location()).toBe('');
    expect(document.body.textContent).not.toContain('schemas/pages');
    cleanup();
    session.principal = admin;
    host(listEntry);
    expect(await screen.findByText('详细信息')).toBeTruthy();
    expect(location()).toContain('schemas/pages/franchise/list.json');
  });

  it('names a schema whose kind differs from pages.json, and a missing entity', async () => {
    fakeHttp.get.mockResolvedValueOnce(bundle({ ...listEntry, kind: 'detail' }, listSchema));
    host({ ...listEntry, kind: 'detail' });
    expect(await screen.findByText('页面类型 "detail" 与 schemas/pages/franchise/list.json 中的 kind "list" 不一致')).toBeTruthy();
    cleanup();
    queryClient.clear(); // a new visit in this test, not the cached one
    fakeHttp.get.mockResolvedValueOnce(bundle(listEntry, listSchema, null));
    host(listEntry);
    expect(await screen.findByText('实体 "franchise" 不存在（schemas/entities 中没有该 name）')).toBeTruthy();
    expect(location()).toContain('/entity');
  });

  it('shows a failed schema request with 重试, and recovers', async () => {
    fakeHttp.get.mockRejectedValueOnce(new ApiError('100003', '记录不存在'));
    fakeHttp.get.mockImplementation(async (url: string) =>
      url.startsWith('/api/meta/page/') ? bundle(listEntry) : { list: [], total: 0, page: 1, size: 10 },
    );
    host(listEntry);
    expect(await screen.findByText('页面配置加载失败')).toBeTruthy();
    expect(screen.getByText('记录不存在')).toBeTruthy();
    fireEvent.click(button('重试'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('catches a renderer that throws and names its schema file', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerRenderer('detail', async () => ({
      default: () => {
        throw new Error('坏了');
      },
    }));
    const detail = entryOf('franchise_detail');
    fakeHttp.get.mockResolvedValue({ entry: detail, schema: schemaOf('franchise_detail'), entity: franchise });
    host(detail);
    expect(await screen.findByText('页面渲染出错')).toBeTruthy();
    expect(screen.getByText('坏了')).toBeTruthy();
    expect(location()).toContain('schemas/pages/franchise/detail.json');
    await waitFor(() => expect(quiet).toHaveBeenCalled());
    quiet.mockRestore();
  });
});
