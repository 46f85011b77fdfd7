// A deal's money balanced to the fen: what came in from outside (earnest money, the buyer's payments) equals
// what went out to the parties (refunds, the seller's payout) plus the centre's income (fees, forfeited
// earnest money). Transfers between the centre's accounts (earnest converted to price) cancel out. Integer
// fen on bigint; the server refuses a settlement approval unless the difference is zero, and the browser
// shows the same figures.
import { fenText } from '../../../shared/money/fen.ts';
import { amountUnits } from '../../../shared/money/parse.ts';
import { FUNDS } from './config.ts';
import { FLOW_FIELDS as F } from './manifest.ts';

/** A fund_flow document, as far as the balance reads it. */
export type FlowLike = { readonly [K in typeof F.kind | typeof F.direction | typeof F.account | typeof F.amount]?: unknown };

export interface DealBalance {
  received: bigint;
  paidOut: bigint;
  income: bigint;
  /** received − paidOut − income: zero when the deal balances. */
  difference: bigint;
}

export function fen(v: unknown): bigint {
  if (typeof v !== 'string') return 0n;
  return amountUnits(v.trim(), 2) ?? 0n;
}

export function dealBalance(flows: readonly FlowLike[]): DealBalance {
  let received = 0n;
  let paidOut = 0n;
  let income = 0n;
  for (const f of flows) {
    const amount = fen(f[F.amount]);
    const kind = String(f[F.kind] ?? '');
    const direction = f[F.direction];
    if (direction === 'in' && (FUNDS.received as readonly string[]).includes(kind)) received += amount;
    if (direction === 'out' && (FUNDS.paidOut as readonly string[]).includes(kind)) paidOut += amount;
    if (direction === 'in' && f[F.account] === FUNDS.incomeAccount) income += amount;
  }
  return { received, paidOut, income, difference: received - paidOut - income };
}

/** Fen as yuan text with two decimals and thousands separators ("1,263,000.00", "-0.01"). */
export const yuan = fenText;

export interface AccountRow {
  account: string;
  title: string;
  /** Before the period. */
  opening: string;
  in: string;
  out: string;
  closing: string;
  /** What the open deals (settlement not yet approved) still hold in this account. */
  held: string;
  /** closing − held: zero when every closed deal left nothing behind (the income account keeps its income). */
  difference: string;
}

/** GET /api/funds/reconciliation?from=&to= and GET /api/funds/deal/:id */
export const FUNDS_API = {
  reconciliation: '/api/funds/reconciliation',
  deal: (id: number | string) => `/api/funds/deal/${id}`,
};

export interface DealBalanceText {
  dealId: number;
  received: string;
  paidOut: string;
  income: string;
  difference: string;
  /** The difference in fen (integer text), for arithmetic. */
  differenceFen: string;
  balanced: boolean;
  flows: number;
}
