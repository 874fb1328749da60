import { describe, expect, it } from "vitest";
import { specialDatePriceCents } from "./confirmation-helpers";

describe("specialDatePriceCents", () => {
  it("prefers cents, then dollars", () => {
    expect(specialDatePriceCents({ priceCents: 7500, price: 1 })).toBe(7500);
    expect(specialDatePriceCents({ price: 80 })).toBe(8000);
    expect(specialDatePriceCents({ price: 74.99 })).toBe(7499);
  });

  it("shows $75.00 when the price is missing", () => {
    expect(specialDatePriceCents({})).toBe(7500);
    expect(specialDatePriceCents({ priceCents: null, price: null })).toBe(7500);
  });
});
