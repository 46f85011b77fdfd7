// A deal balances when what came in from outside equals what went out to the parties plus the centre's
// income; transfers between the centre's accounts cancel out. Integer fen, no floats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBalance, yuan, type FlowLike } from '../../../src/plugins/funds/shared/balance.ts';

const row = (kind: string, direction: string, account: string, amount: string): FlowLike => ({ kind, direction, account, amount });

describe('deal balance', () => {
  it('balances a settled deal to the fen', () => {
    const flows = [
      row('earnest_in', 'in', 'deposit', '5000.00'),
      row('earnest_in', 'in', 'deposit', '5000.00'),
      row('earnest_convert', 'out', 'deposit', '5000.00'),
      row('earnest_convert', 'in', 'settlement', '5000.00'),
      row('buyer_payment', 'in', 'settlement', '101050.00'),
      row('earnest_refund', 'out', 'deposit', '5000.00'),
      row('seller_payout', 'out', 'settlement', '104475.00'),
      row('buyer_fee', 'out', 'settlement', '1050.00'),
      row('buyer_fee', 'in', 'income', '1050.00'),
      row('seller_fee', 'out', 'settlement', '525.00'),
      row('seller_fee', 'in', 'income', '525.00'),
    ];
    expect(dealBalance(flows)).toEqual({ received: 11105000n, paidOut: 10947500n, income: 157500n, difference: 0n });
    // One fen missing from the payment shows as a one-fen difference.
    expect(dealBalance(flows.map((f) => (f.kind === 'buyer_payment' ? { ...f, amount: '101049.99' } : f))).difference).toBe(-1n);
  });

  it('a forfeited earnest is centre income, and still balances', () => {
    expect(dealBalance([row('earnest_in', 'in', 'deposit', '30000.00'), row('earnest_forfeit', 'out', 'deposit', '30000.00'), row('earnest_forfeit', 'in', 'income', '30000.00')]).difference).toBe(0n);
  });

  it('sums exactly: any split of an amount into fen parts adds back to it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 1, maxLength: 30 }), (parts) => {
        const total = parts.reduce((a, b) => a + BigInt(b), 0n);
        const text = (f: bigint) => `${f / 100n}.${String(f % 100n).padStart(2, '0')}`;
        const flows = [...parts.map((p) => row('buyer_payment', 'in', 'settlement', text(BigInt(p)))), row('seller_payout', 'out', 'settlement', text(total))];
        return dealBalance(flows).difference === 0n;
      }),
    );
  });

  it('writes fen as yuan with separators', () => {
    expect(yuan(126300000n)).toBe('1,263,000.00');
    expect(yuan(-1n)).toBe('-0.01');
    expect(yuan(0n)).toBe('0.00');
  });
});
