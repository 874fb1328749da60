import { describe, expect, it } from "vitest";
import { cellText, dayTone, type LoadVendor, shortDay, vendorSummary } from "./vendor-load-rules";

const day = (date: string, orders: number, closed = false) => ({ date, orders, closed });

describe("the load chart's words", () => {
  it("tells each day's standing against capacity", () => {
    expect(dayTone(day("2026-11-27", 30), 20)).toBe("over");
    expect(dayTone(day("2026-11-27", 20), 20)).toBe("full");
    expect(dayTone(day("2026-11-27", 16), 20)).toBe("busy");
    expect(dayTone(day("2026-11-27", 3), 20)).toBe("room");
    expect(dayTone(day("2026-11-27", 3, true), 20)).toBe("closed");
  });

  it("writes cells and a summary a screen reader can use", () => {
    expect(cellText(day("2026-11-27", 30), 20)).toBe("30 of 20");
    expect(cellText(day("2026-11-29", 0, true), 20)).toBe("Closed");
    expect(cellText(day("2026-11-29", 2, true), 20)).toBe("Closed (2 of 20)");
    expect(shortDay("2026-11-23")).toBe("Mon 23");
    const vendor: LoadVendor = {
      id: 1,
      name: "Peak Florals",
      dailyCapacity: 20,
      days: [day("2026-11-26", 4), day("2026-11-27", 30), day("2026-11-28", 20), day("2026-11-29", 0, true)],
    };
    expect(vendorSummary(vendor)).toBe(
      "Peak Florals: busiest 27 Nov 2026 with 30 of 20 orders; full or over on 27 Nov 2026, 28 Nov 2026; closed 29 Nov 2026.",
    );
  });
});

describe("the whole shop's chart", () => {
  it("adds every vendor's orders and the unassigned ones per day, against all vendors' capacity", async () => {
    const { shopTotals } = await import("./vendor-load-rules");
    const totals = shopTotals({
      from: "2026-11-26",
      to: "2026-11-27",
      unassigned: [
        { date: "2026-11-26", orders: 0 },
        { date: "2026-11-27", orders: 12 },
      ],
      vendors: [
        { id: 1, name: "A", dailyCapacity: 20, days: [day("2026-11-26", 3), day("2026-11-27", 20)] },
        { id: 2, name: "B", dailyCapacity: 10, days: [day("2026-11-26", 0, true), day("2026-11-27", 10)] },
      ],
    });
    expect(totals.dailyCapacity).toBe(30);
    expect(totals.days.map((d) => d.orders)).toEqual([3, 42]);
  });
});
