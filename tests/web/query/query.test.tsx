// @vitest-environment jsdom
// Server reads go through one TanStack QueryClient: concurrent views share a request, a write
// invalidates the entity's reads, and retries follow the request layer's error codes.
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../src/shared/codes.ts';
import { records } from '../../../src/web/engine/records.ts';
import { queryKeys } from '../../../src/web/query/keys.ts';
import { MAX_RETRIES, shouldRetry } from '../../../src/web/query/retry.ts';
import { useApiQuery } from '../../../src/web/query/useApiQuery.ts';
import { ApiError, ClientCode } from '../../../src/web/request/types.ts';
import { fakeHttp, resetHttp } from '../renderers/fixtures.ts';

vi.mock('../../../src/web/request/http.ts', async () => (await import('../renderers/mocks.ts')).httpModule);

function Count({ entity, testId }: { entity: string; testId: string }) {
  const q = useApiQuery(queryKeys.list(entity, { page: 1 }), () => records.list(entity, { page: 1 }));
  return <span data-testid={testId}>{q.error ? `错误:${(q.error as Error).message}` : q.data ? `共${q.data.total}` : '加载中'}</span>;
}

const listResult = (total: number) => ({ list: [], total, page: 1, size: 10 });

beforeEach(() => resetHttp());

describe('retry policy', () => {
  it('never repeats a considered answer of the server', () => {
    for (const code of ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008']) {
      expect(shouldRetry(0, new ApiError(code, 'x'))).toBe(false);
    }
  });

  it('repeats transport and server failures, a bounded number of times', () => {
    for (const code of [ClientCode.NETWORK, ClientCode.TIMEOUT, ClientCode.BAD_RESPONSE, Code.SERVER_ERROR]) {
      expect(shouldRetry(0, new ApiError(code, 'x'))).toBe(true);
      expect(shouldRetry(MAX_RETRIES, new ApiError(code, 'x'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('not from the request layer'))).toBe(false);
  });

  it('recovers from a network failure by retrying, and asks once for 100004', async () => {
    fakeHttp.get.mockRejectedValueOnce(new ApiError(ClientCode.NETWORK, '后端接口连接异常')).mockResolvedValueOnce(listResult(3));
    render(<Count entity="a" testId="a" />);
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('共3'), { timeout: 10_000 });
    expect(fakeHttp.get).toHaveBeenCalledTimes(2);

    fakeHttp.get.mockReset().mockRejectedValue(new ApiError('100004', '没有权限'));
    render(<Count entity="b" testId="b" />);
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('错误:没有权限'));
    expect(fakeHttp.get).toHaveBeenCalledTimes(1);
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
