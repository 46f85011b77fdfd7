// @vitest-environment jsdom
// lateComponent: the fallback (given the component's props) until the code has loaded, then the component
// with the same props; the code is asked for once, when first drawn.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lateComponent } from '../../../src/web/engine/lateComponent.tsx';

afterEach(cleanup);

interface Props {
  label: string;
}

describe('lateComponent', () => {
  it('draws the fallback until the code arrives, then the component; loads once, on first draw', async () => {
    let arrive: (m: { default: (p: Props) => React.ReactNode }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: (p: Props) => React.ReactNode }>((r) => (arrive = r)));
    const Late = lateComponent<Props>(load, (p) => <i>等待 {p.label}</i>);
    expect(load).not.toHaveBeenCalled();

    render(
      <>
        <Late label="甲" />
        <Late label="乙" />
      </>,
    );
    expect(screen.getByText('等待 甲')).toBeTruthy();
    expect(screen.getByText('等待 乙')).toBeTruthy();
    arrive({ default: (p) => <b>已载入 {p.label}</b> });
    expect(await screen.findByText('已载入 甲')).toBeTruthy();
    expect(await screen.findByText('已载入 乙')).toBeTruthy();
    expect(screen.queryByText('等待 甲')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing in its place without a fallback', () => {
    const Late = lateComponent<Props>(() => new Promise(() => undefined));
    const { container } = render(<Late label="甲" />);
    expect(container.textContent).toBe('');
  });
});
