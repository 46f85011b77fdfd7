// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { badgeText, BADGE_MAX, toCounts, total, UNREAD_POLL_MS } from '../../../src/web/stores/unread.ts';

describe('unread badge', () => {
  it('caps at 99 as "99+"', () => {
    expect(BADGE_MAX).toBe(99);
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });

  it('reads three counts whatever the server sends', () => {
    expect(toCounts([3, 4, 5])).toEqual([3, 4, 5]);
    expect(toCounts([1])).toEqual([1, 0, 0]);
    expect(toCounts(null)).toEqual([0, 0, 0]);
    expect(toCounts(['2', -1, 'x'])).toEqual([2, 0, 0]);
    expect(total([60, 30, 20])).toBe(110);
    expect(badgeText(total([60, 30, 20]))).toBe('99+');
  });

  it('polls every 10 minutes', () => {
    expect(UNREAD_POLL_MS).toBe(600000);
  });
});
