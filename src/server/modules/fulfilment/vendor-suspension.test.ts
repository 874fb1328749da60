import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription, uploadPackagePhoto } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox, fulfilmentOrderEvents, fulfilmentOrders } from "../../db/schema";
import { RECIPIENT_HIDDEN } from "./vendor-order-view";

// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const inject = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return vendor;
}
const orderOf = async (subscriptionId: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId)))[0]!;
const giveTo = (orderId: number, supplierId: number) =>
  inject("PATCH", `/api/admin/fulfillment-orders/${orderId}`, staff.cookie, { supplierId });
const staffVendor = async (id: number) =>
  (await inject("GET", "/api/admin/vendors?status=all", staff.cookie)).json().find((v: { id: number }) => v.id === id);

const fitzroy = await approvedVendor();
const carlton = await approvedVendor({ businessName: "Carlton Stems", suburb: "Carlton", postcode: "3053" });
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

describe("suspending a vendor (issue 17)", () => {
  it("passes its open orders on by the routing rules (or unassigned), says how many, and keeps dispatched ones", async () => {
    const open = await paidSubscription(app, melbourne);
    const ordered = await paidSubscription(app, melbourne);
    const shipped = await paidSubscription(app, melbourne);
    // Ballarat: no other florist reaches it.
    const far = await paidSubscription(app, { postcode: "3350", state: "VIC", suburb: "Ballarat" });
    await generateOrders(app, staff.cookie);
    const ids = {
      open: (await orderOf(open.subscriptionId)).id,
      ordered: (await orderOf(ordered.subscriptionId)).id,
      shipped: (await orderOf(shipped.subscriptionId)).id,
      far: (await orderOf(far.subscriptionId)).id,
    };
    for (const id of Object.values(ids)) expect((await giveTo(id, fitzroy.supplierId)).statusCode).toBe(200);
    await inject("PATCH", `/api/admin/fulfillment-orders/${ids.ordered}`, staff.cookie, { status: "ordered" });
    const photo = await uploadPackagePhoto(app, fitzroy.cookie);
    const sent = await inject("POST", `/api/vendor/orders/${ids.shipped}/fulfilment`, fitzroy.cookie, {
      packagePhotoId: photo,
      inclusions: "Peonies and a card",
      dispatchDate: "2026-12-02",
      confirmed: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // The dialog's figure: three open orders, the dispatched one not counted.
    expect((await staffVendor(fitzroy.supplierId)).openOrders).toBe(3);
    const suspended = await inject("POST", `/api/admin/vendors/${fitzroy.supplierId}/suspend`, staff.cookie, {
      reason: "Closed for renovations.",
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ status: "suspended", ordersPassedOn: 3, openOrders: 0 });

    expect((await orderOf(open.subscriptionId)).supplierId).toBe(carlton.supplierId);
    // Passed on, an order starts again at its new vendor's first step, offered to it to accept.
    expect(await orderOf(ordered.subscriptionId)).toMatchObject({ supplierId: carlton.supplierId, status: "to_order" });
    expect((await orderOf(open.subscriptionId)).acceptBy).not.toBeNull();
    expect((await orderOf(far.subscriptionId)).supplierId).toBeNull();
    expect((await orderOf(shipped.subscriptionId)).supplierId).toBe(fitzroy.supplierId);
    const told = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order-offered"), eq(emailOutbox.toAddress, carlton.email)));
    expect(told).toHaveLength(2);
    const steps = await db.select().from(fulfilmentOrderEvents).where(eq(fulfilmentOrderEvents.orderId, ids.far));
    expect(steps.slice(-2)).toMatchObject([
      { kind: "passed_on", supplierId: fitzroy.supplierId, toSupplierId: null, reason: "suspended" },
      { kind: "unassigned", reason: "suspended" },
    ]);

    // From then on it sees no recipient data, and cannot change what it sent.
    const mine = await inject("GET", "/api/vendor/orders", fitzroy.cookie);
    expect(mine.statusCode).toBe(200);
    const orders = mine.json() as { id: number; recipientName: string; address: Record<string, unknown> }[];
    expect(orders.map((o) => o.id)).toEqual([ids.shipped]);
    expect(orders[0]).toMatchObject({
      recipientName: RECIPIENT_HIDDEN,
      address: { line1: null, suburb: null, state: null, postcode: null },
      recipientPhone: null,
      personalMessage: null,
      preferences: [],
    });
    expect(JSON.stringify(orders)).not.toMatch(/Jamie|Banksia|0400 111 222|brighter/);
    const again = await inject("POST", `/api/vendor/orders/${ids.shipped}/fulfilment`, fitzroy.cookie, {
      packagePhotoId: photo,
      inclusions: "Changed",
      dispatchDate: "2026-12-02",
      confirmed: true,
    });
    expect(again.statusCode).toBe(409);
    expect((await inject("GET", "/api/vendor/nearby-orders", fitzroy.cookie)).json()).toEqual([]);
    // The vendor it went to sees the recipient.
    const carltons = (await inject("GET", "/api/vendor/orders", carlton.cookie)).json() as { id: number }[];
    expect(JSON.stringify(carltons.find((o) => o.id === ids.open))).toContain("Jamie Rivers");
  });

  it("a rejected vendor sees no recipient data either", async () => {
    const vendor = await approvedVendor({ businessName: "Short Lived Flowers" });
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const order = await orderOf(buyer.subscriptionId);
    await giveTo(order.id, vendor.supplierId);
    await setVendorStatus(app, vendor.supplierId, "rejected");
    const seen = (await inject("GET", "/api/vendor/orders", vendor.cookie)).json();
    expect(seen[0]).toMatchObject({ id: order.id, recipientName: RECIPIENT_HIDDEN });
    expect(JSON.stringify(seen)).not.toMatch(/Jamie|Banksia/);
  });
});
