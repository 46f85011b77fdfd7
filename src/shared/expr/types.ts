// A small expression language that is plain JSON, so it lives in entity schemas and runs the same in the
// browser and on the server. Numbers are exact decimals (bigint units and a scale), never floats.
//
//   {"field": "dealPrice"}                 a field of the record ("ref.field" once references resolve)
//   {"field": "earnestConverted", "default": "0"}
//   {"const": "0.01"}                      a decimal (or text) constant
//   {"add": [e, e, ...]}  {"sub": [e, e]}  {"mul": [e, e]}
//   {"round": e, "places": 2}              half away from zero (四舍五入)
//   {"min": [e, ...]}  {"max": [e, ...]}
//   {"if": [cond, e, e]}
//   {"fee": {"table": "fee_rate", "payer": "buyer", "amount": e}}   the fee table's result (src/shared/fees)
// Conditions: {"gt"|"gte"|"lt"|"lte"|"eq"|"ne": [e, e]}, {"present": "field"}, {"and"|"or": [c...]}, {"not": c}.
// A missing operand makes the result missing (null): a formula over an empty field gives an empty field,
// and a rule over an empty field does not apply (emptiness is `required`'s business).
import type { Decimal } from '../decimal/index.ts';


export type Expr =
  | { field: string; default?: string }
  | { const: string }
  | { add: Expr[] }
  | { sub: [Expr, Expr] }
  | { mul: [Expr, Expr] }
  | { round: Expr; places?: number }
  | { min: Expr[] }
  | { max: Expr[] }
  | { if: [Cond, Expr, Expr] }
  | { fee: FeeExpr };

/** A fee from a fee table: the rows come from the resolver (`@fee:<table>:<payer>`), see src/shared/fees. */
export interface FeeExpr {
  table: string;
  payer: string;
  amount: Expr;
}

export type Compare = [Expr, Expr];

export type Cond =
  | { gt: Compare }
  | { gte: Compare }
  | { lt: Compare }
  | { lte: Compare }
  | { eq: Compare }
  | { ne: Compare }
  | { present: string }
  | { and: Cond[] }
  | { or: Cond[] }
  | { not: Cond };

/** An exact decimal: units × 10^-scale (src/shared/decimal). */
export type Dec = Decimal;

export type Value = Dec | string | null;

/** Reads a field's raw value; dotted names ("listing.earnestMoney") are the resolver's to interpret. */
export type Resolve = (name: string) => unknown;
