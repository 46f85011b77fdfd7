// An exact decimal: `units` × 10^-scale, on bigint, so no value ever passes through a float.
export interface Decimal {
  /** The digits as an integer, the sign included ("-12.50" -> -1250n). */
  readonly units: bigint;
  /** How many of the digits are decimals ("-12.50" -> 2); never negative. */
  readonly scale: number;
}
