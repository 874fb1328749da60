import { describe, expect, it } from "vitest";
import { monthLabel, monthRows, onTimePercent, onTimeSummary, ordersSummary, totalOrders } from "./chart-data";

const month = (
  m: string,
  counts: Partial<Record<"to_order" | "ordered" | "scheduled" | "shipped" | "delivered", number>> = {},
) => ({
  month: m,
  to_order: 0,
  ordered: 0,
  scheduled: 0,
  shipped: 0,
  delivered: 0,
  ...counts,
});

describe("monthRows", () => {
  it("orders months, labels them and totals each", () => {
    const rows = monthRows({
      months: [month("2026-12", { delivered: 3, shipped: 1 }), month("2026-11", { to_order: 2 })],
    });
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ["Nov 2026", 2],
      ["Dec 2026", 4],
    ]);
    expect(rows[1]).toMatchObject({ delivered: 3, shipped: 1, to_order: 0, ordered: 0 });
    expect(totalOrders(rows)).toBe(6);
  });

  it("never draws a negative bar", () => {
    expect(monthRows({ months: [month("2026-11", { ordered: -2 })] })[0].ordered).toBe(0);
  });

  it("shows an unexpected month as it came", () => {
    expect(monthLabel("2026-13")).toBe("2026-13");
    expect(monthLabel("later")).toBe("later");
  });

  it("reads no months as no orders", () => {
    const rows = monthRows({ months: [] });
    expect(totalOrders(rows)).toBe(0);
    expect(ordersSummary(rows)).toBe("No orders yet.");
  });
});

describe("summaries", () => {
  it("names the total and the busiest month", () => {
    const rows = monthRows({
      months: [month("2026-10", { delivered: 1 }), month("2026-11", { delivered: 4, shipped: 1 })],
    });
    expect(ordersSummary(rows)).toBe("6 orders over 2 months; the busiest was Nov 2026 with 5.");
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
