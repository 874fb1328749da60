import { describe, expect, it } from "vitest";
import { receiptEmailLine, specialDatePriceCents } from "./confirmation-helpers";

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

describe("receiptEmailLine", () => {
  it("keeps the sent line once the payment is confirmed", () => {
    const line = receiptEmailLine(false);
    expect(`${line.before} jo@example.com${line.after}`).toBe("A confirmation email has been sent to jo@example.com.");
  });

  it("does not claim the e-mail was sent while the payment is still being confirmed", () => {
    const line = receiptEmailLine(true);
    const text = `${line.before} jo@example.com${line.after}`;
    expect(text).not.toMatch(/has been sent/);
    expect(text).toBe("We'll email your receipt to jo@example.com as soon as your payment is confirmed.");
  });
});
