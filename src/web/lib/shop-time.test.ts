import { describe, expect, it } from "vitest";
import { formatShopDate, formatShopDateTime } from "./shop-time";

describe("staff times", () => {
  it("are Sydney's, labelled with the zone in force", () => {
    expect(formatShopDateTime("2026-12-02T23:04:05.000Z")).toBe("3 Dec 2026, 10:04 am AEDT");
    expect(formatShopDateTime("2026-07-01T00:30:00Z")).toBe("1 July 2026, 10:30 am AEST");
    expect(formatShopDateTime("2026-11-23T00:04:05.000Z", { withSeconds: true })).toBe("23 Nov 2026, 11:04:05 am AEDT");
  });

  it("give the Sydney day, which may be a day after the UTC one", () => {
    expect(formatShopDate("2026-12-02T23:04:05.000Z")).toBe("3 Dec 2026");
  });

  it("show an unreadable value as it came", () => {
    expect(formatShopDateTime("not a date")).toBe("not a date");
    expect(formatShopDateTime(null)).toBe("");
    expect(formatShopDate(undefined)).toBe("");
  });
});
