import { describe, expect, it } from "vitest";
import {
  declinesSummary,
  onTimePercent,
  onTimeSummary,
  ordersSummary,
  totalDeclines,
  totalOrders,
  weekLabel,
  weekRows,
} from "./chart-data";

const week = (
  w: string,
  counts: Partial<
    Record<"to_order" | "ordered" | "dispatch_scheduled" | "shipped" | "delivered" | "declined", number>
  > = {},
) => ({
  weekStart: w,
  to_order: 0,
  ordered: 0,
  dispatch_scheduled: 0,
  shipped: 0,
  delivered: 0,
  declined: 0,
  ...counts,
});

describe("weekRows", () => {
  it("orders weeks, labels them by their Monday and totals each", () => {
    const rows = weekRows({
      weeks: [week("2026-11-30", { delivered: 3, shipped: 1 }), week("2026-11-23", { to_order: 2 })],
    });
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ["23 Nov", 2],
      ["30 Nov", 4],
    ]);
    expect(rows[1]).toMatchObject({ delivered: 3, shipped: 1, to_order: 0, ordered: 0 });
    expect(totalOrders(rows)).toBe(6);
  });

  it("counts declines apart from the orders (they went to other vendors)", () => {
    const rows = weekRows({ weeks: [week("2026-11-23", { to_order: 1, declined: 2 }), week("2026-11-30")] });
    expect(rows[0]).toMatchObject({ total: 1, declined: 2 });
    expect(totalDeclines(rows)).toBe(2);
    expect(declinesSummary(rows)).toBe("You declined 2 orders in these weeks; they went to other vendors.");
    expect(declinesSummary(weekRows({ weeks: [week("2026-11-23")] }))).toBe(
      "You haven't declined any orders in these weeks.",
    );
  });

  it("never draws a negative bar", () => {
    expect(weekRows({ weeks: [week("2026-11-23", { ordered: -2 })] })[0].ordered).toBe(0);
  });

  it("shows an unexpected week as it came", () => {
    expect(weekLabel("2026-13-01")).toBe("2026-13-01");
    expect(weekLabel("later")).toBe("later");
  });

  it("reads no weeks as no orders", () => {
    const rows = weekRows({ weeks: [] });
    expect(totalOrders(rows)).toBe(0);
    expect(ordersSummary(rows)).toBe("No orders yet.");
  });
});

describe("summaries", () => {
  it("names the total and the busiest week", () => {
    const rows = weekRows({
      weeks: [week("2026-11-16", { delivered: 1 }), week("2026-11-23", { delivered: 4, shipped: 1 })],
    });
    expect(ordersSummary(rows)).toBe("6 orders over 2 weeks; the busiest was the week of 23 Nov with 5.");
  });

  it("turns the on-time rate into a whole percentage", () => {
    expect(onTimePercent(null)).toBeNull();
    expect(onTimePercent(0.956)).toBe(96);
    expect(onTimePercent(0)).toBe(0);
    expect(onTimePercent(1)).toBe(100);
  });

  it("words the on-time rate, or its absence", () => {
    expect(onTimeSummary(96, 25)).toBe("96% of 25 delivered orders were dispatched on time.");
    expect(onTimeSummary(null, 0)).toMatch(/No delivered orders yet/);
  });
});
