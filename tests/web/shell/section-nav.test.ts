// The top bar's sections: full width when they fit, narrower when that is enough, else the last ones in
// the 更多 menu (the browser test tests/e2e/shell-topbar.test.ts checks the drawn bar at 1440 x 900).
import { describe, expect, it } from 'vitest';
import { COMPACT_PADDING, ITEM_PADDING, navLayout } from '../../../src/web/shell/SectionNav.tsx';

describe('navLayout', () => {
  const inner = [60, 80, 80, 80];
  const full = inner.reduce((a, w) => a + w + 2 * ITEM_PADDING, 0);
  const narrow = inner.reduce((a, w) => a + w + 2 * COMPACT_PADDING, 0);

  it('keeps full-width items while they fit', () => {
    expect(navLayout(inner, full, 40)).toEqual({ fit: 4, compact: false });
  });

  it('narrows the items before moving any into 更多', () => {
    expect(navLayout(inner, full - 1, 40)).toEqual({ fit: 4, compact: true });
    expect(navLayout(inner, narrow, 40)).toEqual({ fit: 4, compact: true });
  });

  it('moves the last sections into 更多, keeping room for the button', () => {
    const more = 40 + 2 * COMPACT_PADDING;
    const two = 60 + 80 + 4 * COMPACT_PADDING;
    expect(navLayout(inner, two + more, 40)).toEqual({ fit: 2, compact: true });
    expect(navLayout(inner, two + more - 1, 40)).toEqual({ fit: 1, compact: true });
    expect(navLayout(inner, 10, 40)).toEqual({ fit: 0, compact: true });
  });
});
