import { describe, expect, it } from "vitest";
import { pdfText } from "../../lib/pdf-text";
import { type PaidFor, paymentLines } from "./payment-document-lines";

const paid = (overrides: Partial<PaidFor>): PaidFor => ({
  kind: "initial",
  amountCents: 10_000,
  periodStart: "2026-11-21",
  boxName: "Seasonal Flowers",
  frequency: "monthly",
  billing: "pay-as-you-go",
  addOns: [],
  ...overrides,
});
const total = (lines: { amountCents: number }[]) => lines.reduce((sum, line) => sum + line.amountCents, 0);

describe("the lines a payment paid for", () => {
  it("cover the days one charge pays for: 52 weeks of weekly boxes a year, a quarter for a quarterly box", () => {
    const [weekly] = paymentLines(paid({ amountCents: 468_000, frequency: "weekly", billing: "annual" }));
    expect(weekly).toMatchObject({ quantity: 52, amountCents: 468_000 });
    expect(weekly!.detail).toBe("Annual plan, paid upfront: 52 deliveries, covers 21 Nov 2026 to 19 Nov 2027");
    const [quarterly] = paymentLines(paid({ kind: "renewal", frequency: "quarterly", periodStart: "2027-01-31" }));
    expect(quarterly!.description).toBe("Seasonal Flowers gift subscription, every 3 months deliveries");
    expect(quarterly!.detail).toBe("Pay as you go: 1 delivery, covers 31 Jan 2027 to 29 Apr 2027");
  });

  it("add up to the payment exactly, add-ons on the first payment only", () => {
    const addOns = [{ name: "Birthday", date: "2027-03-14", priceCents: 7_500 }];
    const first = paymentLines(paid({ amountCents: 17_500, addOns }));
    expect(first.map((l) => [l.description, l.amountCents])).toEqual([
      ["Seasonal Flowers gift subscription, monthly deliveries", 10_000],
      ["Birthday delivery (one-time add-on)", 7_500],
    ]);
    expect(total(first)).toBe(17_500);
    // A renewal carries no add-ons, and add-ons that would leave the plan nothing are not split off.
    expect(paymentLines(paid({ kind: "renewal", addOns }))).toHaveLength(1);
    expect(total(paymentLines(paid({ amountCents: 5_000, addOns })))).toBe(5_000);
  });

  it("make a negative payment one refund line for its whole amount", () => {
    const lines = paymentLines(paid({ kind: "refund", amountCents: -9_000, periodStart: null }));
    expect(lines).toEqual([
      {
        description: "Refund: Seasonal Flowers gift subscription, monthly deliveries",
        detail: "Paid deliveries that will not be sent",
        quantity: 1,
        amountCents: -9_000,
      },
    ]);
  });
});

describe("text the PDF's built-in fonts can draw", () => {
  it("keeps Latin-1 and typographic marks, and writes other letters as their base letter or ?", () => {
    expect(pdfText("Zoë O’Brien – “Mum”")).toBe("Zoë O’Brien – “Mum”");
    expect(pdfText("Łukasz Dvořák")).toBe("?ukasz Dvorák");
    expect(pdfText("美咲\tKim")).toBe("?? Kim");
  });
});
