import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription, uploadPackagePhoto } from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox, fulfilmentOrderEvents, fulfilmentOrders } from "../../db/schema";

// Paid on Monday 23 November 2026: the first box is due ten days later, 3 December (Melbourne).
let now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const customer = await signUp(app);
const inject = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return vendor;
}
// Three florists reach Melbourne 3000: Carlton is nearest, then Fitzroy, then Richmond.
const carlton = await approvedVendor({ businessName: "Carlton Stems", suburb: "Carlton", postcode: "3053" });
const fitzroy = await approvedVendor({ businessName: "Fitzroy Petals" });
const richmond = await approvedVendor({
  businessName: "Richmond Blooms",
  suburb: "Richmond",
  postcode: "3121",
  serviceRadiusKm: 3,
});
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

const orderOf = async (subscriptionId: number) =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId)))[0]!;
const eventsOf = (orderId: number) =>
  db
    .select()
    .from(fulfilmentOrderEvents)
    .where(eq(fulfilmentOrderEvents.orderId, orderId))
    .orderBy(asc(fulfilmentOrderEvents.id));
const mailsOf = (kind: string, to?: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(to ? and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)) : eq(emailOutbox.kind, kind));
const giveTo = (orderId: number, supplierId: number) =>
  inject("PATCH", `/api/admin/fulfillment-orders/${orderId}`, staff.cookie, { supplierId });

/** A fresh order routed (and offered) to Carlton, at the suite's start time. */
async function offeredOrder() {
  now = new Date("2026-11-23T00:00:00Z");
  const buyer = await paidSubscription(app, melbourne);
  await generateOrders(app, staff.cookie);
  const order = await orderOf(buyer.subscriptionId);
  // Routing gave it to the nearest; a test that needs Carlton to hold it hands it over.
  if (order.supplierId !== carlton.supplierId) await giveTo(order.id, carlton.supplierId);
  return orderOf(buyer.subscriptionId);
}

