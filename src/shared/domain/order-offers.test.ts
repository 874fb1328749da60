import { describe, expect, it } from "vitest";
import { offerDeadline, offerStateAfter, offerStateOf } from "./order-offers";

describe("offerDeadline", () => {
  it("is 24 hours after routing when the lock point is further off", () => {
    expect(offerDeadline(new Date("2026-11-23T00:00:00Z"), "2026-12-03", "VIC").toISOString()).toBe(
      "2026-11-24T00:00:00.000Z",
    );
  });

  it("is never later than the lock point (midnight 3 days before, where the recipient lives)", () => {
    // Perth (UTC+8): 30 November begins at 16:00 UTC on the 29th.
    expect(offerDeadline(new Date("2026-11-29T01:00:00Z"), "2026-12-03", "WA").toISOString()).toBe(
      "2026-11-29T16:00:00.000Z",
    );
  });

  it("gives at least 2 hours to an order routed at or after its lock point", () => {
    expect(offerDeadline(new Date("2026-12-01T05:00:00Z"), "2026-12-03", "NSW").toISOString()).toBe(
      "2026-12-01T07:00:00.000Z",
    );
  });
});

describe("offer states", () => {
  it("reads an order's offer, a legacy order counting as accepted", () => {
    expect(offerStateOf({ supplierId: null, acceptBy: null, acceptedAt: null })).toBe("unassigned");
    expect(offerStateOf({ supplierId: 1, acceptBy: "2026-11-24T00:00:00Z", acceptedAt: null })).toBe("offered");
    expect(offerStateOf({ supplierId: 1, acceptBy: null, acceptedAt: null })).toBe("accepted");
  });

  it("moves only as the table allows", () => {
    expect(offerStateAfter("offered", "accept")).toBe("accepted");
    expect(offerStateAfter("accepted", "decline")).toBeNull();
    expect(offerStateAfter("unassigned", "claim")).toBe("accepted");
    expect(offerStateAfter("offered", "claim")).toBeNull();
  });
});
