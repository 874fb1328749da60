import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { COST_REASON_MAX, PROOF_OF_DELIVERY_MESSAGES } from "../../../shared/domain/proof-of-delivery";
import { fulfilmentOrderCostChanges, fulfilmentOrders } from "../../db/schema";

const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const vendor = await applyAsVendor(app);
await setVendorStatus(app, vendor.supplierId, "approved");
const buyer = await paidSubscription(app, { postcode: "3000", state: "VIC", suburb: "Melbourne" });
await generateOrders(app, staff.cookie);
const [order] = await db
  .select()
  .from(fulfilmentOrders)
  .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId));
const orderId = order!.id;
const url = `/api/admin/fulfillment-orders/${orderId}`;
const changesUrl = `${url}/cost-changes`;

const inject = (method: "GET" | "PATCH", path: string, cookie: string, payload?: object) =>
  app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });
const costOf = async () =>
  (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, orderId)))[0]!.costCents;
const recorded = async () =>
  db.select().from(fulfilmentOrderCostChanges).where(eq(fulfilmentOrderCostChanges.orderId, orderId));

describe("staff's cost override (issue 17)", () => {
  it("needs a reason when the cost changes: without one, a 400 and nothing changed", async () => {
    // The vendor has no box of its own yet: the order has no cost until staff set one.
    const before = await costOf();
    for (const payload of [
      { cost: "52.00" },
      { cost: "52.00", costReason: "   " },
      { cost: "52.00", costReason: null },
    ]) {
      const response = await inject("PATCH", url, staff.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors, JSON.stringify(payload)).toEqual({
        costReason: PROOF_OF_DELIVERY_MESSAGES.costReason,
      });
    }
    const tooLong = await inject("PATCH", url, staff.cookie, {
      cost: "52.00",
      costReason: "x".repeat(COST_REASON_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.costReason).toBe(PROOF_OF_DELIVERY_MESSAGES.costReasonTooLong);
    // A reason alone, or with another field, is refused too.
    expect((await inject("PATCH", url, staff.cookie, { costReason: "why" })).statusCode).toBe(400);
    expect((await inject("PATCH", url, staff.cookie, { notes: "n", costReason: "why" })).statusCode).toBe(400);
    expect(await costOf()).toBe(before);
    expect(await recorded()).toHaveLength(0);
  });

  it("records who, when, the old and new cost and why; the order's detail lists it", async () => {
    const before = await costOf();
    const response = await inject("PATCH", url, staff.cookie, { cost: "52.00", costReason: "Peonies out of season" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cost: 52, costSource: "staff" });
    const list = await inject("GET", changesUrl, staff.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        at: "2026-11-23T00:00:00.000Z",
        staffName: expect.any(String),
        oldCents: before,
        newCents: 5200,
        reason: "Peonies out of season",
      },
    ]);
    // The vendor sees the new cost as set by staff (never the reason or who).
    const mine = (await inject("GET", "/api/vendor/orders", vendor.cookie)).json();
    const card = mine.find((o: { id: number }) => o.id === orderId);
    expect(card).toMatchObject({ costCents: 5200, costBasis: "Set by staff" });
    expect(JSON.stringify(card)).not.toContain("Peonies out of season");
  });

  it("the same cost again needs no reason and records nothing; clearing it needs one", async () => {
    expect((await inject("PATCH", url, staff.cookie, { cost: "52" })).statusCode).toBe(200);
    expect(await recorded()).toHaveLength(1);
    expect((await inject("PATCH", url, staff.cookie, { cost: null })).statusCode).toBe(400);
    const cleared = await inject("PATCH", url, staff.cookie, { cost: null, costReason: "Sent by the shop" });
    expect(cleared.json()).toMatchObject({ cost: null });
    const list = (await inject("GET", changesUrl, staff.cookie)).json();
    expect(list.map((c: { newCents: number | null }) => c.newCents)).toEqual([5200, null]);
  });

  it("the month's statement shows the overridden cost with its reason", async () => {
    expect((await inject("PATCH", url, staff.cookie, { cost: "61.00", costReason: "Extra stems" })).statusCode).toBe(
      200,
    );
    expect((await inject("PATCH", url, staff.cookie, { deliveryConfirmed: true })).statusCode).toBe(200);
    const list = (await inject("GET", "/api/admin/payout-statements?month=2026-11", staff.cookie)).json();
    const mine = list.find((s: { supplierId: number }) => s.supplierId === vendor.supplierId);
    const detail = (await inject("GET", `/api/admin/payout-statements/${mine.id}`, staff.cookie)).json();
    expect(detail.lines).toEqual([
      expect.objectContaining({ orderId, costCents: 6100, costNote: "Cost set by staff: Extra stems" }),
    ]);
    const csv = await inject("GET", `/api/admin/payout-statements/${mine.id}/statement.csv`, staff.cookie);
    expect(csv.body).toContain("Cost set by staff: Extra stems");
  });

  it("its record is staff's alone", async () => {
    expect((await inject("GET", changesUrl, vendor.cookie)).statusCode).toBe(403);
    expect((await inject("GET", changesUrl, buyer.cookie)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: changesUrl })).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/fulfillment-orders/abc/cost-changes", staff.cookie)).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/fulfillment-orders/999999/cost-changes", staff.cookie)).json()).toEqual([]);
  });
});
