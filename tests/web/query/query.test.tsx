// @vitest-environment jsdom
// Server reads go through one TanStack QueryClient: concurrent views share a request, a write
// invalidates the entity's reads, and a failed request is never repeated by the QueryClient (the request layer decides).
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../src/shared/codes.ts';
import { records } from '../../../src/web/engine/records.ts';
import { queryKeys } from '../../../src/web/query/keys.ts';
import { useApiQuery } from '../../../src/web/query/useApiQuery.ts';
import { ApiError, ClientCode } from '../../../src/web/request/types.ts';
import { fakeHttp, resetHttp, answerWithFakeHttp } from '../renderers/fixtures.ts';

answerWithFakeHttp();

function Count({ entity, testId }: { entity: string; testId: string }) {
  const q = useApiQuery(queryKeys.list(entity, { page: 1 }), () => records.list(entity, { page: 1 }));
  return <span data-testid={testId}>{q.error ? `错误:${(q.error as Error).message}` : q.data ? `共${q.data.total}` : '加载中'}</span>;
}

const listResult = (total: number) => ({ list: [], total, page: 1, size: 10 });

beforeEach(() => resetHttp());

describe('retry policy', () => {
  it('never repeats a failed request itself: the request layer decides what is asked again (request/retry.ts)', async () => {
    for (const [entity, error] of [
      ['a', new ApiError(ClientCode.NETWORK, '后端接口连接异常')],
      ['b', new ApiError(Code.SERVER_ERROR, '系统未知错误，请反馈给管理员')],
      ['c', new ApiError('100004', '没有权限')],
    ] as const) {
      fakeHttp.get.mockReset().mockRejectedValue(error);
      render(<Count entity={entity} testId={entity} />);
      await waitFor(() => expect(screen.getByTestId(entity).textContent).toBe(`错误:${error.message}`));
      expect(fakeHttp.get).toHaveBeenCalledTimes(1);
    }
  });
});

describe('cache', () => {
  it('shares one request between views asking for the same list', async () => {
    fakeHttp.get.mockResolvedValue(listResult(7));
    render(
      <>
        <Count entity="franchise" testId="one" />
        <Count entity="franchise" testId="two" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('two').textContent).toBe('共7'));
    expect(screen.getByTestId('one').textContent).toBe('共7');
    expect(fakeHttp.get).toHaveBeenCalledTimes(1);
  });

  it('refetches the entity’s lists after a transition of one of its records, not other entities', async () => {
    fakeHttp.get.mockResolvedValue(listResult(1));
    render(
      <>
        <Count entity="franchise" testId="franchise" />
        <Count entity="contract" testId="contract" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('contract').textContent).toBe('共1'));
    expect(fakeHttp.get).toHaveBeenCalledTimes(2);
    fakeHttp.get.mockResolvedValue(listResult(2));
    fakeHttp.post.mockResolvedValue({ id: 1 });
    await records.transition('franchise', 1, { action: 'submit', version: 1 });
    await waitFor(() => expect(screen.getByTestId('franchise').textContent).toBe('共2'));
    expect(screen.getByTestId('contract').textContent).toBe('共1');
    expect(fakeHttp.get).toHaveBeenCalledTimes(3);
  });
});
