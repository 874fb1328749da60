import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription, uploadPackagePhoto } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox, fulfilmentOrders } from "../../db/schema";
import { fulfilmentGenerationJob } from "./fulfilment-job";

// Paid on Monday 23 November 2026 (Melbourne): the first box is due on 3 December.
let now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const vendor = await applyAsVendor(app);
await setVendorStatus(app, vendor.supplierId, "approved");
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

const inject = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const dispatchedMailsTo = (to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "order-dispatched")));
const dispatchedMails = async (to: string) => (await dispatchedMailsTo(to)).length;
const statusOf = async (id: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, id)))[0]!.status;

async function routedOrder() {
  const buyer = await paidSubscription(app, melbourne);
  await generateOrders(app, staff.cookie);
  const [order] = await db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId));
  expect(order!.supplierId).toBe(vendor.supplierId);
  const fulfilment = {
    packagePhotoId: await uploadPackagePhoto(app, vendor.cookie),
    inclusions: "Peonies and a handwritten card",
    dispatchTime: "09:30",
    courier: "Australia Post",
    trackingNumber: "AP7654321",
    confirmed: true,
  };
  return { buyer, orderId: order!.id, url: `/api/vendor/orders/${order!.id}/fulfilment`, fulfilment };
}

describe("a dispatch date in the future", () => {
  it("schedules the order, tells nobody until that date, then the hourly job ships it and e-mails once", async () => {
    now = new Date("2026-11-23T00:00:00Z");
    const { buyer, orderId, url, fulfilment } = await routedOrder();

    const saved = await inject("POST", url, vendor.cookie, { ...fulfilment, dispatchDate: "2026-12-02" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: "dispatch_scheduled", fulfilment: { dispatchDate: "2026-12-02" } });
    expect(await dispatchedMails(buyer.email)).toBe(0);

    // Staff and the vendor see it as scheduled, with its dispatch date.
    const staffView = await inject("GET", `/api/admin/fulfillment-orders?status=dispatch_scheduled`, staff.cookie);
    expect(staffView.json().orders).toEqual([
      expect.objectContaining({ id: orderId, status: "dispatch_scheduled", dispatchDate: "2026-12-02", urgent: false }),
    ]);
    const vendorView = (await inject("GET", "/api/vendor/orders", vendor.cookie)).json() as { id: number }[];
    expect(vendorView.find((o) => o.id === orderId)).toMatchObject({ status: "dispatch_scheduled" });
    // The buyer's deliveries page: with the florist, not dispatched, and no longer theirs to skip or move.
    const before = (await inject("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, buyer.cookie)).json();
    expect(before.find((d: { id: number }) => d.id === orderId)).toMatchObject({
      state: "with_vendor",
      canSkip: false,
      canMove: false,
    });

    // Saving the dialog again (a corrected tracking number) still tells nobody.
    await inject("POST", url, vendor.cookie, { ...fulfilment, dispatchDate: "2026-12-02", trackingNumber: "AP1" });
    expect(await statusOf(orderId)).toBe("dispatch_scheduled");
    expect(await dispatchedMails(buyer.email)).toBe(0);

    const job = fulfilmentGenerationJob(app.services.fulfilment);
    // 11:30 pm on 1 December in Melbourne: not yet.
    now = new Date("2026-12-01T12:30:00Z");
    await job.run();
    expect(await statusOf(orderId)).toBe("dispatch_scheduled");
    expect(await dispatchedMails(buyer.email)).toBe(0);

    // 12:30 am on 2 December in Melbourne: shipped, the buyer told once, however often the job runs.
    now = new Date("2026-12-01T13:30:00Z");
    await Promise.all([job.run(), app.services.fulfilment.shipDueDispatches()]);
    await job.run();
    expect(await statusOf(orderId)).toBe("shipped");
    const [mail, ...more] = await dispatchedMailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail!.textBody).toContain("Australia Post");
    expect(mail!.textBody).toContain("AP1");
    const deliveries = await inject("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, buyer.cookie);
    expect(deliveries.json().find((d: { id: number }) => d.id === orderId)).toMatchObject({
      status: "shipped",
      state: "dispatched",
      trackingNumber: "AP1",
    });
  });

  it("ships at once, with its e-mail, when the dispatch date is today where the recipient lives", async () => {
    now = new Date("2026-11-23T00:00:00Z"); // 11 am on 23 November in Melbourne
    const { buyer, orderId, url, fulfilment } = await routedOrder();
    const saved = await inject("POST", url, vendor.cookie, { ...fulfilment, dispatchDate: "2026-11-23" });
    expect(saved.json()).toMatchObject({ status: "shipped" });
    // The e-mail names the courier and tracking number just saved.
    const [mail] = await dispatchedMailsTo(buyer.email);
    expect(mail!.textBody).toContain("tracking number AP7654321");
    expect(await dispatchedMails(buyer.email)).toBe(1);
    // A shipped box stays shipped when its details are corrected, even to a later date: no second e-mail.
    await inject("POST", url, vendor.cookie, { ...fulfilment, dispatchDate: "2026-11-25" });
    expect(await statusOf(orderId)).toBe("shipped");
    expect(await dispatchedMails(buyer.email)).toBe(1);
  });

  it("lets staff ship a scheduled order by hand, and confirm its delivery", async () => {
    now = new Date("2026-11-23T00:00:00Z");
    const { orderId, url, fulfilment } = await routedOrder();
    await inject("POST", url, vendor.cookie, { ...fulfilment, dispatchDate: "2026-12-01" });
    const patch = (payload: object) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/fulfillment-orders/${orderId}`,
        headers: { cookie: staff.cookie },
        payload,
      });
    const shipped = await patch({ status: "shipped" });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped" });
    expect((await patch({ deliveryConfirmed: true })).json()).toMatchObject({ status: "delivered" });
    // The job finds nothing left to ship for it later.
    now = new Date("2026-12-01T13:30:00Z");
    await app.services.fulfilment.shipDueDispatches();
    expect(await statusOf(orderId)).toBe("delivered");
  });
});
