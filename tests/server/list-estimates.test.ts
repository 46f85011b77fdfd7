// The estimate cache: a stored estimate lives one TTL on an injected clock, the oldest entry goes first.
import { describe, expect, it } from 'vitest';
import { ESTIMATE_TTL_MS, EstimateCache } from '../../src/server/records/estimates.ts';

describe('estimate cache', () => {
  it('answers within the TTL and forgets after it', () => {
    let now = 1_000;
    const c = new EstimateCache(() => now);
    c.set('a', 25_000);
    now += ESTIMATE_TTL_MS;
    expect(c.get('a')).toBe(25_000);
    now += 1;
    expect(c.get('a')).toBeUndefined();
  });

  it('keeps at most 500 entries, dropping the least recently stored', () => {
    const c = new EstimateCache(() => 0);
    for (let i = 0; i <= 500; i++) c.set(`k${i}`, i);
    expect(c.get('k0')).toBeUndefined();
    expect(c.get('k1')).toBe(1);
    expect(c.get('k500')).toBe(500);
  });
});
