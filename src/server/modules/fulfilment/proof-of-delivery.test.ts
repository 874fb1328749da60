import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  generateOrders,
  paidSubscription,
  uploadAs,
  uploadFixtures,
  uploadPackagePhoto,
} from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { orderDeliveredAt } from "../../../../test/support/payouts";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { PROOF_OF_DELIVERY_MESSAGES } from "../../../shared/domain/proof-of-delivery";
import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from "../../../shared/schemas/upload";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

// Paid on Monday 23 November 2026: the first box is due on 3 December.
let now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const vendorA = await applyAsVendor(app);
await setVendorStatus(app, vendorA.supplierId, "approved");
// Vendor B works in Sydney: Melbourne's orders are vendor A's.
const vendorB = await applyAsVendor(app, {
  businessName: "Harbour Flowers",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  serviceArea: "2000, 2010 and the inner city",
});
await setVendorStatus(app, vendorB.supplierId, "approved");
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

const inject = (method: "GET" | "POST" | "PATCH", url: string, cookie: string | null, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const orderRow = async (id: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, id)))[0]!;
const completed = async (subscriptionId: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!.deliveriesCompleted;

const upload = (cookie: string, file: Buffer | string, purpose = "delivery-photo") =>
  uploadAs(app, cookie, purpose, file);
const deliveryPhoto = async (cookie: string) =>
  (await upload(cookie, await uploadFixtures.jpeg(320, 240))).json().id as string;

/** A paid box routed to vendor A and dispatched today (Shipped). */
async function shippedOrder() {
  const buyer = await paidSubscription(app, melbourne);
  await generateOrders(app, staff.cookie);
  const [order] = await db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId));
  expect(order!.supplierId).toBe(vendorA.supplierId);
  const dispatched = await inject("POST", `/api/vendor/orders/${order!.id}/fulfilment`, vendorA.cookie, {
    packagePhotoId: await uploadPackagePhoto(app, vendorA.cookie),
    inclusions: "Peonies and a card",
    dispatchDate: "2026-11-23",
    courier: "Australia Post",
    trackingNumber: "AP1",
    confirmed: true,
  });
  expect(dispatched.json()).toMatchObject({ status: "shipped" });
  return { buyer, orderId: order!.id, url: `/api/vendor/orders/${order!.id}/delivered` };
}

