/**
 * a·num/den rounded half up, for non-negative integers; BigInt so large products stay exact. The same
 * rounding as the price engine's lines (checkout/pricing.ts), so a refund of 100 % is the charge to the
 * halala.
 */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  return Number((n * 2n + d) / (d * 2n));
}
