// @vitest-environment jsdom
// The variety landing (/transaction_management/release/kong) names the variety the requests carry, the
// session's choice, whatever the link's ?type= says.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_PAGES } from '../../../src/web/app/routes.ts';
import VarietyLanding from '../../../src/web/app/VarietyLanding.tsx';
import { useSession } from '../../../src/web/stores/session.ts';
import { admin, meta, answerWithFakeHttp } from '../renderers/fixtures.ts';

answerWithFakeHttp();

const initial = useSession.getState();
afterEach(() => {
  cleanup();
  useSession.setState(initial, true);
});

function renderAt(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/transaction_management/release/kong${search}`]}>
      <VarietyLanding entry={BUILTIN_PAGES.find((p) => p.id === 'variety_landing')!} />
    </MemoryRouter>,
  );
}

describe('variety landing', () => {
  it('asks for a variety when none is chosen, even with ?type=LQ in the link', () => {
    useSession.setState({ meta, principal: { ...admin, variety: null }, variety: null });
    renderAt('?type=LQ');
    expect(screen.getByText('请选择交易品种')).toBeTruthy();
    expect(document.body.textContent).not.toContain('林权');
    expect(document.body.textContent).not.toContain('当前交易品种');
  });

  it('names the chosen variety, not the one in the link', () => {
    useSession.setState({ meta, principal: { ...admin, variety: 'TDJYQ' }, variety: 'TDJYQ' });
    renderAt('?type=LQ');
    expect(screen.getByText('当前交易品种：土地经营权')).toBeTruthy();
    expect(document.body.textContent).not.toContain('林权');
  });
});
