import { describe, expect, it } from "vitest";
import { dollarsToCents, signedCents, stateText } from "./payout-rules";

describe("dollarsToCents", () => {
  it.each([
    ["12.50", 1250],
    ["-12.5", -1250],
    ["$40", 4000],
    [" - 0.05 ", -5],
    ["100000", 10_000_000],
  ])("%s is %i cents", (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(["", "0", "0.00", "abc", "12.345", "1,000", "--5", "1e3"])("refuses %j", (text) =>
    expect(dollarsToCents(text)).toBeNull(),
  );
});

describe("labels", () => {
  it("signs adjustments and names the paid reference", () => {
    expect(signedCents(1250)).toBe("+$12.50");
    expect(signedCents(-500)).toBe("-$5.00");
    expect(stateText("paid", "EFT-1")).toBe("Paid (EFT-1)");
    expect(stateText("open", null)).toBe("Open");
  });
});
