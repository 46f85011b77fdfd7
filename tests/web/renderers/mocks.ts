// Module factories for vi.mock: the request layer's http and the engine's session adapter.
import { fakeHttp, session } from './fixtures.ts';

export const httpModule = { http: fakeHttp };

export const sessionModule = {
  usePrincipal: () => session.principal,
  useAppMeta: () => session.meta,
};
