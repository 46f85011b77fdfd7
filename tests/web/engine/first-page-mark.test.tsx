// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// PageHost tells the shell when the first page of a load has rendered (engine/firstPage.ts: the top bar,
// sidebar and tags wait for it), not while the page is still loading.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, type JSX } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHost } from '../../../src/web/engine/PageHost.tsx';
import { firstPageDrawn } from '../../../src/web/engine/firstPage.ts';
import { registerCustom } from '../../../src/web/engine/registry.ts';
import { answerWithFakeHttp, signInAsOperator } from '../renderers/fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

afterEach(cleanup);

describe('PageHost and the first page', () => {
  it('marks the first page drawn once its content has rendered', async () => {
    type Loaded = { default: () => JSX.Element };
    let arrive: (m: Loaded) => void = () => undefined;
    registerCustom('slow', lazy(() => new Promise<Loaded>((resolve) => (arrive = resolve))));
    const told = vi.fn();
    void firstPageDrawn.then(told);
    render(
      <MemoryRouter>
        <PageHost entry={{ id: 'slow', path: '/slow', title: '慢', kind: 'custom', component: 'slow' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('页面加载中…')).toBeTruthy();
    expect(told).not.toHaveBeenCalled();
    arrive({ default: () => <p>到了</p> });
    expect(await screen.findByText('到了')).toBeTruthy();
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
  });
});
