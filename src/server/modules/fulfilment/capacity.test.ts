import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox, fulfilmentOrders } from "../../db/schema";

/**
 * Capacity and closures (issue 17, PRODUCT.md "Vendors' orders and payouts"): routing skips a vendor
 * full or closed on the delivery date, counting what it routed earlier in the same run; claiming
 * respects both; staff see and change capacity, read each vendor's load per day, and route an
 * unassigned order again. Each scenario lives in its own city so the vendors of one do not reach another.
 */
// Paid on Monday 23 November 2026 (Sydney): each first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const DAY = "2026-12-03";
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const inject = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function approvedVendor(overrides: Record<string, unknown>) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return vendor;
}
const setCapacity = (cookie: string, dailyCapacity: number, closedDates: string[] = []) =>
  inject("PUT", "/api/vendor/capacity", cookie, { dailyCapacity, closedDates });
const orderOf = async (subscriptionId: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId)))[0]!;
const subscriptions = (count: number, place: { postcode: string; state: string; suburb: string }) =>
  Promise.all(Array.from({ length: count }, () => paidSubscription(app, place)));

describe("routing with capacity", () => {
  it("skips a full vendor for the next one, counting the orders it routed earlier in the same run", async () => {
    // Fitzroy is 1.4 km from the city, Frankston 41 km (it lists 3000 in its area).
    const fitzroy = await approvedVendor({ businessName: "Fitzroy Stems", serviceArea: "3065 and nearby" });
    const frankston = await approvedVendor({
      businessName: "Frankston Flowers",
      suburb: "Frankston",
      postcode: "3199",
      serviceArea: "3000 and nearby",
    });
    expect((await setCapacity(fitzroy.cookie, 2)).statusCode).toBe(200);
    const buyers = await subscriptions(3, { postcode: "3000", state: "VIC", suburb: "Melbourne" });
    const run = await generateOrders(app, staff.cookie);
    expect(run.unassigned).toBe(0);
    const orders = await Promise.all(buyers.map((b) => orderOf(b.subscriptionId)));
    expect(orders.every((o) => o.deliveryDate === DAY)).toBe(true);
    const to = orders.map((o) => o.supplierId);
    expect(to.filter((id) => id === fitzroy.supplierId)).toHaveLength(2);
    expect(to.filter((id) => id === frankston.supplierId)).toHaveLength(1);
  });

  it("skips a vendor closed on the delivery date, and leaves the order unassigned when nobody has room", async () => {
    // Surry Hills is 2 km from the city, Newtown 8 km.
    const surry = await approvedVendor({
      businessName: "Surry Hills Blooms",
      suburb: "Surry Hills",
      state: "NSW",
      postcode: "2010",
      serviceArea: "2000 and nearby",
    });
    const newtown = await approvedVendor({
      businessName: "Newtown Petals",
      suburb: "Newtown",
      state: "NSW",
      postcode: "2042",
      serviceArea: "2000 and nearby",
    });
    expect((await setCapacity(surry.cookie, 20, [DAY])).statusCode).toBe(200);
    expect((await setCapacity(newtown.cookie, 1)).statusCode).toBe(200);
    const [first, second] = await subscriptions(2, { postcode: "2000", state: "NSW", suburb: "Sydney" });
    await generateOrders(app, staff.cookie);
    const orders = [await orderOf(first!.subscriptionId), await orderOf(second!.subscriptionId)];
    expect(orders.map((o) => o.supplierId).sort()).toEqual([newtown.supplierId, null].sort());
  });
});

describe("a suspended vendor's orders passed on", () => {
  it("go to the next vendor only while it has room that day; the rest stay unassigned", async () => {
    const city = await approvedVendor({
      businessName: "Rundle Flowers",
      suburb: "Adelaide",
      state: "SA",
      postcode: "5000",
      serviceArea: "5000 and nearby",
    });
    const north = await approvedVendor({
      businessName: "North Adelaide Posies",
      suburb: "North Adelaide",
      state: "SA",
      postcode: "5006",
      serviceArea: "5000 and nearby",
    });
    const buyers = await subscriptions(2, { postcode: "5000", state: "SA", suburb: "Adelaide" });
    await generateOrders(app, staff.cookie);
    const before = await Promise.all(buyers.map((b) => orderOf(b.subscriptionId)));
    expect(before.map((o) => o.supplierId)).toEqual([city.supplierId, city.supplierId]);
    expect((await setCapacity(north.cookie, 1)).statusCode).toBe(200);

    const suspended = await inject("POST", `/api/admin/vendors/${city.supplierId}/suspend`, staff.cookie, {
      reason: "Closed for renovations.",
    });
    expect(suspended.json()).toMatchObject({ ordersPassedOn: 2 });
    const after = await Promise.all(buyers.map((b) => orderOf(b.subscriptionId)));
    expect(after.map((o) => o.supplierId).sort()).toEqual([north.supplierId, null].sort());
  });
});

