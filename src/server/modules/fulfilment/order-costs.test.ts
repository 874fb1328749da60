import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { generateOrders } from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus, uploadPhoto } from "../../../../test/support/vendor";
import { fulfilmentOrders } from "../../db/schema";

// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const inject = (method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const vendor = await applyAsVendor(app, overrides);
  await setVendorStatus(app, vendor.supplierId, "approved");
  return { ...vendor, photo: await uploadPhoto(app, vendor.cookie) };
}

async function box(
  vendor: Awaited<ReturnType<typeof approvedVendor>>,
  name: string,
  price: number,
  category = "flowers",
) {
  const response = await inject("POST", "/api/gift-boxes", vendor.cookie, {
    name,
    description: "Seasonal stems wrapped in paper.",
    price,
    imageUrl: vendor.photo,
    category,
    frequency: "monthly",
    supplierId: vendor.supplierId,
  });
  if (response.statusCode !== 201) throw new Error(`box: ${response.statusCode} ${response.body}`);
  app.services.catalogue.invalidate();
  return response.json().id as number;
}

/** A buyer subscribed to one gift box for a recipient in `place`; its first order, generated and routed. */
async function subscribeTo(giftBoxId: number, place: { postcode: string; state: string; suburb: string }) {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie, { ...place, giftCategories: "in-bloom" });
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, giftBoxId });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  await generateOrders(app, staff.cookie);
  const [order] = await db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, checkout.subscriptionId));
  return order!;
}

const staffRow = async (id: number) =>
  (await inject("GET", "/api/admin/fulfillment-orders?pageSize=500", staff.cookie))
    .json()
    .orders.find((o: { id: number }) => o.id === id);
const vendorCard = async (cookie: string, id: number) =>
  (await inject("GET", "/api/vendor/orders", cookie)).json().find((o: { id: number }) => o.id === id);
const csvLine = async (id: number) =>
  (await inject("GET", "/api/admin/fulfillment-orders.csv", staff.cookie)).body
    .split("\r\n")
    .find((line) => line.startsWith(`${id},`));

// Fitzroy (3065, lists 3000) makes four flowers boxes; Geelong (3220, 40 km) covers only its own area.
const fitzroy = await approvedVendor();
const geelong = await approvedVendor({ businessName: "Bellarine Blooms", suburb: "Geelong", postcode: "3220" });
const [grand, posy, market, luxe] = [
  await box(fitzroy, "Grand Peony", 65),
  await box(fitzroy, "Little Posy", 30),
  await box(fitzroy, "Market Bunch", 45),
  await box(fitzroy, "Luxe Armful", 80),
];
const geelongCheap = await box(geelong, "Bay Bunch", 38);
await box(geelong, "Bay Armful", 70);
await box(geelong, "Bay Cake", 20, "food");
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };
const geelongCity = { postcode: "3220", state: "VIC", suburb: "Geelong" };

