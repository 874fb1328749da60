import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient } from "../../../../test/support/customer-journey";
import {
  confirmFirstDelivery,
  generateOrders,
  paidSubscription,
  uploadPackagePhoto,
} from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { NO_VENDOR_YET_MESSAGE, ORDER_ALREADY_CLAIMED } from "../../../shared/domain/fulfilment";
import { emailOutbox, fulfilmentOrders, subscriptions } from "../../db/schema";

// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return vendor;
}
const ordersOf = (subscriptionId: number) =>
  db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId));
const mailTo = async (to: string, kind: string) =>
  (
    await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
  ).length;
const inject = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

// Melbourne florists: Fitzroy (3065, lists 3000) and Geelong (3220, 100 km, so it reaches the city too).
const fitzroy = await approvedVendor();
const geelong = await approvedVendor({
  businessName: "Bellarine Blooms",
  suburb: "Geelong",
  postcode: "3220",
  serviceArea: "3220, 3219 and the Bellarine",
});
await app.inject({
  method: "PATCH",
  url: `/api/admin/vendors/${geelong.supplierId}`,
  headers: { cookie: staff.cookie },
  payload: { serviceRadius: 100 },
});
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

describe("generating orders from the schedule", () => {
  it("makes one order per due delivery, routes it to the nearest vendor, and never twice", async () => {
    const buyer = await paidSubscription(app, { ...melbourne, plan: "in-bloom" });
    const first = await generateOrders(app, staff.cookie);
    expect(first.created).toBeGreaterThanOrEqual(1);
    const [order, ...others] = await ordersOf(buyer.subscriptionId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ deliveryDate: "2026-12-03", specialDateType: "", status: "to_order" });
    expect(order!.supplierId).toBe(fitzroy.supplierId);
    expect(await mailTo(fitzroy.email, "order-routed")).toBe(1);

    // Again, and three at once: nothing new, no duplicate, no second e-mail.
    expect((await generateOrders(app, staff.cookie)).created).toBe(0);
    const together = await Promise.all([1, 2, 3].map(() => generateOrders(app, staff.cookie)));
    expect(together.map((r) => r.created)).toEqual([0, 0, 0]);
    expect(await ordersOf(buyer.subscriptionId)).toHaveLength(1);
    expect(await mailTo(fitzroy.email, "order-routed")).toBe(1);
  });

  it("repeats the same day's window only for subscriptions changed since the last run", async () => {
    const steady = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    expect(await ordersOf(steady.subscriptionId)).toHaveLength(1);
    // Last changed an hour before the run began (a run looks back ten minutes, for changes still
    // committing when it began). A run begins at the earlier of the app's clock and the real one, so
    // "an hour ago" is taken from that too: from the real clock alone, this test failed in CI shortly
    // after midnight, when the real clock ran ahead of the test's fixed one.
    const earlierClock = Math.min(now.getTime(), Date.now());
    await db
      .update(subscriptions)
      .set({ updatedAt: new Date(earlierClock - 60 * 60_000) })
      .where(eq(subscriptions.id, steady.subscriptionId));
    // An order gone by hand from a subscription nobody changed is not looked for again today…
    await db.delete(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, steady.subscriptionId));
    const fresh = await paidSubscription(app, melbourne);
    const again = await generateOrders(app, staff.cookie);
    expect(again.created).toBe(1);
    expect(await ordersOf(fresh.subscriptionId)).toHaveLength(1);
    expect(await ordersOf(steady.subscriptionId)).toEqual([]);
    // …but a change to it (any write sets updated_at) brings it back into the next run.
    await app.services.subscriptions.update(db, steady.subscriptionId, { cardMessage: "Thinking of you" });
    await generateOrders(app, staff.cookie);
    expect(await ordersOf(steady.subscriptionId)).toHaveLength(1);
  });

  it("answers 403 to customers and vendors, 401 signed out", async () => {
    const customer = await signUp(app);
    const url = "/api/admin/generate-fulfillment-orders";
    expect((await inject("POST", url, customer.cookie)).statusCode).toBe(403);
    expect((await inject("POST", url, fitzroy.cookie)).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url })).statusCode).toBe(401);
  });

  it("no longer offers the stopgap delivery route", async () => {
    const buyer = await paidSubscription(app, melbourne);
    const response = await inject("POST", `/api/admin/subscriptions/${buyer.subscriptionId}/deliveries`, staff.cookie);
    expect(response.statusCode).toBe(404);
  });
});

