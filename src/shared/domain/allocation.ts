import { gstIncludedCents } from "./pricing";

/**
 * How a payment is shared among the deliveries it pays for, in exact cents (GST included, the GST
 * share alongside). The shares always add up to the payment and its GST exactly: whole cents are
 * handed out by largest remainder, earliest first on a tie, so a $1,080 year of 12 boxes is twelve
 * $90.00 shares and $100 for three is $33.34 + $33.33 + $33.33.
 */
export interface Allocation {
  cents: number;
  gstCents: number;
}

/** `total` split in proportion to `weights` (non-negative integers); equal weights when all are 0. */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wsum = sum > 0 ? sum : weights.length;
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  // Integer arithmetic throughout: floor shares, then the leftover cents by largest remainder.
  const shares = w.map((x) => Math.floor((abs * x) / wsum));
  let left = abs - shares.reduce((a, b) => a + b, 0);
  const order = w.map((x, i) => ({ i, rem: (abs * x) % wsum })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares.map((s) => s * sign);
}

/**
 * A payment of `totalCents` (its GST one eleventh, as charged) allocated to items priced `prices`:
 * each item's cents in proportion to its price, each item's GST in proportion to its cents.
 */
export function allocatePayment(
  totalCents: number,
  prices: readonly number[],
  gstCents = gstIncludedCents(totalCents),
) {
  const cents = splitCents(totalCents, prices);
  const gst = splitCents(
    gstCents,
    cents.map((c) => Math.abs(c)),
  );
  return cents.map((c, i): Allocation => ({ cents: c, gstCents: gst[i]! }));
}

/** A plan's charge shared equally among its regular deliveries, add-ons at their own price. */
export function allocateCharge(planCents: number, regularCount: number, addOnPrices: readonly number[]) {
  const total = planCents + addOnPrices.reduce((a, b) => a + b, 0);
  const even = splitCents(
    planCents,
    Array.from({ length: regularCount }, () => 1),
  );
  return allocatePayment(total, [...even, ...addOnPrices]);
}
