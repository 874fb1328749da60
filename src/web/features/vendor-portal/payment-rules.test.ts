import { describe, expect, it } from "vitest";
import { hasNoPayments, monthText, paymentRows } from "./payment-rules";

describe("payment rules", () => {
  it("names months the en-AU way", () => {
    expect(monthText("2026-11")).toBe("Nov 2026");
    expect(monthText("2027-01")).toBe("Jan 2027");
    expect(monthText("2026-13")).toBe("2026-13");
    expect(monthText("soon")).toBe("soon");
  });

  it("lists months latest first with dollar amounts", () => {
    const rows = paymentRows({
      months: [
        { month: "2026-10", deliveredOrders: 2, earnedCents: 9000, pendingCents: 0 },
        { month: "2026-11", deliveredOrders: 1, earnedCents: 4500, pendingCents: 123456 },
      ],
    });
    expect(rows).toEqual([
      { month: "2026-11", label: "Nov 2026", deliveredOrders: 1, earned: "$45.00", pending: "$1,234.56" },
      { month: "2026-10", label: "Oct 2026", deliveredOrders: 2, earned: "$90.00", pending: "$0.00" },
    ]);
  });

  it("is empty only with no months and nothing owed", () => {
    expect(hasNoPayments({ months: [], earnedCents: 0, pendingCents: 0 })).toBe(true);
    expect(hasNoPayments({ months: [], earnedCents: 0, pendingCents: 4500 })).toBe(false);
  });
});