describe("the vendor marks an order delivered (issue 17)", () => {
  it("with a photo: records when and who, counts it once, and the buyer sees the proof on the delivery", async () => {
    now = new Date("2026-11-24T03:00:00Z");
    const { buyer, orderId, url } = await shippedOrder();
    const photoId = await deliveryPhoto(vendorA.cookie);
    const response = await inject("POST", url, vendorA.cookie, { photoId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "delivered",
      proof: {
        deliveredAt: "2026-11-24T03:00:00.000Z",
        confirmedBy: "vendor",
        photoUrl: `/api/fulfilment-orders/${orderId}/delivery-photo`,
      },
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: "delivered", deliveryConfirmed: true, deliveredBy: "vendor" });
    expect(row.deliveredByUserId).toBe(vendorA.userId);
    expect(await completed(buyer.subscriptionId)).toBe(1);

    // Again: already delivered, nothing counted twice.
    const again = await inject("POST", url, vendorA.cookie, { photoId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROOF_OF_DELIVERY_MESSAGES.alreadyDelivered);
    expect(await completed(buyer.subscriptionId)).toBe(1);

    // The buyer's deliveries page shows the proof.
    const deliveries = (
      await inject("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, buyer.cookie)
    ).json();
    const shown = deliveries.find((d: { id: number }) => d.id === orderId);
    expect(shown.proof).toEqual({
      deliveredAt: "2026-11-24T03:00:00.000Z",
      confirmedBy: "vendor",
      photoUrl: `/api/fulfilment-orders/${orderId}/delivery-photo`,
    });

    // Staff see it on the dashboard.
    const staffList = (await inject("GET", "/api/admin/fulfillment-orders?status=delivered", staff.cookie)).json();
    expect(staffList.orders.find((o: { id: number }) => o.id === orderId).proof).toMatchObject({
      confirmedBy: "vendor",
      photoUrl: `/api/fulfilment-orders/${orderId}/delivery-photo`,
    });

    // The photo: the buyer, the vendor and staff; nobody else.
    const photoUrl = `/api/fulfilment-orders/${orderId}/delivery-photo`;
    for (const cookie of [buyer.cookie, vendorA.cookie, staff.cookie]) {
      const photo = await inject("GET", photoUrl, cookie);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
      expect(photo.headers["cache-control"]).toBe("private, no-cache");
    }
    const stranger = await signUp(app);
    expect((await inject("GET", photoUrl, stranger.cookie)).statusCode).toBe(404);
    expect((await inject("GET", photoUrl, vendorB.cookie)).statusCode).toBe(404);
    expect((await inject("GET", photoUrl, null)).statusCode).toBe(401);
    // Not served from the public /media address either.
    const media = await inject("GET", `/media/${photoId}/320.webp`, null);
    expect(media.statusCode).toBe(404);
    // A suspended vendor no longer sees it.
    await setVendorStatus(app, vendorA.supplierId, "suspended");
    expect((await inject("GET", photoUrl, vendorA.cookie)).statusCode).toBe(404);
    const hidden = (await inject("GET", "/api/vendor/orders", vendorA.cookie)).json();
    expect(hidden.find((o: { id: number }) => o.id === orderId).proof).toMatchObject({ photoUrl: null });
    await setVendorStatus(app, vendorA.supplierId, "approved");
  });

  it("without a photo; staff taking the confirmation back clears the proof", async () => {
    now = new Date("2026-11-24T05:00:00Z");
    const { buyer, orderId, url } = await shippedOrder();
    const response = await inject("POST", url, vendorA.cookie, {});
    expect(response.json()).toMatchObject({ status: "delivered", proof: { confirmedBy: "vendor", photoUrl: null } });
    expect((await inject("GET", `/api/fulfilment-orders/${orderId}/delivery-photo`, buyer.cookie)).statusCode).toBe(
      404,
    );

    const undone = await inject("PATCH", `/api/admin/fulfillment-orders/${orderId}`, staff.cookie, {
      deliveryConfirmed: false,
    });
    expect(undone.json()).toMatchObject({ status: "shipped", deliveryConfirmed: false });
    expect(await orderRow(orderId)).toMatchObject({ deliveredAt: null, deliveredBy: null, deliveryPhotoId: null });
    expect(await completed(buyer.subscriptionId)).toBe(0);
  });

  it("staff confirmation stays possible and is recorded as staff's, at the moment they confirm", async () => {
    now = new Date("2026-11-25T01:00:00Z");
    const { buyer, orderId } = await shippedOrder();
    const confirmed = await inject("PATCH", `/api/admin/fulfillment-orders/${orderId}`, staff.cookie, {
      deliveryConfirmed: true,
    });
    expect(confirmed.json()).toMatchObject({ status: "delivered", deliveryConfirmed: true });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ deliveredBy: "staff", deliveryPhotoId: null });
    expect(row.deliveredAt?.toISOString()).toBe("2026-11-25T01:00:00.000Z");
    const vendorView = (await inject("GET", "/api/vendor/orders", vendorA.cookie)).json();
    expect(vendorView.find((o: { id: number }) => o.id === orderId).proof).toMatchObject({ confirmedBy: "staff" });
    expect(await completed(buyer.subscriptionId)).toBe(1);
    // The vendor can no longer mark it: it is delivered.
    expect((await inject("POST", `/api/vendor/orders/${orderId}/delivered`, vendorA.cookie, {})).statusCode).toBe(409);
  });

  it("is the holding vendor's alone: vendor B, the buyer, staff on the vendor route, suspended and rejected vendors", async () => {
    now = new Date("2026-11-25T02:00:00Z");
    const { buyer, orderId, url } = await shippedOrder();
    expect((await inject("POST", url, vendorB.cookie, {})).statusCode).toBe(404);
    expect((await inject("POST", url, buyer.cookie, {})).statusCode).toBe(403);
    expect((await inject("POST", url, staff.cookie, {})).statusCode).toBe(403);
    expect((await inject("POST", url, null, {})).statusCode).toBe(401);
    for (const status of ["suspended", "rejected"] as const) {
      await setVendorStatus(app, vendorA.supplierId, status);
      const refused = await inject("POST", url, vendorA.cookie, {});
      expect(refused.statusCode, status).toBe(409);
    }
    await setVendorStatus(app, vendorA.supplierId, "approved");
    expect(await orderRow(orderId)).toMatchObject({ status: "shipped", deliveryConfirmed: false, deliveredAt: null });
    expect(await completed(buyer.subscriptionId)).toBe(0);
  });

  it("refuses bad input and changes nothing: not yet sent, someone else's or a package photo, wrong type, too big", async () => {
    now = new Date("2026-11-25T03:00:00Z");
    // Not yet dispatched.
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const [open] = await db
      .select()
      .from(fulfilmentOrders)
      .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId));
    const early = await inject("POST", `/api/vendor/orders/${open!.id}/delivered`, vendorA.cookie, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PROOF_OF_DELIVERY_MESSAGES.notShipped);

    const { orderId, url } = await shippedOrder();
    const photoOf = {
      otherVendor: await deliveryPhoto(vendorB.cookie),
      packagePhoto: await uploadPackagePhoto(app, vendorA.cookie),
      unknown: "abcdefghijklmnopqrstuvwx",
    };
    for (const [what, photoId] of Object.entries(photoOf)) {
      const response = await inject("POST", url, vendorA.cookie, { photoId });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().fieldErrors, what).toEqual({ photoId: PROOF_OF_DELIVERY_MESSAGES.photo });
    }
    for (const payload of [{ photoId: 42 }, { photoId: "x".repeat(101) }, { note: "extra field" }]) {
      expect((await inject("POST", url, vendorA.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inject("POST", "/api/vendor/orders/abc/delivered", vendorA.cookie, {})).statusCode).toBe(400);
    expect((await inject("POST", "/api/vendor/orders/999999/delivered", vendorA.cookie, {})).statusCode).toBe(404);

    // The upload itself: a PDF, a BMP and an oversized file are refused by the media pipeline.
    for (const file of [uploadFixtures.pdf(), uploadFixtures.bmp()]) {
      const refused = await upload(vendorA.cookie, file);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(UPLOAD_WRONG_TYPE);
    }
    const tooBig = await upload(vendorA.cookie, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(UPLOAD_TOO_LARGE);
    // A customer cannot upload one at all.
    expect((await upload(buyer.cookie, await uploadFixtures.jpeg())).statusCode).toBe(403);

    expect(await orderRow(orderId)).toMatchObject({ status: "shipped", deliveredAt: null, deliveryPhotoId: null });
  });
});

