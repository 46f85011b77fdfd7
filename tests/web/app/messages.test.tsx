// @vitest-environment jsdom
// 消息通知: a page of one type through the shared query client; marking a message read refreshes the page
// and the unread counts together (both live under the unread prefix).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageRow } from '../../../src/shared/api.ts';
import MessageNotificationPage from '../../../src/web/app/messages/MessageNotificationPage.tsx';
import type { RendererProps } from '../../../src/web/engine/types.ts';
import { queryClient } from '../../../src/web/query/client.ts';
import { useSession } from '../../../src/web/stores/session.ts';
import { fakeHttp, resetHttp, answerWithFakeHttp } from '../renderers/fixtures.ts';

answerWithFakeHttp();

const rows: MessageRow[] = [
  { id: 11, type: 1, title: '出让项目“莲花村耕地”待审核', read: false, createdAt: '2026-11-20T08:00:00.000Z' } as MessageRow,
  { id: 12, type: 1, title: '出让项目“河沙村鱼塘”待审核', read: true, createdAt: '2026-11-19T08:00:00.000Z' } as MessageRow,
];

function serve(): void {
  fakeHttp.get.mockImplementation((url: string) => {
    if (url.startsWith('/unread/')) return Promise.resolve([rows.filter((r) => !r.read).length, 0, 0]);
    if (url === '/api/messages') return Promise.resolve({ list: rows.map((r) => ({ ...r })), total: rows.length, page: 1, size: 10 });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  fakeHttp.post.mockImplementation((url: string, body?: Record<string, unknown>) => {
    if (url === '/api/messages/read') {
      for (const r of rows) if (r.id === body?.id) r.read = true;
      return Promise.resolve(null);
    }
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
}

beforeEach(() => {
  resetHttp();
  queryClient.clear();
  serve();
  useSession.setState({ info: { userId: 7 } as never });
});

describe('message page', () => {
  it('lists the type’s messages and, after 标为已读, shows the message read and asks for the counts again', async () => {
    render(
      <MemoryRouter initialEntries={['/message_notification?type=1']}>
        <MessageNotificationPage {...({} as RendererProps)} />
      </MemoryRouter>,
    );
    await screen.findByText('出让项目“莲花村耕地”待审核');
    const unreadCalls = () => fakeHttp.get.mock.calls.filter(([u]) => u.startsWith('/unread/')).length;
    const before = unreadCalls();
    const mark = await screen.findByText('标为已读');
    await act(async () => {
      fireEvent.click(mark);
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByText('标为已读')).toBeNull());
    expect(screen.getAllByText('已读')).toHaveLength(2);
    expect(fakeHttp.post).toHaveBeenCalledWith('/api/messages/read', { id: 11 });
    await waitFor(() => expect(unreadCalls()).toBeGreaterThan(before));
  });
});