describe("a routed order waits for its vendor to accept it (issue 17)", () => {
  it("is offered by a deadline of 24 hours after routing, shown on the card and in the staff table", async () => {
    const order = await offeredOrder();
    expect(order).toMatchObject({ supplierId: carlton.supplierId, status: "to_order", acceptedAt: null });
    // 24 hours after routing: well before the lock point (30 November, Melbourne).
    expect(order.acceptBy?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    const card = (await inject("GET", "/api/vendor/orders", carlton.cookie))
      .json()
      .find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({ offerState: "offered", acceptBy: "2026-11-24T00:00:00.000Z" });
    const page = (await inject("GET", "/api/admin/fulfillment-orders?pageSize=500", staff.cookie)).json();
    expect(page.orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({ offerState: "offered" });
    const events = await eventsOf(order.id);
    expect(events.at(-1)).toMatchObject({ kind: "offered", supplierId: carlton.supplierId });
  });

  it("an order routed close to its lock point must be accepted by the lock point", async () => {
    now = new Date("2026-11-29T06:00:00Z"); // the lock point is 13:00 UTC that day (Melbourne midnight)
    const order = await offeredOrder().then(async (o) => {
      now = new Date("2026-11-29T06:00:00Z");
      await giveTo(o.id, fitzroy.supplierId);
      return orderOf(o.subscriptionId);
    });
    expect(order.acceptBy?.toISOString()).toBe("2026-11-29T13:00:00.000Z");
  });

  it("accepting records who and when, once; declining afterwards is refused and changes nothing", async () => {
    const order = await offeredOrder();
    now = new Date("2026-11-23T05:00:00Z");
    const accepted = await inject("POST", `/api/vendor/orders/${order.id}/accept`, carlton.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: order.id, offerState: "accepted", acceptBy: null });
    const again = await inject("POST", `/api/vendor/orders/${order.id}/accept`, carlton.cookie);
    expect(again.statusCode).toBe(200);
    const events = (await eventsOf(order.id)).filter((e) => e.kind === "accepted");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ supplierId: carlton.supplierId, actorUserId: carlton.userId });
    const declined = await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {
      reason: "fully_booked",
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toMatch(/already been accepted/);
    expect(await orderOf(order.subscriptionId)).toMatchObject({ supplierId: carlton.supplierId, status: "to_order" });
  });

  it("declining passes it to the next vendor, never back; with none left it is unassigned with a staff alert", async () => {
    const order = await offeredOrder();
    const first = await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {
      reason: "fully_booked",
      note: "Wedding that weekend",
    });
    expect(first.statusCode, first.body).toBe(200);
    // Fitzroy is next nearest; Carlton declined, so it is not offered again.
    expect(await orderOf(order.subscriptionId)).toMatchObject({ supplierId: fitzroy.supplierId, status: "to_order" });
    expect((await mailsOf("order-offered", fitzroy.email)).length).toBeGreaterThanOrEqual(1);
    expect((await mailsOf("order-passed-on", carlton.email)).length).toBeGreaterThanOrEqual(1);
    expect(
      (await inject("GET", "/api/vendor/orders", carlton.cookie)).json().map((o: { id: number }) => o.id),
    ).not.toContain(order.id);

    expect(
      (await inject("POST", `/api/vendor/orders/${order.id}/decline`, fitzroy.cookie, { reason: "closed" })).statusCode,
    ).toBe(200);
    expect((await orderOf(order.subscriptionId)).supplierId).toBe(richmond.supplierId);
    const staffMailsBefore = (await mailsOf("order-unassigned")).length;
    expect(
      (await inject("POST", `/api/vendor/orders/${order.id}/decline`, richmond.cookie, { reason: "cannot_source" }))
        .statusCode,
    ).toBe(200);
    const left = await orderOf(order.subscriptionId);
    expect(left).toMatchObject({ supplierId: null, status: "to_order", acceptBy: null });
    const staffMails = await mailsOf("order-unassigned", app.ctx.staffEmail);
    expect(staffMails.length).toBe(staffMailsBefore + 1);
    expect(staffMails.at(-1)!.textBody).toContain(`Order ${order.id}`);
    const page = (await inject("GET", "/api/admin/fulfillment-orders?unassigned=true", staff.cookie)).json();
    expect(page.unassignedOpen).toBeGreaterThanOrEqual(1);
    expect(page.orders[0]).toMatchObject({ id: order.id, offerState: "unassigned" });

    const steps = (await inject("GET", `/api/admin/fulfillment-orders/${order.id}/events`, staff.cookie)).json();
    const tail = steps.slice(-9).map((s: { kind: string }) => s.kind);
    expect(tail).toEqual([
      "declined",
      "passed_on",
      "offered",
      "declined",
      "passed_on",
      "offered",
      "declined",
      "passed_on",
      "unassigned",
    ]);
    expect(steps.at(-2)).toMatchObject({
      vendorName: "Richmond Blooms",
      toVendorName: null,
      reason: "Declined by the vendor",
    });
    const carltonDecline = steps.find((s: { kind: string; vendorName: string }) => s.kind === "declined");
    expect(carltonDecline).toMatchObject({
      vendorName: "Carlton Stems",
      reason: "Fully booked",
      note: "Wedding that weekend",
      actorName: expect.any(String),
    });

    // Nearby Orders: a claim counts as accepted.
    const claimed = await inject("POST", `/api/vendor/orders/${order.id}/claim`, fitzroy.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ offerState: "accepted", acceptBy: null });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ kind: "accepted", reason: "claimed" });
  });

  it("an expired offer can't be accepted; the deadline job passes it on exactly once, however many tick", async () => {
    const order = await offeredOrder();
    now = new Date("2026-11-24T00:00:01Z");
    const late = await inject("POST", `/api/vendor/orders/${order.id}/accept`, carlton.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/time to accept this order has passed/);
    expect(await orderOf(order.subscriptionId)).toMatchObject({ supplierId: carlton.supplierId, acceptedAt: null });

    const offeredBefore = (await mailsOf("order-offered", fitzroy.email)).length;
    const moved = await Promise.all([
      app.services.orderOffers.expireDue(),
      app.services.orderOffers.expireDue(),
      app.services.orderOffers.expireDue(),
    ]);
    expect(moved.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const after = await orderOf(order.subscriptionId);
    expect(after.supplierId).toBe(fitzroy.supplierId);
    expect(after.acceptBy?.toISOString()).toBe("2026-11-25T00:00:01.000Z");
    const events = await eventsOf(order.id);
    const kinds = events.map((e) => e.kind);
    expect(kinds.filter((k) => k === "expired")).toHaveLength(1);
    expect(kinds.filter((k) => k === "passed_on")).toHaveLength(1);
    expect(kinds.slice(kinds.indexOf("expired"))).toEqual(["expired", "passed_on", "offered"]);
    const offer = events.at(-1)!;
    expect(offer).toMatchObject({ supplierId: fitzroy.supplierId, actorUserId: null });
    const mails = await mailsOf("order-offered", fitzroy.email);
    expect(mails.filter((m) => m.dedupeKey === `order-offered:${offer.id}`)).toHaveLength(1);
    expect(mails.length).toBeGreaterThan(offeredBefore);
    const passedOn = await mailsOf("order-passed-on", carlton.email);
    expect(passedOn.filter((m) => m.dedupeKey === `order-passed-on:${events.at(-2)!.id}`)).toHaveLength(1);
    // Again later: nothing more moves.
    expect(await app.services.orderOffers.expireDue()).toBe(0);
  });

  it("fulfilling an offered order accepts it, recorded as such", async () => {
    const order = await offeredOrder();
    const photo = await uploadPackagePhoto(app, carlton.cookie);
    const sent = await inject("POST", `/api/vendor/orders/${order.id}/fulfilment`, carlton.cookie, {
      packagePhotoId: photo,
      inclusions: "Peonies and a card",
      dispatchDate: "2026-12-02",
      confirmed: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ offerState: "accepted" });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      kind: "accepted",
      reason: "fulfilled",
      actorUserId: carlton.userId,
    });
    // Accepted: the deadline job leaves it alone.
    now = new Date("2026-11-25T00:00:00Z");
    await app.services.orderOffers.expireDue();
    expect((await orderOf(order.subscriptionId)).supplierId).toBe(carlton.supplierId);
  });

  it("passing on resets an order staff had marked Ordered back to To Order", async () => {
    const order = await offeredOrder();
    await inject("PATCH", `/api/admin/fulfillment-orders/${order.id}`, staff.cookie, { status: "ordered" });
    const declined = await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {
      reason: "out_of_area",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await orderOf(order.subscriptionId)).toMatchObject({ supplierId: fitzroy.supplierId, status: "to_order" });
  });
});

