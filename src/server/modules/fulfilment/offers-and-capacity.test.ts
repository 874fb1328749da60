import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { fulfilmentOrders } from "../../db/schema";

/**
 * Offers and capacity together (issue 17): a declined order passes on only to a vendor with room that
 * day; staff's Route again never gives it back to the vendor that declined it, and opens an offer the
 * next vendor must accept, like any routed order.
 */
const now = new Date("2026-11-23T00:00:00Z"); // paid Monday 23 November: the first box is due 3 December
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
const orderOf = async (subscriptionId: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId)))[0]!;

describe("a declined order, a full vendor, and Route again", () => {
  it("goes unassigned while the next florist is full, then to it (never back) with a deadline it accepts", async () => {
    const hobart = { postcode: "7000", state: "TAS", suburb: "Hobart" };
    const first = await approvedVendor({
      businessName: "Salamanca Stems",
      suburb: "Hobart",
      state: "TAS",
      postcode: "7000",
    });
    const second = await approvedVendor({
      businessName: "Sandy Bay Blooms",
      suburb: "Sandy Bay",
      state: "TAS",
      postcode: "7005",
    });
    // The second florist can take one order a day, and already has one on the 3rd.
    expect(
      (await inject("PUT", "/api/vendor/capacity", second.cookie, { dailyCapacity: 1, closedDates: [] })).statusCode,
    ).toBe(200);
    const [mine, other] = [await paidSubscription(app, hobart), await paidSubscription(app, hobart)];
    await generateOrders(app, staff.cookie);
    const otherOrder = await orderOf(other.subscriptionId);
    if (otherOrder.supplierId !== second.supplierId)
      await inject("PATCH", `/api/admin/fulfillment-orders/${otherOrder.id}`, staff.cookie, {
        supplierId: second.supplierId,
      });
    let order = await orderOf(mine.subscriptionId);
    if (order.supplierId !== first.supplierId)
      await inject("PATCH", `/api/admin/fulfillment-orders/${order.id}`, staff.cookie, {
        supplierId: first.supplierId,
      });

    const declined = await inject("POST", `/api/vendor/orders/${order.id}/decline`, first.cookie, { reason: "closed" });
    expect(declined.statusCode, declined.body).toBe(200);
    order = await orderOf(mine.subscriptionId);
    expect(order).toMatchObject({ supplierId: null, acceptBy: null });

    const full = (await inject("POST", `/api/admin/fulfillment-orders/${order.id}/route`, staff.cookie)).json();
    expect(full).toMatchObject({ routed: false });

    await inject("PATCH", `/api/admin/vendors/${second.supplierId}`, staff.cookie, { dailyCapacity: 2 });
    const routed = (await inject("POST", `/api/admin/fulfillment-orders/${order.id}/route`, staff.cookie)).json();
    // The first florist is nearer and has room, but declined it: the order goes to the second.
    expect(routed).toMatchObject({ routed: true, supplierId: second.supplierId });
    order = await orderOf(mine.subscriptionId);
    expect(order.acceptedAt).toBeNull();
    expect(order.acceptBy?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    const card = (await inject("GET", "/api/vendor/orders", second.cookie))
      .json()
      .find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({ offerState: "offered" });

    expect((await inject("POST", `/api/vendor/orders/${order.id}/accept`, second.cookie)).statusCode).toBe(200);
    expect((await orderOf(mine.subscriptionId)).acceptedAt).not.toBeNull();
    const kinds = (await inject("GET", `/api/admin/fulfillment-orders/${order.id}/events`, staff.cookie))
      .json()
      .map((e: { kind: string }) => e.kind);
    expect(kinds.slice(-5)).toEqual(["declined", "passed_on", "unassigned", "offered", "accepted"]);
  });
});
