// Field names an expression or condition reads (for the checker and to know what a formula follows).
import type { Cond, Expr } from './types.ts';

export function exprFields(e: Expr, out: Set<string> = new Set()): Set<string> {
  if ('field' in e) out.add(e.field);
  else if ('add' in e) e.add.forEach((x) => exprFields(x, out));
  else if ('sub' in e) e.sub.forEach((x) => exprFields(x, out));
  else if ('mul' in e) e.mul.forEach((x) => exprFields(x, out));
  else if ('round' in e) exprFields(e.round, out);
  else if ('min' in e) e.min.forEach((x) => exprFields(x, out));
  else if ('max' in e) e.max.forEach((x) => exprFields(x, out));
  else if ('fee' in e) exprFields(e.fee.amount, out);
  else if ('if' in e) {
    condFields(e.if[0], out);
    exprFields(e.if[1], out);
    exprFields(e.if[2], out);
  }
  return out;
}

export function condFields(c: Cond, out: Set<string> = new Set()): Set<string> {
  if ('present' in c) out.add(c.present);
  else if ('not' in c) condFields(c.not, out);
  else if ('and' in c) c.and.forEach((x) => condFields(x, out));
  else if ('or' in c) c.or.forEach((x) => condFields(x, out));
  else for (const pair of Object.values(c) as [Expr, Expr][]) pair.forEach((x) => exprFields(x, out));
  return out;
}

/** The fee-table lookups (`fee`) an expression makes, as [table, payer] pairs. */
export function exprFees(e: Expr, out: [string, string][] = []): [string, string][] {
  if ('fee' in e) {
    out.push([e.fee.table, e.fee.payer]);
    exprFees(e.fee.amount, out);
  } else if ('add' in e) e.add.forEach((x) => exprFees(x, out));
  else if ('sub' in e) e.sub.forEach((x) => exprFees(x, out));
  else if ('mul' in e) e.mul.forEach((x) => exprFees(x, out));
  else if ('round' in e) exprFees(e.round, out);
  else if ('min' in e) e.min.forEach((x) => exprFees(x, out));
  else if ('max' in e) e.max.forEach((x) => exprFees(x, out));
  else if ('if' in e) {
    exprFees(e.if[1], out);
    exprFees(e.if[2], out);
  }
  return out;
}