describe("payout statements count an order in the month it was delivered", () => {
  it("by delivered_at, not its last change; an order confirmed before delivered_at was recorded by its last change", async () => {
    const { subscriptionId } = await paidSubscription(app);
    const october = await orderDeliveredAt(app, {
      subscriptionId,
      supplierId: vendorB.supplierId,
      at: "2026-10-20T02:00:00Z",
      costCents: 4000,
    });
    // Staff edit its notes in November: its delivery stays October's.
    await db
      .update(fulfilmentOrders)
      .set({ notes: "Vase swapped", updatedAt: new Date("2026-11-02T02:00:00Z") })
      .where(eq(fulfilmentOrders.id, october));
    await orderDeliveredAt(app, {
      subscriptionId,
      supplierId: vendorB.supplierId,
      at: "2026-10-21T02:00:00Z",
      costCents: 2500,
      legacy: true,
    });
    const list = (await inject("GET", "/api/admin/payout-statements?month=2026-10", staff.cookie)).json();
    const statement = list.find((s: { supplierId: number }) => s.supplierId === vendorB.supplierId);
    expect(statement).toMatchObject({ orderCount: 2, totalCents: 6500 });
    const november = (await inject("GET", "/api/admin/payout-statements?month=2026-11", staff.cookie)).json();
    expect(november.find((s: { supplierId: number }) => s.supplierId === vendorB.supplierId)).toBeUndefined();
  });
});