describe("the vendor's view of an order", () => {
  it("shows what is needed to deliver, never the buyer's details", async () => {
    const buyer = await paidSubscription(app, {
      ...melbourne,
      recipient: { deliveryInstructions: "Leave with the concierge", allergies: "lilies", interests: "jazz" },
    });
    await generateOrders(app, staff.cookie);
    const orders = (await inject("GET", "/api/vendor/orders", fitzroy.cookie)).json() as {
      id: number;
      recipientName: string;
      deliveryInstructions: string;
      preferences: { label: string; value: string }[];
      intimatePreferences: unknown[];
    }[];
    const mine = orders.find((o) => o.deliveryInstructions === "Leave with the concierge")!;
    expect(mine).toMatchObject({ recipientName: "Jamie Rivers", giftType: "In Bloom", status: "to_order" });
    expect(mine.preferences).toEqual(
      expect.arrayContaining([
        { label: "Favourite flower", value: "peonies" },
        { label: "Allergies", value: "lilies" },
      ]),
    );
    // Interests are not a florist's business; the buyer is nobody's business.
    expect(mine.preferences.map((p) => p.label)).not.toContain("Interests");
    expect(mine.intimatePreferences).toEqual([]);
    const body = JSON.stringify(orders);
    expect(body).not.toContain(buyer.email);
    expect(body).not.toContain(buyer.user.fullName);
    // The recipient's phone is there for the courier (issue 17); the buyer's contact details never are.
    expect(orders.find((o) => o.id === mine.id)).toMatchObject({ recipientPhone: "0400 111 222" });

    // Another vendor sees none of it, and cannot act on it.
    expect((await inject("GET", "/api/vendor/orders", geelong.cookie)).json()).toEqual([]);
    const photo = await uploadPackagePhoto(app, geelong.cookie);
    const foreign = await inject("POST", `/api/vendor/orders/${mine.id}/fulfilment`, geelong.cookie, {
      packagePhotoId: photo,
      inclusions: "Peonies",
      dispatchDate: "2026-12-02",
      confirmed: true,
    });
    expect(foreign.statusCode).toBe(404);
    const customer = await signUp(app);
    expect((await inject("GET", "/api/vendor/orders", customer.cookie)).statusCode).toBe(403);
  });

  it("shows intimate preferences only for Stay In, Stay Close, with consent, to the vendor fulfilling it", async () => {
    const intimate = await approvedVendor({ businessName: "Velvet Hour", businessType: "pleasure" });
    const buyer = await paidSubscription(app, {
      ...melbourne,
      plan: "stay-in-stay-close",
      recipient: { sensitiveConsent: true, rRatedComfort: "keep-light", useType: "couple" },
    });
    await generateOrders(app, staff.cookie);
    const [order] = await ordersOf(buyer.subscriptionId);
    expect(order!.supplierId).toBe(intimate.supplierId);
    const view = (
      (await inject("GET", "/api/vendor/orders", intimate.cookie)).json() as {
        id: number;
        intimatePreferences: unknown[];
      }[]
    ).find((o) => o.id === order!.id)!;
    expect(view.intimatePreferences).toEqual([{ label: "Comfort level", value: "Keep light" }]);
  });
});

describe("unassigned orders, Nearby Orders and claiming", () => {
  it("leaves an order no vendor fits unassigned, offers it nearby without name or street, and one claim wins", async () => {
    const buyer = await paidSubscription(app, { ...melbourne, plan: "moments-to-savour" });
    const result = await generateOrders(app, staff.cookie);
    expect(result.unassigned).toBeGreaterThanOrEqual(1);
    const [order] = await ordersOf(buyer.subscriptionId);
    expect(order!.supplierId).toBeNull();

    const bakerA = await approvedVendor({ businessName: "Crumb & Co", businessType: "gourmet" });
    const bakerB = await approvedVendor({ businessName: "Rise Bakehouse", businessType: "gourmet", postcode: "3000" });
    const nearby = (await inject("GET", "/api/vendor/nearby-orders", bakerA.cookie)).json() as object[];
    const offered = nearby.find((o) => (o as { id: number }).id === order!.id)!;
    expect(offered).toMatchObject({ id: order!.id, suburb: "Melbourne", deliveryDate: "2026-12-03", urgent: false });
    // What it is, but still nobody's name or street until claimed.
    expect(offered).toMatchObject({ planName: "Moments to Savour", costCents: null });
    expect(JSON.stringify(offered)).not.toMatch(/Jamie|Banksia/);
    // A florist is not offered a food order.
    const florist = (await inject("GET", "/api/vendor/nearby-orders", fitzroy.cookie)).json() as { id: number }[];
    expect(florist.map((o) => o.id)).not.toContain(order!.id);

    const claims = await Promise.all(
      [bakerA, bakerB].map((v) => inject("POST", `/api/vendor/orders/${order!.id}/claim`, v.cookie)),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((c) => c.statusCode === 409)!.json().message).toBe(ORDER_ALREADY_CLAIMED);
    const [claimed] = await ordersOf(buyer.subscriptionId);
    expect([bakerA.supplierId, bakerB.supplierId]).toContain(claimed!.supplierId);
  });
});

