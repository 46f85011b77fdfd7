// @vitest-environment jsdom
// Live reload in the browser: a pushed failed check replaces the open page by its issues (file +
// pointer); the next passing check brings the page back, re-rendered from the new schema.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageBundle } from '../../../src/shared/api.ts';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { applyLiveState } from '../../../src/web/engine/liveReload.ts';
import { PageHost } from '../../../src/web/engine/PageHost.tsx';
import { registerRenderer } from '../../../src/web/engine/registry.ts';
import { entryOf, fakeHttp, franchise, meta, operator, resetHttp, schemaOf, session, answerWithFakeHttp, signInAsOperator } from '../renderers/fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

// A light list renderer: this test is about what reaches it, not the grid.
registerRenderer('list', async () => ({ default: ({ schema }: { schema: ListPage }) => <h2>{schema.title}</h2> }));

const entry = entryOf('franchise_list');
const base = schemaOf<ListPage>('franchise_list');
const bundle = (title: string): PageBundle => ({ entry, schema: { ...base, title }, entity: franchise });

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  session.meta = meta;
});

describe('live reload', () => {
  it('shows a failed check in place of the page, then the page with the new schema once it passes', async () => {
    let title = '旧标题';
    fakeHttp.get.mockImplementation(async (url: string) => (url.startsWith('/api/meta/page/') ? bundle(title) : null));
    render(
      <MemoryRouter initialEntries={[entry.path]}>
        <PageHost entry={entry} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '旧标题' })).toBeTruthy();

    const issue = { file: 'schemas/pages/franchise/list.json', pointer: '/columns/0/field', message: '字段 "projectNam" 不是实体 franchise 的属性或系统字段' };
    let seen = applyLiveState({ version: 1, issues: [] }, null);
    act(() => {
      seen = applyLiveState({ version: 1, issues: [issue] }, seen);
    });
    const second = { file: 'pages.json', pointer: '/pages/3/menu', message: '菜单 "franchis" 不存在' };
    act(() => {
      seen = applyLiveState({ version: 1, issues: [issue, second] }, seen);
    });
    expect(await screen.findByText('声明文件检查未通过，修改尚未生效')).toBeTruthy();
    // Every issue with its place, for the signed-in operator too (only a development server pushes these).
    expect(screen.getAllByTestId('live-issue').map((li) => li.textContent)).toEqual([
      `schemas/pages/franchise/list.json#/columns/0/field ${issue.message}`,
      `pages.json#/pages/3/menu ${second.message}`,
    ]);
    expect(screen.queryByRole('heading', { name: '旧标题' })).toBeNull();

    title = '新标题';
    act(() => {
      seen = applyLiveState({ version: 2, issues: [] }, seen);
    });
    expect(await screen.findByRole('heading', { name: '新标题' })).toBeTruthy();
    expect(screen.queryByText(issue.message)).toBeNull();
  });
});
