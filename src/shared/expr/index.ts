export type { Cond, Dec, Expr, Resolve, Value } from './types.ts';
export { evaluate, recordResolver, test } from './evaluate.ts';
export { condFields, exprFees, exprFields } from './fields.ts';