describe("fulfilling an order", () => {
  it("enforces the dialog, ships the order, e-mails the buyer once, and keeps the photo private", async () => {
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const [order] = await ordersOf(buyer.subscriptionId);
    const photo = await uploadPackagePhoto(app, fitzroy.cookie);
    const url = `/api/vendor/orders/${order!.id}/fulfilment`;
    const good = {
      packagePhotoId: photo,
      inclusions: "Peonies, a handwritten card",
      // Today: a later dispatch date schedules the order instead (scheduled-dispatch.test.ts).
      dispatchDate: "2026-11-23",
      dispatchTime: "09:30",
      courier: "Australia Post",
      trackingNumber: "AP123456",
      confirmed: true,
    };
    const fieldsOf = async (payload: object) => (await inject("POST", url, fitzroy.cookie, payload)).json().fieldErrors;
    expect(await fieldsOf({ ...good, packagePhotoId: "" })).toHaveProperty("packagePhotoId");
    expect(await fieldsOf({ ...good, inclusions: " " })).toHaveProperty("inclusions");
    expect(await fieldsOf({ ...good, dispatchDate: "2026-12-04" })).toEqual({
      dispatchDate: "The dispatch date can't be after the delivery date.",
    });
    expect(await fieldsOf({ ...good, courier: "Pigeon" })).toEqual({
      courier: "Please choose a courier from the list.",
    });
    expect(await fieldsOf({ ...good, confirmed: false })).toHaveProperty("confirmed");
    // Someone else's upload is not a package photo of this vendor's.
    const strangers = await uploadPackagePhoto(app, geelong.cookie);
    expect(await fieldsOf({ ...good, packagePhotoId: strangers })).toHaveProperty("packagePhotoId");
    expect((await ordersOf(buyer.subscriptionId))[0]!.status).toBe("to_order");

    const shipped = await inject("POST", url, fitzroy.cookie, good);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped", fulfilment: { trackingNumber: "AP123456" } });
    expect(await mailTo(buyer.email, "order-dispatched")).toBe(1);
    const updated = await inject("POST", url, fitzroy.cookie, { ...good, trackingNumber: "AP999" });
    expect(updated.json().fulfilment).toMatchObject({ trackingNumber: "AP999", packagePhotoId: photo });
    expect(await mailTo(buyer.email, "order-dispatched")).toBe(1);

    const photoUrl = shipped.json().fulfilment.packagePhotoUrl as string;
    for (const cookie of [buyer.cookie, fitzroy.cookie, staff.cookie]) {
      const response = await inject("GET", photoUrl, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("private, no-cache");
    }
    const stranger = await signUp(app);
    expect((await inject("GET", photoUrl, stranger.cookie)).statusCode).toBe(404);
    expect((await inject("GET", photoUrl, geelong.cookie)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: photoUrl })).statusCode).toBe(401);
    // Never public under /media.
    expect((await app.inject({ method: "GET", url: `/media/${photo}/800.webp` })).statusCode).toBe(404);

    const deliveries = await inject("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, buyer.cookie);
    // The ledger lists every delivery; the dispatched one carries its courier and tracking.
    expect((deliveries.json() as { status: string }[]).filter((d) => d.status === "shipped")).toEqual([
      expect.objectContaining({ courier: "Australia Post", trackingNumber: "AP999", state: "dispatched" }),
    ]);
    expect(
      (await inject("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, stranger.cookie)).statusCode,
    ).toBe(404);
  });
});

describe("staff confirming deliveries", () => {
  const completed = async (id: number) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.deliveriesCompleted;

  it("counts a confirmed regular delivery exactly once, and un-confirming takes it back", async () => {
    const buyer = await paidSubscription(app, melbourne);
    const orderId = await confirmFirstDelivery(app, staff.cookie, buyer.subscriptionId);
    expect(await completed(buyer.subscriptionId)).toBe(1);
    const confirm = (value: boolean) =>
      inject("PATCH", `/api/admin/fulfillment-orders/${orderId}`, staff.cookie, { deliveryConfirmed: value });
    await Promise.all([confirm(true), confirm(true)]);
    expect(await completed(buyer.subscriptionId)).toBe(1);
    expect((await confirm(false)).json()).toMatchObject({ deliveryConfirmed: false });
    await confirm(false);
    expect(await completed(buyer.subscriptionId)).toBe(0);
    expect((await confirm(true)).json()).toMatchObject({ deliveryConfirmed: true, status: "delivered" });
    expect(await completed(buyer.subscriptionId)).toBe(1);
  });
});

describe("pausing and cancelling", () => {
  it("a cancellation keeps every paid delivery: each order is still sent, whatever its status", async () => {
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const [order] = await ordersOf(buyer.subscriptionId);
    await inject("PATCH", `/api/admin/fulfillment-orders/${order!.id}`, staff.cookie, { status: "ordered" });
    const other = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    expect(await ordersOf(other.subscriptionId)).toHaveLength(1);

    await app.inject({
      method: "DELETE",
      url: `/api/subscriptions/${buyer.subscriptionId}`,
      headers: { cookie: buyer.cookie },
    });
    await app.inject({
      method: "DELETE",
      url: `/api/subscriptions/${other.subscriptionId}`,
      headers: { cookie: other.cookie },
    });
    // Paid for and locked (ADR 0018): sent, the first box of each (the terms: "already paid for are still sent").
    expect((await ordersOf(buyer.subscriptionId)).map((o) => o.status)).toEqual(["ordered"]);
    expect((await ordersOf(other.subscriptionId)).map((o) => o.status)).toEqual(["to_order"]);
    // And generating again makes nothing new for a cancelled subscription.
    await generateOrders(app, staff.cookie);
    expect(await ordersOf(other.subscriptionId)).toHaveLength(1);
  });
});

describe("the staff table", () => {
  it("changes one field at a time, with clear errors", async () => {
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const [order] = await ordersOf(buyer.subscriptionId);
    const url = `/api/admin/fulfillment-orders/${order!.id}`;
    expect(
      (await inject("PATCH", url, staff.cookie, { cost: "42.50", costReason: "Agreed by phone" })).json().cost,
    ).toBe(42.5);
    expect((await inject("PATCH", url, staff.cookie, { cost: "4x" })).statusCode).toBe(400);
    expect((await inject("PATCH", url, staff.cookie, { notes: "a", status: "ordered" })).statusCode).toBe(400);
    expect((await inject("PATCH", url, staff.cookie, { status: "lost" })).statusCode).toBe(400);
    expect((await inject("PATCH", url, staff.cookie, { supplierId: 999_999 })).statusCode).toBe(400);
    expect((await inject("PATCH", url, staff.cookie, { supplierId: geelong.supplierId })).json()).toMatchObject({
      supplierId: geelong.supplierId,
      vendorName: "Bellarine Blooms",
    });
    expect(await mailTo(geelong.email, "order-routed")).toBeGreaterThanOrEqual(1);
    // Taken off every vendor by staff, it stays with staff: generating again does not route it back.
    expect((await inject("PATCH", url, staff.cookie, { supplierId: null })).json().supplierId).toBeNull();
    await generateOrders(app, staff.cookie);
    expect((await ordersOf(buyer.subscriptionId))[0]!.supplierId).toBeNull();
    expect(
      (await inject("PATCH", "/api/admin/fulfillment-orders/999999", staff.cookie, { notes: "x" })).statusCode,
    ).toBe(404);
    expect((await inject("PATCH", url, fitzroy.cookie, { notes: "x" })).statusCode).toBe(403);
  });

  it("sorts, filters and pages, with unassigned open orders first", async () => {
    const page = (query: string) =>
      inject("GET", `/api/admin/fulfillment-orders?${query}`, staff.cookie).then((r) => r.json());
    const all = await page("pageSize=500");
    expect(all.total).toBe(all.orders.length);
    const firstAssigned = all.orders.findIndex((o: { supplierId: number | null }) => o.supplierId !== null);
    expect(
      all.orders
        .slice(firstAssigned)
        .some((o: { supplierId: number | null; status: string }) => o.supplierId === null && o.status !== "delivered"),
    ).toBe(false);
    const delivered = await page("status=delivered");
    expect(delivered.orders.every((o: { status: string }) => o.status === "delivered")).toBe(true);
    const open = await page("hideCompleted=true");
    expect(open.orders.some((o: { deliveryConfirmed: boolean }) => o.deliveryConfirmed)).toBe(false);
    const second = await page("pageSize=2&page=2");
    expect(second.orders.map((o: { id: number }) => o.id)).toEqual(
      all.orders.slice(2, 4).map((o: { id: number }) => o.id),
    );
    expect((await inject("GET", "/api/admin/fulfillment-orders?sortBy=price", staff.cookie)).statusCode).toBe(400);
  });

  it("exports what is shown as CSV, with spreadsheet formulas neutralised", async () => {
    const buyer = await paidSubscription(app, melbourne);
    await generateOrders(app, staff.cookie);
    const [order] = await ordersOf(buyer.subscriptionId);
    await inject("PATCH", `/api/admin/fulfillment-orders/${order!.id}`, staff.cookie, {
      notes: '=HYPERLINK("http://evil.example","click"), then "quotes"',
    });
    const response = await inject("GET", "/api/admin/fulfillment-orders.csv?hideCompleted=true", staff.cookie);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const line = response.body.split("\r\n").find((l) => l.startsWith(`${order!.id},`))!;
    expect(line).toContain("3 Dec 2026");
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then ""quotes"""`);
    expect(response.body.split("\r\n")[0]).toContain("Delivery date");
  });
});

describe("coverage before paying, and real postcodes", () => {
  it("tells the buyer when no approved vendor covers the postcode for the plan", async () => {
    const buyer = await signUp(app);
    const ask = (query: string) => inject("GET", `/api/coverage?${query}`, buyer.cookie).then((r) => r.json());
    expect(await ask("postcode=3000&state=VIC&plan=in-bloom")).toEqual({
      knownPostcode: true,
      covered: true,
      message: null,
    });
    expect(await ask("postcode=0872&state=NT&plan=in-bloom")).toEqual({
      knownPostcode: true,
      covered: false,
      message: NO_VENDOR_YET_MESSAGE,
    });
    expect((await ask("postcode=3000&state=NSW&plan=in-bloom")).knownPostcode).toBe(false);
  });

  it("refuses a postcode that is not Australian, or not in the chosen state", async () => {
    const buyer = await signUp(app);
    const post = (payload: Record<string, unknown>) =>
      createRecipient(app, buyer.cookie, payload).catch((error: Error) => error.message);
    expect(await post({ postcode: "5999" })).toContain("Please enter a real Australian postcode.");
    expect(await post({ postcode: "3000", state: "NSW" })).toContain("This postcode isn't in NSW.");
    expect(await post({ postcode: "3000", state: "VIC", suburb: "Melbourne" })).toMatchObject({ postcode: "3000" });
  });
});

describe("alcohol in the vendor's view", () => {
  it("marks an adult's gourmet box as possibly alcoholic, never a florist's", async () => {
    // In Richmond, where the recipients live: nearer than any other vendor.
    const pantry = await approvedVendor({
      businessName: "Cellar Door Pantry",
      businessType: "gourmet",
      suburb: "Richmond",
      postcode: "3121",
    });
    const richmond = { postcode: "3121", state: "VIC", suburb: "Richmond" };
    const wine = { drinksEnjoy: "wine-cocktails-alcoholic", sweetOrSavoury: "savoury" };
    const gourmet = await paidSubscription(app, { ...richmond, plan: "moments-to-savour", recipient: wine });
    const flowers = await paidSubscription(app, { ...richmond, plan: "in-bloom", recipient: wine });
    await generateOrders(app, staff.cookie);
    const viewOf = async (cookie: string, subscriptionId: number) => {
      const [order] = await ordersOf(subscriptionId);
      const list = (await inject("GET", "/api/vendor/orders", cookie)).json() as {
        id: number;
        includesAlcohol: boolean;
        preferences: { label: string }[];
      }[];
      return list.find((o) => o.id === order!.id)!;
    };
    const box = await viewOf(pantry.cookie, gourmet.subscriptionId);
    expect(box.includesAlcohol).toBe(true);
    expect(box.preferences.map((p) => p.label)).toEqual(expect.arrayContaining(["Drinks", "Sweet or savoury"]));
    const posy = await viewOf(fitzroy.cookie, flowers.subscriptionId);
    expect(posy.includesAlcohol).toBe(false);
    expect(posy.preferences.map((p) => p.label)).not.toContain("Drinks");
  });
});
