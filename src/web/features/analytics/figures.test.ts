import { describe, expect, it } from "vitest";
import { dayLabel, monthLabel, percent, revenueSummary, upcomingSummary, weeksSummary } from "./figures";

describe("the Analytics tab's words", () => {
  it("names months, days and rates", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
    expect(dayLabel("2026-11-26")).toBe("Thu 26 Nov");
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBeNull();
  });

  it("sums revenue with refunds as a positive amount given back", () => {
    const months = [
      { month: "2026-10", grossCents: 10_000, refundsCents: 0, netCents: 10_000, gstCents: 909 },
      { month: "2026-11", grossCents: 10_000, refundsCents: -5000, netCents: 5000, gstCents: 455 },
    ];
    expect(revenueSummary(months)).toBe("Over 2 months: $150.00 net after $50.00 refunded, including $13.64 GST.");
    expect(
      revenueSummary(months.map((m) => ({ ...m, grossCents: 0, refundsCents: 0, netCents: 0, gstCents: 0 }))),
    ).toBe("No payments in these months.");
  });

  it("flags deliveries with no vendor and declined ones in words", () => {
    const day = { date: "2026-11-26", total: 3, notYetOrdered: 1, inHand: 1, unassigned: 1, declined: 1 };
    expect(upcomingSummary([day])).toBe(
      "3 deliveries in the next 14 days; 1 order with no vendor, 1 order declined by a vendor.",
    );
    expect(upcomingSummary([{ ...day, total: 1, unassigned: 0, declined: 0 }])).toBe(
      "1 delivery in the next 14 days; every order has a vendor.",
    );
    expect(upcomingSummary([{ ...day, total: 0 }])).toBe("No deliveries in the next 14 days.");
  });

  it("sums the weeks' changes", () => {
    const weeks = [
      { weekStart: "2026-11-16", started: 2, paused: 1, cancelled: 0 },
      { weekStart: "2026-11-23", started: 1, paused: 0, cancelled: 1 },
    ];
    expect(weeksSummary(weeks)).toBe("Over 2 weeks: 3 started, 1 paused and 1 cancelled.");
  });
});
