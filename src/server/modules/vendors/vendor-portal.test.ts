import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor } from "../../../../test/support/vendor";
import { fulfilmentOrderEvents, fulfilmentOrders, recipientProfiles } from "../../db/schema";
import { chartedWeeks } from "./vendor-portal.service";

// 10 am in Sydney on 15 May 2026.
const app = await createTestApp({ clock: { now: () => new Date("2026-05-15T00:00:00Z") } });
const db = app.ctx.db;

const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });

/** A paid subscription (a real buyer and recipient) that orders can belong to. */
async function paidSubscription() {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  await pay(app, buyer.cookie, checkout.checkoutId);
  return { subscriptionId: checkout.subscriptionId as number, recipientId: recipient.id as number };
}

describe("the vendor portal's figures", () => {
  it("are zero, with sixteen empty weeks and no on-time rate, before any order is routed", async () => {
    const vendor = await applyAsVendor(app);
    const overview = await get("/api/vendor/overview", vendor.cookie);
    expect(overview.json()).toEqual({
      orders: { total: 0, open: 0, delivered: 0, dueThisWeek: 0, declined: 0 },
      subscribers: 0,
      earnedCents: 0,
      pendingCents: 0,
      activeGiftBoxes: 0,
    });
    const analytics = (await get("/api/vendor/analytics", vendor.cookie)).json();
    // Friday 15 May 2026: eleven weeks back from that week's Monday (11 May) to four ahead.
    expect(analytics.weeks).toHaveLength(16);
    expect(analytics.weeks[0].weekStart).toBe("2026-02-23");
    expect(analytics.weeks.at(-1)).toEqual({
      weekStart: "2026-06-08",
      to_order: 0,
      ordered: 0,
      dispatch_scheduled: 0,
      shipped: 0,
      delivered: 0,
      declined: 0,
    });
    expect(analytics.onTimeRate).toBeNull();
    expect((await get("/api/vendor/orders", vendor.cookie)).json()).toEqual([]);
  });

  it("are computed from the vendor's own orders only", async () => {
    const vendor = await applyAsVendor(app);
    const other = await applyAsVendor(app);
    const first = await paidSubscription();
    const second = await paidSubscription();
    const order = (values: Partial<typeof fulfilmentOrders.$inferInsert> & { deliveryDate: string }) => ({
      subscriptionId: first.subscriptionId,
      supplierId: vendor.supplierId,
      costCents: 4_000,
      ...values,
      slotDate: values.deliveryDate,
    });
    const inserted = await db
      .insert(fulfilmentOrders)
      .values([
        order({ deliveryDate: "2026-03-10", status: "delivered", dispatchDate: "2026-03-09" }),
        order({ deliveryDate: "2026-04-10", status: "delivered", dispatchDate: "2026-04-12" }),
        order({ deliveryDate: "2026-05-18", status: "to_order", subscriptionId: second.subscriptionId }),
        order({ deliveryDate: "2026-06-10", status: "ordered", costCents: 5_500 }),
        order({ deliveryDate: "2026-05-20", status: "to_order", supplierId: other.supplierId }),
      ])
      .returning({ id: fulfilmentOrders.id });
    // The vendor declined the order now with the other vendor (issue 17: Analytics and Overview count declines).
    await db.insert(fulfilmentOrderEvents).values([
      { orderId: inserted.at(-1)!.id, kind: "declined", supplierId: vendor.supplierId, reason: "fully_booked" },
      { orderId: inserted.at(-1)!.id, kind: "offered", supplierId: other.supplierId },
    ]);

    const overview = (await get("/api/vendor/overview", vendor.cookie)).json();
    expect(overview).toMatchObject({
      orders: { total: 4, open: 2, delivered: 2, dueThisWeek: 1, declined: 1 },
      subscribers: 2,
      earnedCents: 8_000,
      pendingCents: 9_500,
    });

    const analytics = (await get("/api/vendor/analytics", vendor.cookie)).json();
    const week = (w: string) => analytics.weeks.find((row: { weekStart: string }) => row.weekStart === w);
    expect(week("2026-03-09")).toMatchObject({ delivered: 1 });
    expect(week("2026-05-18")).toMatchObject({ to_order: 1, delivered: 0, declined: 1 });
    expect(week("2026-06-08")).toMatchObject({ declined: 0 });
    // Upcoming weeks count too (issue 17: the chart said "Nothing to chart yet" for orders still to come).
    expect(week("2026-06-08")).toMatchObject({ ordered: 1 });
    expect(analytics.onTimeRate).toBe(0.5);
    expect(analytics.deliveredCount).toBe(2);

    const orders = (await get("/api/vendor/orders", vendor.cookie)).json();
    expect(orders.map((o: { deliveryDate: string }) => o.deliveryDate)).toEqual([
      "2026-03-10",
      "2026-04-10",
      "2026-05-18",
      "2026-06-10",
    ]);
    // Only what the vendor needs to deliver (fulfilment.test.ts checks the privacy of each field): never the buyer.
    expect(Object.keys(orders[0]).sort()).toEqual(
      [
        "acceptBy",
        "address",
        "cardMessage",
        "costBasis",
        "costCents",
        "deliveryDate",
        "deliveryInstructions",
        "fulfilment",
        "giftBoxName",
        "giftType",
        "id",
        "includesAlcohol",
        "intimatePreferences",
        "offerState",
        "personalMessage",
        "preferences",
        "proof",
        "recipientName",
        "recipientPhone",
        "specialDateType",
        "status",
        "urgent",
      ].sort(),
    );
    const [recipient] = await db.select().from(recipientProfiles).limit(1);
    expect(JSON.stringify(orders)).not.toContain(String(recipient?.notes ?? "no-notes-here"));

    const othersView = (await get("/api/vendor/overview", other.cookie)).json();
    expect(othersView.orders.total).toBe(1);
  });

  it("are refused to customers", async () => {
    const customer = await signUp(app);
    for (const url of ["/api/vendor/overview", "/api/vendor/analytics", "/api/vendor/orders", "/api/vendor/me"]) {
      expect((await get(url, customer.cookie)).statusCode, url).toBe(403);
    }
  });
});

describe("chartedWeeks", () => {
  it("starts each week on its Monday, across a year end, Sunday included in its week", () => {
    expect(chartedWeeks("2026-01-04", 2, 1)).toEqual(["2025-12-15", "2025-12-22", "2025-12-29", "2026-01-05"]);
    expect(chartedWeeks("2026-01-05", 0, 0)).toEqual(["2026-01-05"]);
  });
});
