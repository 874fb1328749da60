import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateCharge, allocatePayment, splitCents } from "./allocation";
import { gstIncludedCents } from "./pricing";

describe("allocating a payment to its deliveries (exact cents, GST included)", () => {
  it("a $1,080 year of 12 boxes is twelve $90 parts; its $98.18 GST shared to the cent", () => {
    const parts = allocateCharge(108_000, 12, []);
    expect(parts.map((p) => p.cents)).toEqual(Array(12).fill(9_000));
    expect(parts.reduce((sum, p) => sum + p.gstCents, 0)).toBe(gstIncludedCents(108_000));
  });

  it("$100 for three is $33.34 + $33.33 + $33.33, the odd cent earliest", () => {
    expect(splitCents(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
  });

  it("add-ons keep their own price beside the plan's share", () => {
    const parts = allocateCharge(10_000, 1, [7_500, 2_500]);
    expect(parts.map((p) => p.cents)).toEqual([10_000, 7_500, 2_500]);
  });

  it("any payment's parts add up to it and its GST exactly, and no part is negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 60 }),
        (total, weights) => {
          const parts = allocatePayment(total, weights);
          expect(parts.reduce((sum, p) => sum + p.cents, 0)).toBe(total);
          expect(parts.reduce((sum, p) => sum + p.gstCents, 0)).toBe(gstIncludedCents(total));
          expect(parts.every((p) => p.cents >= 0 && p.gstCents >= 0)).toBe(true);
        },
      ),
    );
  });

  it("a refund (negative) splits the same way", () => {
    expect(splitCents(-10_000, [1, 1, 1])).toEqual([-3_334, -3_333, -3_333]);
  });
});
