import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysIso } from "./dates";
import { addCycles, deliveryCycle, FREQUENCIES } from "./frequency";
import {
  type BillingPlan,
  billingCycle,
  billingOptions,
  chargeCents,
  chargeSummary,
  deliveriesPerCharge,
  firstPaymentCents,
  gstIncludedCents,
} from "./pricing";

describe("the price function (PRODUCT.md: a delivery costs $100 whatever the frequency)", () => {
  // Regression: weekly, fortnightly and quarterly plans were delivered on their cycle but billed $100 a month.
  it.each([
    ["weekly", 10_000, 468_000, { unit: "days", count: 7 }, { unit: "days", count: 364 }],
    ["fortnightly", 10_000, 234_000, { unit: "days", count: 14 }, { unit: "days", count: 364 }],
    ["monthly", 10_000, 108_000, { unit: "months", count: 1 }, { unit: "months", count: 12 }],
    ["quarterly", 10_000, 36_000, { unit: "months", count: 3 }, { unit: "months", count: 12 }],
  ] as const)("%s: $100 each delivery cycle, or a year upfront less 10%%", (frequency, payg, annual, cycle, year) => {
    expect(chargeCents(frequency, "pay-as-you-go")).toBe(payg);
    expect(chargeCents(frequency, "annual")).toBe(annual);
    expect(billingCycle(frequency, "pay-as-you-go")).toEqual(cycle);
    expect(billingCycle(frequency, "annual")).toEqual(year);
  });

  // Regression: an annual weekly plan renewed every 12 months, and a year holds 52 or 53 weekly
  // deliveries: now and then a 53rd box went unpaid.
  it("each charge pays for exactly the deliveries dated before the next charge, whenever it starts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FREQUENCIES),
        fc.constantFrom("pay-as-you-go", "annual"),
        fc.integer({ min: 0, max: 3000 }),
        (frequency, plan: BillingPlan, offset) => {
          const paid = addDaysIso("2026-01-01", offset);
          const nextCharge = addCycles(paid, billingCycle(frequency, plan), 1);
          const deliveries = Array.from({ length: 60 }, (_, k) => addCycles(paid, deliveryCycle(frequency), k));
          expect(deliveries.filter((date) => date < nextCharge)).toHaveLength(deliveriesPerCharge(frequency, plan));
        },
      ),
    );
  });

  it("never delivers more often than it is paid for: each charge pays for the deliveries until the next", () => {
    for (const frequency of FREQUENCIES) {
      expect(deliveriesPerCharge(frequency, "pay-as-you-go")).toBe(1);
      expect(chargeCents(frequency, "annual")).toBe(deliveriesPerCharge(frequency, "annual") * 9_000);
    }
  });

  it("adds $75 per special-date add-on to the first payment, GST being one eleventh", () => {
    expect(firstPaymentCents("monthly", "pay-as-you-go", 2)).toBe(25_000);
    expect(firstPaymentCents("weekly", "annual", 1)).toBe(475_500);
    expect(gstIncludedCents(108_000)).toBe(9_818);
  });

  it("offers the two ways to pay as the checkout reads them", () => {
    expect(billingOptions("monthly").map((o) => [o.label, o.priceCents, o.per, o.badge])).toEqual([
      ["Monthly", 10_000, "month", null],
      ["Annual", 108_000, "year", "Save 10%"],
    ]);
    expect(billingOptions("fortnightly").map((o) => [o.label, o.priceCents, o.per])).toEqual([
      ["Every 2 Weeks", 10_000, "fortnight"],
      ["Annual", 234_000, "52 weeks"],
    ]);
    expect(billingOptions("weekly")[1]!.note).toBe("52 deliveries paid upfront, one payment.");
  });

  it("says what the buyer pays in words", () => {
    expect(chargeSummary("fortnightly", "pay-as-you-go")).toBe("$100.00 every fortnight");
    expect(chargeSummary("quarterly", "annual")).toBe("$360.00 a year");
    expect(chargeSummary("weekly", "annual")).toBe("$4,680.00 every 52 weeks");
  });
});