describe("claiming a Nearby Order", () => {
  it("respects capacity and closures with a clear message, and two claims at once cannot pass capacity", async () => {
    // Nobody covers Brisbane when the orders are made: they stay unassigned, Nearby Orders.
    const buyers = await subscriptions(3, { postcode: "4000", state: "QLD", suburb: "Brisbane City" });
    await generateOrders(app, staff.cookie);
    const ids = await Promise.all(buyers.map(async (b) => (await orderOf(b.subscriptionId)).id));
    const brisbane = await approvedVendor({
      businessName: "River City Flowers",
      suburb: "Brisbane City",
      state: "QLD",
      postcode: "4000",
      serviceArea: "4000 and nearby",
    });
    expect((await setCapacity(brisbane.cookie, 1, [])).statusCode).toBe(200);

    const nearby = (await inject("GET", "/api/vendor/nearby-orders", brisbane.cookie)).json() as { id: number }[];
    expect(nearby.map((o) => o.id).sort()).toEqual([...ids].sort());
    // Two claims at once with room for one: exactly one wins.
    const both = await Promise.all(
      ids.slice(0, 2).map((id) => inject("POST", `/api/vendor/orders/${id}/claim`, brisbane.cookie)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      "You are fully booked on 3 Dec 2026 (1 of 1 orders). Raise your daily capacity in Settings to take more.",
    );
    const held = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.supplierId, brisbane.supplierId));
    expect(held).toHaveLength(1);

    // Room for more, but closed that day.
    expect((await setCapacity(brisbane.cookie, 5, [DAY])).statusCode).toBe(200);
    const closed = await inject("POST", `/api/vendor/orders/${ids[2]}/claim`, brisbane.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      "You are closed on 3 Dec 2026. Remove it from your closed dates in Settings to take this order.",
    );
    expect((await orderOf(buyers[2]!.subscriptionId)).supplierId).toBeNull();

    // Open again, with room: the claim goes through.
    expect((await setCapacity(brisbane.cookie, 5, [])).statusCode).toBe(200);
    expect((await inject("POST", `/api/vendor/orders/${ids[2]}/claim`, brisbane.cookie)).statusCode).toBe(200);
    expect((await orderOf(buyers[2]!.subscriptionId)).supplierId).toBe(brisbane.supplierId);
  });
});

