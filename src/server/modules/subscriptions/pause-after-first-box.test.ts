import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmFirstDelivery, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { fulfilmentOrders, subscriptions } from "../../db/schema";

/**
 * Issue 16, second fault: paused after the first box was delivered (early, on 28 November, before its
 * 1 December date), the pause skipped the delivered box's slot and moved a charge instead. A pause
 * skips the next box not yet sent or locked: 1 January.
 */
let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

describe("a pause after the first box", () => {
  it("skips the next box (1 January), never the one delivered", async () => {
    const buyer = await paidSubscription(app);
    now = new Date("2026-11-28T01:00:00Z");
    await confirmFirstDelivery(app, staff.cookie, buyer.subscriptionId);
    const paused = await app.inject({
      method: "PATCH",
      url: `/api/subscriptions/${buyer.subscriptionId}`,
      headers: { cookie: buyer.cookie },
      payload: { status: "paused", pauseType: "regular" },
    });
    expect(paused.statusCode).toBe(200);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, buyer.subscriptionId));
    expect(sub).toMatchObject({ status: "paused", pausedUntil: "2027-01-01" });
    // And January's box is never made an order while it is skipped.
    now = new Date("2026-12-25T01:00:00Z");
    await app.services.fulfilment.generate();
    const orders = (
      await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId))
    )
      .filter((o) => ["to_order", "ordered", "shipped", "delivered"].includes(o.status))
      .map((o) => [o.deliveryDate, o.status]);
    expect(orders).toEqual([["2026-12-01", "delivered"]]);
  });
});
