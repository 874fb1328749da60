import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmFirstDelivery, generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { isOrderStatus } from "../../../shared/domain/fulfilment-status";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

/**
 * A pause skips the next delivery not yet locked (ADR 0018): its order is withdrawn even when staff
 * had started on it (the buyer may change a delivery until 3 days before it; the vendor is told), and
 * a resume before the skipped day lets the next generation make it again. Orders are what staff see:
 * the ledger's deliveries in the fulfilment states.
 *
 * Weekly to Melbourne, paid Monday 23 November 2026: boxes due 3, 10, 17, 24 December …
 */
let now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

const ordersOf = async (subscriptionId: number) =>
  (
    await db
      .select()
      .from(fulfilmentOrders)
      .where(eq(fulfilmentOrders.subscriptionId, subscriptionId))
      .orderBy(asc(fulfilmentOrders.deliveryDate))
  )
    .filter((o) => isOrderStatus(o.status))
    .map((o) => ({ date: o.deliveryDate, type: o.specialDateType, status: o.status, id: o.id }));
const datesOf = async (subscriptionId: number) => (await ordersOf(subscriptionId)).map((o) => o.date);
const subscription = async (id: number) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

const patchSubscription = (buyer: { cookie: string; subscriptionId: number }, payload: object) =>
  app.inject({
    method: "PATCH",
    url: `/api/subscriptions/${buyer.subscriptionId}`,
    headers: { cookie: buyer.cookie },
    payload,
  });
const patchOrder = (id: number, payload: object) =>
  app.inject({
    method: "PATCH",
    url: `/api/admin/fulfillment-orders/${id}`,
    headers: { cookie: staff.cookie },
    payload,
  });

/** A weekly subscription whose first box (3 December) staff have confirmed, so it may be paused. */
async function deliveredOnce() {
  const buyer = await paidSubscription(app, melbourne);
  // The checkout buys monthly (a weekly box is chosen on the subscription form, with a gift box): made
  // weekly here, before any order exists, so one 14-day window holds two regular deliveries.
  // Billed weekly too, so each box is paid (a week after payment, then weekly) before it is due.
  await db
    .update(subscriptions)
    .set({ frequency: "weekly", nextBillingDate: "2026-11-30" })
    .where(eq(subscriptions.id, buyer.subscriptionId));
  const first = await subscription(buyer.subscriptionId);
  expect(first).toMatchObject({ frequency: "weekly", startDate: "2026-11-23", status: "active" });
  await confirmFirstDelivery(app, staff.cookie, buyer.subscriptionId);
  expect((await subscription(buyer.subscriptionId)).deliveriesCompleted).toBe(1);
  return buyer;
}

// All four are paid on 23 November; their first boxes are confirmed before the clock moves on.
const plain = await deliveredOnce();
const ordered = await deliveredOnce();
const supplierOrdered = await deliveredOnce();
const everything = await deliveredOnce();

/** The day's renewals (each box is charged before it is due), then generation. */
async function chargeAndGenerate() {
  await app.services.dailyJobs.run();
  return generateOrders(app, staff.cookie);
}

describe("pausing withdraws the skipped delivery's order", () => {
  it("generation on 4 December makes the paid 10 December order; 17 December waits for its charge", async () => {
    now = new Date("2026-12-04T00:00:00Z"); // 11 am in Melbourne
    await chargeAndGenerate();
    for (const buyer of [plain, ordered, supplierOrdered, everything])
      expect(await datesOf(buyer.subscriptionId)).toEqual(["2026-12-03", "2026-12-10"]);
  });

  it("a pause withdraws the 10 December order nobody started, and only that one", async () => {
    const response = await patchSubscription(plain, { status: "paused", pauseType: "regular" });
    expect(response.statusCode).toBe(200);
    expect(await subscription(plain.subscriptionId)).toMatchObject({ status: "paused", pausedUntil: "2026-12-10" });
    expect(await ordersOf(plain.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
    ]);
  });

  it("withdraws an order staff have already ordered (status Ordered): it has not locked yet", async () => {
    const order = (await ordersOf(ordered.subscriptionId)).find((o) => o.date === "2026-12-10")!;
    expect((await patchOrder(order.id, { status: "ordered" })).statusCode).toBe(200);
    expect((await patchSubscription(ordered, { status: "paused", pauseType: "regular" })).statusCode).toBe(200);
    expect(await ordersOf(ordered.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
    ]);
  });

  it("withdraws an order staff have noted as ordered from the supplier: it has not locked yet", async () => {
    const order = (await ordersOf(supplierOrdered.subscriptionId)).find((o) => o.date === "2026-12-10")!;
    expect((await patchOrder(order.id, { supplierOrdered: "Flower market, 9 Dec" })).statusCode).toBe(200);
    expect((await patchSubscription(supplierOrdered, { status: "paused", pauseType: "regular" })).statusCode).toBe(200);
    expect(await datesOf(supplierOrdered.subscriptionId)).toEqual(["2026-12-03"]);
  });

  it("pausing everything withdraws every open order up to the skipped day, not after it", async () => {
    expect((await patchSubscription(everything, { status: "paused", pauseType: "everything" })).statusCode).toBe(200);
    expect(await subscription(everything.subscriptionId)).toMatchObject({
      status: "paused",
      pauseType: "everything",
      pausedUntil: "2026-12-10",
    });
    expect(await datesOf(everything.subscriptionId)).toEqual(["2026-12-03"]);
  });

  it("generating again while paused does not make the skipped order again; the paid part moved on to 17 December", async () => {
    await chargeAndGenerate();
    now = new Date("2026-12-06T00:00:00Z");
    await chargeAndGenerate();
    for (const buyer of [plain, everything, ordered, supplierOrdered])
      expect(await datesOf(buyer.subscriptionId)).toEqual(["2026-12-03", "2026-12-17"]);
  });
});

describe("resuming before the skipped day locks (7 December in Melbourne)", () => {
  it("lets the next generation make the 10 December order again", async () => {
    now = new Date("2026-12-06T00:00:00Z");
    for (const buyer of [plain, everything]) {
      const response = await patchSubscription(buyer, { status: "active" });
      expect(response.statusCode).toBe(200);
      expect(await subscription(buyer.subscriptionId)).toMatchObject({ status: "active", pausedUntil: null });
      // The skipped delivery took its payment back from 17 December, which waits for its own charge.
      expect(await datesOf(buyer.subscriptionId)).toEqual(["2026-12-03"]);
    }
    const result = await chargeAndGenerate();
    expect(result.created).toBeGreaterThanOrEqual(2);
    now = new Date("2026-12-07T00:00:00Z");
    await chargeAndGenerate();
    for (const buyer of [plain, everything])
      expect(await ordersOf(buyer.subscriptionId)).toEqual([
        expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
        expect.objectContaining({ date: "2026-12-10", type: "", status: "to_order" }),
        expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
      ]);
  });

  it("after the lock point, a resume leaves the skipped delivery skipped", async () => {
    now = new Date("2026-12-08T00:00:00Z");
    expect((await patchSubscription(ordered, { status: "active" })).statusCode).toBe(200);
    await chargeAndGenerate();
    expect(await ordersOf(ordered.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
      expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
    ]);
  });
});