describe("the cost of an order (issue 17)", () => {
  it("is the vendor's price of the box the buyer subscribed to, for each of its boxes", async () => {
    // The repro: every order after the first was pre-filled at $30, the vendor's cheapest box.
    const orders = [
      await subscribeTo(grand, melbourne),
      await subscribeTo(posy, melbourne),
      await subscribeTo(market, melbourne),
      await subscribeTo(luxe, melbourne),
    ];
    expect(orders.map((o) => o.supplierId)).toEqual(Array(4).fill(fitzroy.supplierId));
    expect(orders.map((o) => o.costCents)).toEqual([6500, 3000, 4500, 8000]);

    // Shown the same in My Orders, the staff table and the CSV.
    const first = orders[0]!.id;
    expect(await vendorCard(fitzroy.cookie, first)).toMatchObject({
      costCents: 6500,
      costBasis: "Your price for Grand Peony",
    });
    expect(await staffRow(first)).toMatchObject({ cost: 65, costSource: "box", costBoxName: "Grand Peony" });
    expect(await csvLine(first)).toContain(",65.00,Price of the subscribed box,");
  });

  it("is the vendor's own cheapest box of the plan when another vendor made the subscribed one, recorded as such", async () => {
    // Fitzroy's box for a Geelong recipient: Fitzroy does not reach Geelong, so Geelong makes it.
    const order = await subscribeTo(luxe, geelongCity);
    expect(order.supplierId).toBe(geelong.supplierId);
    expect(order).toMatchObject({ costCents: 3800, costSource: "plan-default", costBoxId: geelongCheap });
    expect(await vendorCard(geelong.cookie, order.id)).toMatchObject({
      costCents: 3800,
      costBasis: "Your lowest price for this plan: Bay Bunch",
    });
    expect(await staffRow(order.id)).toMatchObject({ cost: 38, costSource: "plan-default", costBoxName: "Bay Bunch" });
    expect(await csvLine(order.id)).toContain(",38.00,Plan's default box: Bay Bunch,");
  });

  it("follows a vendor staff give the order to, but never overwrites a cost staff typed", async () => {
    const order = await subscribeTo(market, melbourne);
    const url = `/api/admin/fulfillment-orders/${order.id}`;
    // Given to Geelong: Geelong's own cheapest flowers box.
    const moved = await inject("PATCH", url, staff.cookie, { supplierId: geelong.supplierId });
    expect(moved.json()).toMatchObject({ cost: 38, costSource: "plan-default", costBoxName: "Bay Bunch" });
    // Back to Fitzroy: the subscribed box's price again.
    const back = await inject("PATCH", url, staff.cookie, { supplierId: fitzroy.supplierId });
    expect(back.json()).toMatchObject({ cost: 45, costSource: "box" });

    const typed = await inject("PATCH", url, staff.cookie, { cost: "52.00", costReason: "Peonies out of season" });
    expect(typed.json()).toMatchObject({ cost: 52, costSource: "staff", costBoxName: null });
    expect(await csvLine(order.id)).toContain(",52.00,Set by staff,");
    const again = await inject("PATCH", url, staff.cookie, { supplierId: geelong.supplierId });
    expect(again.json()).toMatchObject({ cost: 52, costSource: "staff" });
  });

  it("is shown in Nearby Orders before claiming (plan, box and cost; no name or street), and the claim sets it", async () => {
    // Ballarat: neither Fitzroy nor Geelong reaches it, so Fitzroy's box for a recipient there is unassigned.
    const ballarat = { postcode: "3350", state: "VIC", suburb: "Ballarat" };
    const order = await subscribeTo(grand, ballarat);
    expect(order.supplierId).toBeNull();
    const local = await approvedVendor({ businessName: "Goldfields Flowers", suburb: "Ballarat", postcode: "3350" });
    await box(local, "Goldfields Armful", 55);
    const posyId = await box(local, "Goldfields Posy", 33);

    const nearby = (await inject("GET", "/api/vendor/nearby-orders", local.cookie)).json();
    const offered = nearby.find((o: { id: number }) => o.id === order.id);
    expect(offered).toEqual({
      id: order.id,
      suburb: "Ballarat",
      deliveryDate: "2026-12-03",
      urgent: false,
      planName: "In Bloom",
      giftBoxName: "Goldfields Posy",
      costCents: 3300,
      costBasis: "Your lowest price for this plan: Goldfields Posy",
    });
    expect(JSON.stringify(offered)).not.toMatch(/Jamie|Banksia/);

    const claimed = await inject("POST", `/api/vendor/orders/${order.id}/claim`, local.cookie);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ costCents: 3300, recipientName: "Jamie Rivers" });
    const [row] = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, order.id));
    expect(row).toMatchObject({ supplierId: local.supplierId, costSource: "plan-default", costBoxId: posyId });
  });

  it("migration 0013 re-costs routing's old pre-fills and keeps the figures staff typed", async () => {
    const prefilled = await subscribeTo(luxe, melbourne);
    const typed = await subscribeTo(grand, melbourne);
    const empty = await subscribeTo(market, melbourne);
    // As the old code left them: the category's cheapest ($30), a typed $99, and none; no source.
    const legacy = [
      [prefilled.id, 3000],
      [typed.id, 9900],
      [empty.id, null],
    ] as const;
    for (const [id, cents] of legacy)
      await db
        .update(fulfilmentOrders)
        .set({ costCents: cents, costSource: null, costBoxId: null })
        .where(eq(fulfilmentOrders.id, id));

    const file = new URL("../../db/migrations/0013_order-costs.sql", import.meta.url);
    const statements = readFileSync(file, "utf8").split("--> statement-breakpoint");
    await db.execute(sql.raw(statements.at(-1)!));

    const costOf = async (id: number) =>
      (await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, id)))[0]!;
    expect(await costOf(prefilled.id)).toMatchObject({ costCents: 8000, costSource: "box", costBoxId: luxe });
    expect(await costOf(typed.id)).toMatchObject({ costCents: 9900, costSource: "staff", costBoxId: null });
    expect(await costOf(empty.id)).toMatchObject({ costCents: 4500, costSource: "box", costBoxId: market });
  });
});