describe("staff and capacity", () => {
  it("see and change a vendor's capacity; bad figures change nothing", async () => {
    const vendor = await approvedVendor({
      businessName: "Capacity Co",
      suburb: "Hobart",
      state: "TAS",
      postcode: "7000",
      serviceArea: "7000 and nearby",
    });
    const listed = (await inject("GET", "/api/admin/vendors?status=approved", staff.cookie)).json() as {
      id: number;
      dailyCapacity: number;
    }[];
    expect(listed.find((v) => v.id === vendor.supplierId)?.dailyCapacity).toBe(20);
    const changed = await inject("PATCH", `/api/admin/vendors/${vendor.supplierId}`, staff.cookie, {
      dailyCapacity: 35,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().dailyCapacity).toBe(35);
    for (const bad of [0, 501, 2.5, "ten", -3, null]) {
      const response = await inject("PATCH", `/api/admin/vendors/${vendor.supplierId}`, staff.cookie, {
        dailyCapacity: bad,
      });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.body).toContain("Daily capacity must be a whole number from 1 to 500");
    }
    expect((await inject("GET", "/api/vendor/capacity", vendor.cookie)).json().dailyCapacity).toBe(35);
  });

  it("the load chart counts the orders per vendor per day against capacity, marks closed days and shows a peak", async () => {
    const vendor = await approvedVendor({
      businessName: "Peak Florals",
      suburb: "Darwin",
      state: "NT",
      postcode: "0800",
      serviceArea: "0800 and nearby",
    });
    const other = await approvedVendor({
      businessName: "Quiet Florals",
      suburb: "Darwin",
      state: "NT",
      postcode: "0800",
      serviceArea: "0800 and nearby",
    });
    expect((await setCapacity(vendor.cookie, 20, ["2026-11-29"])).statusCode).toBe(200);
    const { subscriptionId } = await paidSubscription(app, { postcode: "0800", state: "NT", suburb: "Darwin" });
    // Rows the test writes itself: a Mother's Day-like peak of 30 on 27 Nov, 2 on 24 Nov, and rows
    // that are no order (a skipped delivery) or outside the window, which must not count.
    let slot = 0;
    const row = (deliveryDate: string, status: string, supplierId: number | null) => {
      slot++;
      const slotDate = `2030-01-${String((slot % 28) + 1).padStart(2, "0")}`;
      return { subscriptionId, deliveryDate, slotDate, specialDateType: `t${slot}`, status, supplierId };
    };
    await db
      .insert(fulfilmentOrders)
      .values([
        ...Array.from({ length: 30 }, (_, i) => row("2026-11-27", i < 25 ? "to_order" : "shipped", vendor.supplierId)),
        row("2026-11-24", "to_order", vendor.supplierId),
        row("2026-11-24", "delivered", vendor.supplierId),
        row("2026-11-24", "skipped", vendor.supplierId),
        row("2026-12-07", "to_order", vendor.supplierId),
        row("2026-11-22", "to_order", vendor.supplierId),
        row("2026-11-25", "to_order", other.supplierId),
        row("2026-11-26", "to_order", null),
        row("2026-11-26", "to_order", null),
      ]);

    const load = await inject("GET", "/api/admin/vendor-load", staff.cookie);
    expect(load.statusCode).toBe(200);
    const body = load.json() as {
      from: string;
      to: string;
      unassigned: { date: string; orders: number }[];
      vendors: { id: number; dailyCapacity: number; days: { date: string; orders: number; closed: boolean }[] }[];
    };
    expect(body).toMatchObject({ from: "2026-11-23", to: "2026-12-06" });
    const peak = body.vendors.find((v) => v.id === vendor.supplierId)!;
    expect(peak.dailyCapacity).toBe(20);
    expect(peak.days).toHaveLength(14);
    const ordersOn = Object.fromEntries(peak.days.filter((d) => d.orders).map((d) => [d.date, d.orders]));
    expect(ordersOn).toEqual({ "2026-11-24": 2, "2026-11-27": 30 });
    expect(peak.days.filter((d) => d.closed).map((d) => d.date)).toEqual(["2026-11-29"]);
    const quiet = body.vendors.find((v) => v.id === other.supplierId)!;
    expect(quiet.days.filter((d) => d.orders).map((d) => [d.date, d.orders])).toEqual([["2026-11-25", 1]]);
    expect(body.unassigned.find((d) => d.date === "2026-11-26")?.orders).toBeGreaterThanOrEqual(2);
  });
});

describe("routing an unassigned order again", () => {
  it("after staff raise a full vendor's capacity, Route again gives it the order and e-mails it", async () => {
    const perth = await approvedVendor({
      businessName: "Swan Flowers",
      suburb: "Perth",
      state: "WA",
      postcode: "6000",
      serviceArea: "6000 and nearby",
    });
    expect((await setCapacity(perth.cookie, 1)).statusCode).toBe(200);
    const [first, second] = await subscriptions(2, { postcode: "6000", state: "WA", suburb: "Perth" });
    await generateOrders(app, staff.cookie);
    const orders = [await orderOf(first!.subscriptionId), await orderOf(second!.subscriptionId)];
    const stranded = orders.find((o) => o.supplierId === null)!;
    expect(orders.filter((o) => o.supplierId === perth.supplierId)).toHaveLength(1);

    const full = await inject("POST", `/api/admin/fulfillment-orders/${stranded.id}/route`, staff.cookie);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ routed: false, supplierId: null });
    expect(full.json().message).toBe("No vendor with room covers this order on 3 Dec 2026: it stays unassigned.");

    await inject("PATCH", `/api/admin/vendors/${perth.supplierId}`, staff.cookie, { dailyCapacity: 2 });
    const routed = await inject("POST", `/api/admin/fulfillment-orders/${stranded.id}/route`, staff.cookie);
    expect(routed.json()).toMatchObject({ routed: true, supplierId: perth.supplierId, vendorName: "Swan Flowers" });
    expect((await orderOf(stranded.subscriptionId)).supplierId).toBe(perth.supplierId);
    const told = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, "order-routed"),
          eq(emailOutbox.dedupeKey, `rerouted:${perth.supplierId}:${stranded.id}`),
        ),
      );
    expect(told).toHaveLength(1);

    // An order that has a vendor is not routed again; an unknown one is not found.
    const again = await inject("POST", `/api/admin/fulfillment-orders/${stranded.id}/route`, staff.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an unassigned order still to be made can be routed again.");
    expect((await inject("POST", "/api/admin/fulfillment-orders/999999/route", staff.cookie)).statusCode).toBe(404);
  });
});
