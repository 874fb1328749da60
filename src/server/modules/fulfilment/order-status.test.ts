import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription, uploadPackagePhoto } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { ORDER_STATUS_MESSAGES } from "../../../shared/domain/fulfilment-status";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

// Staff move orders through the transition table (shared/domain/fulfilment-status.ts): Delivered comes
// only with a confirmed delivery, and a delivered order goes back only by taking the confirmation back.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const florist = await applyAsVendor(app);
await setVendorStatus(app, florist.supplierId, "approved");
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

async function newOrder() {
  const buyer = await paidSubscription(app, melbourne);
  await generateOrders(app, staff.cookie);
  const [order] = await db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId));
  return { ...order!, buyer };
}
const patch = (id: number, payload: Record<string, unknown>) =>
  app.inject({
    method: "PATCH",
    url: `/api/admin/fulfillment-orders/${id}`,
    headers: { cookie: staff.cookie },
    payload,
  });
const stored = async (id: number) => (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, id)))[0]!;
const completed = async (subscriptionId: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!.deliveriesCompleted;

describe("fulfilment order status", () => {
  it("refuses Delivered from the status menu: only a confirmed delivery makes an order delivered", async () => {
    const order = await newOrder();
    for (const from of ["to_order", "ordered", "shipped"]) {
      if (from !== "to_order") expect((await patch(order.id, { status: from })).statusCode).toBe(200);
      const refused = await patch(order.id, { status: "delivered" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "INVALID_STATE",
        message: ORDER_STATUS_MESSAGES.deliveredNeedsConfirmation,
      });
      expect(await stored(order.id)).toMatchObject({ status: from, deliveryConfirmed: false });
    }
    expect(await completed(order.buyer.subscriptionId)).toBe(0);
  });

  it("refuses moving a delivered order back from the status menu; taking the confirmation back reopens it", async () => {
    const order = await newOrder();
    expect((await patch(order.id, { deliveryConfirmed: true })).json()).toMatchObject({ status: "delivered" });
    expect(await completed(order.buyer.subscriptionId)).toBe(1);
    for (const to of ["to_order", "ordered", "shipped"]) {
      const refused = await patch(order.id, { status: to });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "INVALID_STATE", message: ORDER_STATUS_MESSAGES.deliveredIsFinal });
    }
    expect(await stored(order.id)).toMatchObject({ status: "delivered", deliveryConfirmed: true });
    expect(await completed(order.buyer.subscriptionId)).toBe(1);

    const undone = await patch(order.id, { deliveryConfirmed: false });
    expect(undone.json()).toMatchObject({ status: "shipped", deliveryConfirmed: false });
    expect(await completed(order.buyer.subscriptionId)).toBe(0);
  });

  it("refuses a shipped order back to To Order, and allows the legal moves", async () => {
    const order = await newOrder();
    expect((await patch(order.id, { status: "ordered" })).json()).toMatchObject({ status: "ordered" });
    expect((await patch(order.id, { status: "to_order" })).json()).toMatchObject({ status: "to_order" });
    expect((await patch(order.id, { status: "shipped" })).json()).toMatchObject({ status: "shipped" });
    const refused = await patch(order.id, { status: "to_order" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("An order that is Shipped can't be set back to To Order.");
    expect((await patch(order.id, { status: "ordered" })).json()).toMatchObject({ status: "ordered" });
    // The same status again changes nothing and is not an error.
    expect((await patch(order.id, { status: "ordered" })).statusCode).toBe(200);
  });

  it("never lets a vendor's fulfilment move a delivered order", async () => {
    const order = await newOrder();
    expect(order.supplierId).toBe(florist.supplierId);
    await patch(order.id, { deliveryConfirmed: true });
    const photo = await uploadPackagePhoto(app, florist.cookie);
    const fulfil = await app.inject({
      method: "POST",
      url: `/api/vendor/orders/${order.id}/fulfilment`,
      headers: { cookie: florist.cookie },
      payload: {
        packagePhotoId: photo,
        inclusions: "Twelve tulips",
        dispatchDate: order.deliveryDate,
        courier: "Australia Post",
        trackingNumber: "AP1",
        confirmed: true,
      },
    });
    expect(fulfil.statusCode).toBe(409);
    expect(await stored(order.id)).toMatchObject({ status: "delivered", packagePhotoPath: null });
  });
});
