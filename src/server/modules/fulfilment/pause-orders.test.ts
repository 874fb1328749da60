import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmFirstDelivery, generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

/**
 * A pause withdraws the order of the delivery it skips while nobody has started on it, keeps one staff
 * have already ordered, and a resume before the skipped day lets the next generation make it again.
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
  ).map((o) => ({ date: o.deliveryDate, type: o.specialDateType, status: o.status, id: o.id }));
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
  await db.update(subscriptions).set({ frequency: "weekly" }).where(eq(subscriptions.id, buyer.subscriptionId));
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

describe("pausing withdraws the skipped delivery's order", () => {
  it("generation on 4 December makes the 10 and 17 December orders", async () => {
    now = new Date("2026-12-04T00:00:00Z"); // 11 am in Melbourne
    await generateOrders(app, staff.cookie);
    for (const buyer of [plain, ordered, supplierOrdered, everything])
      expect(await datesOf(buyer.subscriptionId)).toEqual(["2026-12-03", "2026-12-10", "2026-12-17"]);
  });

  it("a pause withdraws the 10 December order nobody started, and only that one", async () => {
    const response = await patchSubscription(plain, { status: "paused", pauseType: "regular" });
    expect(response.statusCode).toBe(200);
    expect(await subscription(plain.subscriptionId)).toMatchObject({ status: "paused", pausedUntil: "2026-12-10" });
    expect(await ordersOf(plain.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
      expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
    ]);
  });

  it("keeps an order staff have already ordered (status Ordered)", async () => {
    const order = (await ordersOf(ordered.subscriptionId)).find((o) => o.date === "2026-12-10")!;
    expect((await patchOrder(order.id, { status: "ordered" })).statusCode).toBe(200);
    expect((await patchSubscription(ordered, { status: "paused", pauseType: "regular" })).statusCode).toBe(200);
    expect(await ordersOf(ordered.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
      expect.objectContaining({ id: order.id, date: "2026-12-10", status: "ordered" }),
      expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
    ]);
  });

  it("keeps an order staff have noted as ordered from the supplier", async () => {
    const order = (await ordersOf(supplierOrdered.subscriptionId)).find((o) => o.date === "2026-12-10")!;
    expect((await patchOrder(order.id, { supplierOrdered: "Flower market, 9 Dec" })).statusCode).toBe(200);
    expect((await patchSubscription(supplierOrdered, { status: "paused", pauseType: "regular" })).statusCode).toBe(200);
    expect(await datesOf(supplierOrdered.subscriptionId)).toEqual(["2026-12-03", "2026-12-10", "2026-12-17"]);
  });

  it("pausing everything withdraws every open order up to the skipped day, not after it", async () => {
    expect((await patchSubscription(everything, { status: "paused", pauseType: "everything" })).statusCode).toBe(200);
    expect(await subscription(everything.subscriptionId)).toMatchObject({
      status: "paused",
      pauseType: "everything",
      pausedUntil: "2026-12-10",
    });
    expect(await datesOf(everything.subscriptionId)).toEqual(["2026-12-03", "2026-12-17"]);
  });

  it("generating again while paused does not make the skipped order again", async () => {
    await generateOrders(app, staff.cookie);
    now = new Date("2026-12-06T00:00:00Z");
    await generateOrders(app, staff.cookie);
    expect(await datesOf(plain.subscriptionId)).toEqual(["2026-12-03", "2026-12-17"]);
    expect(await datesOf(everything.subscriptionId)).toEqual(["2026-12-03", "2026-12-17"]);
    // The ordered ones are still there, once.
    expect(await datesOf(ordered.subscriptionId)).toEqual(["2026-12-03", "2026-12-10", "2026-12-17"]);
    expect(await datesOf(supplierOrdered.subscriptionId)).toEqual(["2026-12-03", "2026-12-10", "2026-12-17"]);
  });
});

describe("resuming before the skipped day", () => {
  it("lets the next generation make the 10 December order again", async () => {
    now = new Date("2026-12-08T00:00:00Z");
    for (const buyer of [plain, everything]) {
      const response = await patchSubscription(buyer, { status: "active" });
      expect(response.statusCode).toBe(200);
      expect(await subscription(buyer.subscriptionId)).toMatchObject({ status: "active", pausedUntil: null });
      // Nothing comes back by itself: the order is made by the next generation.
      expect(await datesOf(buyer.subscriptionId)).toEqual(["2026-12-03", "2026-12-17"]);
    }
    const result = await generateOrders(app, staff.cookie);
    expect(result.created).toBeGreaterThanOrEqual(2);
    for (const buyer of [plain, everything])
      expect(await ordersOf(buyer.subscriptionId)).toEqual([
        expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
        expect.objectContaining({ date: "2026-12-10", type: "", status: "to_order" }),
        expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
      ]);
  });

  it("the kept order is not duplicated when its subscription resumes", async () => {
    expect((await patchSubscription(ordered, { status: "active" })).statusCode).toBe(200);
    await generateOrders(app, staff.cookie);
    expect(await ordersOf(ordered.subscriptionId)).toEqual([
      expect.objectContaining({ date: "2026-12-03", status: "delivered" }),
      expect.objectContaining({ date: "2026-12-10", status: "ordered" }),
      expect.objectContaining({ date: "2026-12-17", status: "to_order" }),
    ]);
  });
});
