import { describe, expect, it } from "vitest";
import { insertDecline, insertDelivery, insertSubscription, insertVendor } from "../../../../test/support/analytics";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import type { ShopAnalytics } from "../../../shared/schemas/analytics";

/**
 * Staff's clock: 26 November 2026 in Sydney. Deliveries due: 26 Nov … 9 Dec. On time: deliveries dated
 * 28 Aug … 25 Nov (the 90 days before today).
 */
const now = new Date("2026-11-26T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const alpha = await insertVendor(app, "Alpha Florals");
const bravo = await insertVendor(app, "Bravo Blooms");
const { subscriptionId: nsw } = await insertSubscription(app, { state: "NSW" });
const { subscriptionId: wa } = await insertSubscription(app, { state: "WA" });

// Due in the next 14 days.
await insertDelivery(app, nsw, { date: "2026-11-26", status: "to_order", supplierId: alpha });
const declined = await insertDelivery(app, wa, { date: "2026-11-26", status: "to_order", supplierId: null });
await insertDecline(app, declined, bravo);
await insertDelivery(app, wa, { date: "2026-11-27", status: "skipped" });
await insertDelivery(app, nsw, { date: "2026-11-27", status: "scheduled" });
await insertDelivery(app, nsw, { date: "2026-12-01", status: "ordered", supplierId: bravo });
await insertDelivery(app, nsw, { date: "2026-12-09", status: "shipped", supplierId: alpha });
await insertDelivery(app, nsw, { date: "2026-12-10", status: "to_order", supplierId: alpha });
await insertDelivery(app, wa, { date: "2026-12-02", status: "refunded" });
// Staff sent it themselves, no vendor: in hand, not unassigned.
await insertDelivery(app, wa, { date: "2026-12-03", status: "shipped", supplierId: null });
// Past: one still open (overdue), three delivered, one long ago.
await insertDelivery(app, nsw, { date: "2026-11-25", status: "to_order", supplierId: alpha });
// 20 Nov 23:30 Sydney: on its date.
await insertDelivery(app, nsw, {
  date: "2026-11-20",
  status: "delivered",
  supplierId: alpha,
  deliveredAt: "2026-11-20T12:30:00Z",
});
// 20 Nov 00:30 Sydney: a day late.
await insertDelivery(app, nsw, {
  date: "2026-11-19",
  status: "delivered",
  supplierId: alpha,
  deliveredAt: "2026-11-19T13:30:00Z",
});
// 18 Nov 23:30 in Perth (already 19 Nov 02:30 in Sydney): on time where the recipient lives.
await insertDelivery(app, wa, {
  date: "2026-11-18",
  status: "delivered",
  supplierId: alpha,
  deliveredAt: "2026-11-18T15:30:00Z",
});
// The first day of the 90, and the day before it.
await insertDelivery(app, nsw, {
  date: "2026-08-28",
  status: "delivered",
  supplierId: bravo,
  deliveredAt: "2026-08-27T23:00:00Z",
});
await insertDelivery(app, nsw, {
  date: "2026-08-27",
  status: "delivered",
  supplierId: bravo,
  deliveredAt: "2026-08-25T01:00:00Z",
});

async function figures(): Promise<ShopAnalytics> {
  const response = await app.inject({ url: "/api/admin/analytics", headers: { cookie: staff.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("deliveries due in the next 14 days", () => {
  it("counts each day's deliveries, flagging the unassigned and declined ones", async () => {
    const { upcoming } = await figures();
    expect(upcoming).toHaveLength(14);
    expect(upcoming[0]!.date).toBe("2026-11-26");
    expect(upcoming[13]!.date).toBe("2026-12-09");
    const byDay = Object.fromEntries(upcoming.map(({ date, ...rest }) => [date, rest]));
    expect(byDay["2026-11-26"]).toEqual({ total: 2, notYetOrdered: 0, inHand: 1, unassigned: 1, declined: 1 });
    expect(byDay["2026-11-27"]).toEqual({ total: 1, notYetOrdered: 1, inHand: 0, unassigned: 0, declined: 0 });
    expect(byDay["2026-12-01"]).toEqual({ total: 1, notYetOrdered: 0, inHand: 1, unassigned: 0, declined: 0 });
    expect(byDay["2026-12-02"]).toEqual({ total: 0, notYetOrdered: 0, inHand: 0, unassigned: 0, declined: 0 });
    expect(byDay["2026-12-09"]).toEqual({ total: 1, notYetOrdered: 0, inHand: 1, unassigned: 0, declined: 0 });
    expect(byDay["2026-12-03"]).toEqual({ total: 1, notYetOrdered: 0, inHand: 1, unassigned: 0, declined: 0 });
    expect(upcoming.reduce((sum, day) => sum + day.total, 0)).toBe(6);
  });
});

describe("vendor backlog and on-time rate", () => {
  it("counts each vendor's open orders and its deliveries on time over the last 90 days", async () => {
    const { vendors } = await figures();
    expect(vendors).toMatchObject({
      onTimeFrom: "2026-08-28",
      onTimeTo: "2026-11-25",
      onTime: 3,
      due: 5,
      // The declined order of 26 Nov that no vendor holds now.
      unassignedOpen: 1,
    });
    expect(vendors.rows).toEqual([
      // Open: 26 Nov, 10 Dec and 25 Nov (overdue). Due 18–25 Nov: 4, of which 18 Nov (Perth) and 20 Nov on time.
      { supplierId: alpha, name: "Alpha Florals", open: 3, overdue: 1, due: 4, onTime: 2 },
      { supplierId: bravo, name: "Bravo Blooms", open: 1, overdue: 0, due: 1, onTime: 1 },
    ]);
  });
});
