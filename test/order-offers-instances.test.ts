import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { rowsOf } from "../src/server/db/rows";
import { generateOrders, paidSubscription } from "./support/fulfilment";
import { signInAsAdmin } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, setVendorStatus } from "./support/vendor";

/**
 * Two app instances on one database tick the offers job at the same moment, without the scheduler's
 * advisory lock (as if it had failed): every expired offer is still passed on once — one "deadline
 * missed", one pass and one new offer, one e-mail each. On PostgreSQL the two really overlap.
 */
let now = new Date("2026-11-23T00:00:00Z");
const clock = { now: () => now };
const first = await createTestApp({ clock });
const second = await buildApp({ database: first.ctx.database, webDistDir: null, rateLimitScale: 1000, clock });
afterAll(() => second.close());

describe("the offers job on two instances at once", () => {
  it("passes each expired offer on exactly once", async () => {
    const staff = await signInAsAdmin(first);
    const carlton = await applyAsVendor(first, { businessName: "Carlton Stems", suburb: "Carlton", postcode: "3053" });
    const fitzroy = await applyAsVendor(first, { businessName: "Fitzroy Petals" });
    for (const vendor of [carlton, fitzroy]) await setVendorStatus(first, vendor.supplierId, "approved");
    const buyers = [];
    for (let i = 0; i < 6; i++)
      buyers.push(await paidSubscription(first, { postcode: "3000", state: "VIC", suburb: "Melbourne" }));
    const routed = await generateOrders(first, staff.cookie);
    expect(routed.routed).toBe(6);

    now = new Date("2026-11-24T00:00:01Z");
    const moved = await Promise.all([
      first.services.orderOffers.expireDue(),
      second.services.orderOffers.expireDue(),
      first.services.orderOffers.expireDue(),
      second.services.orderOffers.expireDue(),
    ]);
    expect(moved.reduce((sum, n) => sum + n, 0)).toBe(6);

    const steps = rowsOf<{ kind: string; n: number }>(
      await first.ctx.db.execute(sql`
        select e.kind, count(*)::int as n from fulfilment_order_events e
        join fulfilment_orders f on f.id = e.order_id
        where f.subscription_id = any(${sql.param(buyers.map((b) => b.subscriptionId))}::int[])
        group by e.kind order by e.kind`),
    );
    // Each order: offered by routing, missed, passed on, offered to the other vendor.
    expect(Object.fromEntries(steps.map((s) => [s.kind, s.n]))).toEqual({ offered: 12, expired: 6, passed_on: 6 });
    const mails = rowsOf<{ kind: string; n: number }>(
      await first.ctx.db.execute(sql`
        select kind, count(*)::int as n from email_outbox
        where kind in ('order-offered', 'order-passed-on') group by kind order by kind`),
    );
    expect(Object.fromEntries(mails.map((m) => [m.kind, m.n]))).toEqual({ "order-offered": 6, "order-passed-on": 6 });
    // Both vendors missed it once each: the next tick, a day later, leaves them all unassigned, once.
    now = new Date("2026-11-25T00:00:02Z");
    const again = await Promise.all([first.services.orderOffers.expireDue(), second.services.orderOffers.expireDue()]);
    expect(again.reduce((sum, n) => sum + n, 0)).toBe(6);
    const staffMails = rowsOf<{ n: number }>(
      await first.ctx.db.execute(sql`select count(*)::int as n from email_outbox where kind = 'order-unassigned'`),
    );
    expect(staffMails[0]!.n).toBe(6);
    const left = rowsOf<{ n: number }>(
      await first.ctx.db.execute(sql`
        select count(*)::int as n from fulfilment_orders
        where supplier_id is null and status = 'to_order'
          and subscription_id = any(${sql.param(buyers.map((b) => b.subscriptionId))}::int[])`),
    );
    expect(left[0]!.n).toBe(6);
  });
});
