import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { generationWindowEnd } from "../../../shared/domain/fulfilment";
import { rowsOf } from "../../db/rows";
import { emailOutbox, fulfilmentOrders } from "../../db/schema";
import { fulfilmentRepository } from "./fulfilment.repository";
import { startRoutingRun } from "./order-routing";

/**
 * Issue 15, finding 3: a run inserts orders in slices, then routes. A run that died between the two
 * left its orders unrouted for good (the next run routed only what it created), and vendors got one
 * "orders routed" e-mail per slice. Now each order is made and routed in one write (ADR 0027), a run
 * still routes any order an earlier version left locked and never routed, and each vendor hears once
 * per run. (The same with a real process killed mid-run: test/database-faults.)
 */
// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };

async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return vendor;
}
// A Fitzroy florist whose area lists Melbourne's 3000.
const florist = await approvedVendor();

const ordersOf = (subscriptionId: number) =>
  db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.subscriptionId, subscriptionId));
const routedMails = (to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "order-routed")));

describe("a generation run", () => {
  it("routes the orders a run of the earlier version left locked but unrouted when it died, and tells the vendor", async () => {
    const buyer = await paidSubscription(app, melbourne);
    // The first half of such a run (it locked, then routed): the deliveries locked as orders, none routed, nobody told.
    await fulfilmentRepository.insertDue(db, "2026-11-23", generationWindowEnd("2026-11-23"));
    await db.execute(sql`update fulfilment_orders set status = 'to_order', locked_at = now(), updated_at = now()
      where status = 'scheduled' and payment_id is not null and delivery_date <= ${generationWindowEnd("2026-11-23")}::date`);
    const [stranded] = await ordersOf(buyer.subscriptionId);
    expect(stranded).toMatchObject({ deliveryDate: "2026-12-03", supplierId: null });

    const next = await generateOrders(app, staff.cookie);
    expect(next).toEqual({ created: 0, routed: 1, unassigned: 0 });
    expect((await ordersOf(buyer.subscriptionId))[0]!.supplierId).toBe(florist.supplierId);
    const mails = await routedMails(florist.email);
    expect(mails.map((m) => m.subject)).toEqual(["A new order for you"]);
    expect(mails[0]!.textBody).toContain("3 Dec 2026");
  });

  it("e-mails each vendor once, however many slices of subscriptions it works through", async () => {
    // Subscription ids far apart, as at 20,000 subscriptions: a run takes them in different slices.
    await db.execute(sql`alter table subscriptions alter column id restart with 50000`);
    const first = await paidSubscription(app, melbourne);
    await db.execute(sql`alter table subscriptions alter column id restart with 70000`);
    const second = await paidSubscription(app, melbourne);
    expect(second.subscriptionId - first.subscriptionId).toBeGreaterThanOrEqual(20_000);
    const before = (await routedMails(florist.email)).length;

    expect(await generateOrders(app, staff.cookie)).toEqual({ created: 2, routed: 2, unassigned: 0 });
    const mails = (await routedMails(florist.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["2 new orders for you"]);
    // Released at the end of the run: due now, not held back.
    expect(mails[0]!.status).toBe("pending");
    const [due] = rowsOf<{ due: boolean }>(
      await db.execute(sql`select now() >= ${mails[0]!.nextAttemptAt.toISOString()}::timestamptz as due`),
    );
    expect(due!.due).toBe(true);
  });

  it("leaves an order routing found no vendor for with staff and in Nearby Orders, even once one is approved", async () => {
    const buyer = await paidSubscription(app, { ...melbourne, plan: "moments-to-savour" });
    expect((await generateOrders(app, staff.cookie)).unassigned).toBe(1);
    const baker = await approvedVendor({ businessName: "Rise Bakehouse", businessType: "gourmet", postcode: "3000" });
    expect(await generateOrders(app, staff.cookie)).toEqual({ created: 0, routed: 0, unassigned: 0 });
    const [order] = await ordersOf(buyer.subscriptionId);
    expect(order!.supplierId).toBeNull();
    const nearby = await app.inject({
      method: "GET",
      url: "/api/vendor/nearby-orders",
      headers: { cookie: baker.cookie },
    });
    expect((nearby.json() as { id: number }[]).map((o) => o.id)).toContain(order!.id);
  });

  it("makes each order and routes it in one write: locked with its vendor and offer, marked as looked at", async () => {
    const buyer = await paidSubscription(app, melbourne);
    expect(await generateOrders(app, staff.cookie)).toMatchObject({ created: 1, routed: 1 });
    const [order] = await ordersOf(buyer.subscriptionId);
    expect(order).toMatchObject({ status: "to_order", supplierId: florist.supplierId, acceptedAt: null });
    expect(order!.acceptBy).not.toBeNull();
    const [mark] = rowsOf<{ looked_at: boolean }>(
      await db.execute(sql`select updated_at > locked_at as looked_at from fulfilment_orders where id = ${order!.id}`),
    );
    expect(mark!.looked_at).toBe(true);
  });

  it("makes no order of a delivery skipped or moved after routing read it; the moved one is made on its new date", async () => {
    const skipped = await paidSubscription(app, melbourne);
    const moved = await paidSubscription(app, melbourne);
    const [from, to] = ["2026-11-23", generationWindowEnd("2026-11-23")];
    await fulfilmentRepository.insertDue(db, from, to);
    const [skippedRow] = await ordersOf(skipped.subscriptionId);
    const [movedRow] = await ordersOf(moved.subscriptionId);
    const due = (await fulfilmentRepository.dueToLock(db, from, to)).filter((d) =>
      [skippedRow!.id, movedRow!.id].includes(d.id),
    );
    expect(due).toHaveLength(2);
    // Meanwhile the buyers skip one and move the other a day on.
    await db.update(fulfilmentOrders).set({ status: "skipped" }).where(eq(fulfilmentOrders.id, skippedRow!.id));
    await db.update(fulfilmentOrders).set({ deliveryDate: "2026-12-04" }).where(eq(fulfilmentOrders.id, movedRow!.id));

    const routing = await startRoutingRun(app.ctx, from);
    expect(await routing.lockAndRoute(due)).toBe(0);
    expect(await routing.finish()).toEqual({ routed: 0, unassigned: 0 });
    expect((await ordersOf(skipped.subscriptionId))[0]).toMatchObject({ status: "skipped", supplierId: null });
    expect((await ordersOf(moved.subscriptionId))[0]).toMatchObject({ status: "scheduled", supplierId: null });

    await generateOrders(app, staff.cookie);
    expect((await ordersOf(moved.subscriptionId))[0]).toMatchObject({
      status: "to_order",
      deliveryDate: "2026-12-04",
      supplierId: florist.supplierId,
    });
    expect((await ordersOf(skipped.subscriptionId))[0]).toMatchObject({ status: "skipped", supplierId: null });
  });
});