describe("who may accept or decline, and bad input", () => {
  it("only the vendor holding the offer; others get 404/403 and nothing changes", async () => {
    const order = await offeredOrder();
    const snapshot = async () => {
      const row = await orderOf(order.subscriptionId);
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(fulfilmentOrderEvents)
        .where(eq(fulfilmentOrderEvents.orderId, order.id));
      return { row, events: n!.n };
    };
    const before = await snapshot();
    for (const path of ["accept", "decline"]) {
      const url = `/api/vendor/orders/${order.id}/${path}`;
      const body = path === "decline" ? { reason: "other" } : undefined;
      expect((await inject("POST", url, fitzroy.cookie, body)).statusCode).toBe(404);
      expect((await inject("POST", url, customer.cookie, body)).statusCode).toBe(403);
      expect((await inject("POST", url, staff.cookie, body)).statusCode).toBe(403);
      expect((await app.inject({ method: "POST", url, payload: body })).statusCode).toBe(401);
    }
    expect((await inject("GET", `/api/admin/fulfillment-orders/${order.id}/events`, carlton.cookie)).statusCode).toBe(
      403,
    );
    expect((await inject("GET", `/api/admin/fulfillment-orders/${order.id}/events`, customer.cookie)).statusCode).toBe(
      403,
    );
    expect((await inject("GET", "/api/admin/fulfillment-orders/999999/events", staff.cookie)).statusCode).toBe(404);

    // Bad input: an unknown reason, a note too long, no body, an unknown order.
    const unknown = await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {
      reason: "bored",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("Please choose why you're declining this order.");
    const long = await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {
      reason: "other",
      note: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect((await inject("POST", `/api/vendor/orders/${order.id}/decline`, carlton.cookie, {})).statusCode).toBe(400);
    expect((await inject("POST", "/api/vendor/orders/999999/accept", carlton.cookie)).statusCode).toBe(404);
    expect((await inject("POST", "/api/vendor/orders/abc/accept", carlton.cookie)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("a suspended or rejected vendor can't answer an offer it still holds", async () => {
    for (const status of ["suspended", "rejected"] as const) {
      const vendor = await approvedVendor({ businessName: `Soon ${status}` });
      const order = await offeredOrder();
      await giveTo(order.id, vendor.supplierId);
      await setVendorStatus(app, vendor.supplierId, status);
      for (const path of ["accept", "decline"]) {
        const response = await inject(
          "POST",
          `/api/vendor/orders/${order.id}/${path}`,
          vendor.cookie,
          path === "decline" ? { reason: "other" } : undefined,
        );
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/can't accept or decline/);
      }
      expect(await orderOf(order.subscriptionId)).toMatchObject({ supplierId: vendor.supplierId, acceptedAt: null });
    }
  });
});
