import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/support/test-app";
import { chargeCents } from "../../../shared/domain/pricing";
import { type GiftBox, giftBoxListSchema, giftBoxSchema } from "../../../shared/schemas/gift-box";
import { giftBoxes, suppliers, users } from "../../db/schema";
import { CATALOGUE } from "../../db/seed/catalogue-data";
import { seedCatalogue } from "../../db/seed/catalogue-seed";

const app = await createTestApp();
const db = app.ctx.db;

async function listBoxes(): Promise<GiftBox[]> {
  const response = await app.inject({ method: "GET", url: "/api/gift-boxes" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json();
}
const visibleIds = async () => (await listBoxes()).map((box) => box.id);

let counter = 0;
/** A vendor account with its supplier row in the given approval state. */
async function vendor(status: "pending" | "approved" | "rejected") {
  counter++;
  const [user] = await db
    .insert(users)
    .values({
      email: `vendor.${counter}.${status}@example.com`,
      username: `vendor${counter}`,
      passwordHash: "not-a-real-hash",
      role: "vendor",
      fullName: "Vera Vendor",
    })
    .returning();
  const [supplier] = await db
    .insert(suppliers)
    .values({
      userId: user!.id,
      name: `Blooms ${counter}`,
      email: user!.email,
      phone: "0412 345 678",
      address: "1 Market Lane",
      state: "VIC",
      zipCode: "3000",
      status,
    })
    .returning();
  return supplier!;
}

/** A gift box row inserted directly (no id: the identity must already be past the seeded ids). */
async function box(values: { supplierId?: number | null; isActive?: boolean } = {}) {
  counter++;
  const [row] = await db
    .insert(giftBoxes)
    .values({
      slug: `test-box-${counter}`,
      name: `Test Box ${counter}`,
      description: "A box made by a test.",
      priceCents: 8_500,
      imageUrl: "/images/boxes/test.svg",
      category: "food",
      ...values,
    })
    .returning();
  return row!;
}

describe("GET /api/gift-boxes", () => {
  it("lists the seeded catalogue in featured order, each box in the API shape", async () => {
    const boxes = await listBoxes();
    expect(boxes).toHaveLength(CATALOGUE.length);
    const expectedOrder = [...CATALOGUE]
      .sort((a, b) => a.featuredRank - b.featuredRank || a.id - b.id)
      .map((b) => b.id);
    expect(boxes.map((b) => b.id)).toEqual(expectedOrder);
    for (const item of boxes) {
      expect(() => giftBoxSchema.parse(item)).not.toThrow();
      // The spec's price is what a buyer pays for a delivery, whatever the box (PRODUCT.md "Money").
      expect(item).toMatchObject({ price: 100, priceCents: 10_000 });
      expect(item.imageUrl).toMatch(/^\/|^https:\/\//);
      expect(Array.isArray(item.galleryImages)).toBe(true);
      expect(item.isActive).toBe(true);
      expect(item.supplierId).toBeNull();
      expect(Object.keys(item)).not.toContain("featuredRank");
    }
    const first = boxes.find((b) => b.id === 1)!;
    expect(first).toMatchObject({ slug: "flowers", category: "flowers", name: CATALOGUE[0]!.name });
    expect(new Set(boxes.map((b) => b.slug)).size).toBe(boxes.length);
  });

  it("returns box 1 by id, identical to its list entry", async () => {
    const response = await app.inject({ method: "GET", url: "/api/gift-boxes/1" });
    expect(response.statusCode).toBe(200);
    const one = response.json();
    expect(one).toMatchObject({ id: 1, slug: "flowers", category: "flowers" });
    expect(one).toEqual((await listBoxes()).find((b) => b.id === 1));
    // The Lucky Dip is hidden on browse by the web app but must stay reachable by id.
    expect((await app.inject({ method: "GET", url: "/api/gift-boxes/2" })).json().slug).toBe("the-lucky-dip");
  });

  it("carries the spec's price on every box, the list and by id: what a buyer pays per delivery", async () => {
    const boxes = await listBoxes();
    const perDelivery = chargeCents("monthly", "pay-as-you-go");
    expect(perDelivery).toBe(10_000);
    for (const item of boxes) expect(item).toMatchObject({ price: perDelivery / 100, priceCents: perDelivery });
    for (const id of [1, 4]) {
      const one = (await app.inject({ method: "GET", url: `/api/gift-boxes/${id}` })).json();
      expect(one).toMatchObject({ price: 100, priceCents: 10_000 });
    }
    // A client written from the spec reads `price` as a number.
    const item = giftBoxListSchema.parse(boxes)[0]!;
    expect(typeof item.price).toBe("number");
  });

  it("answers an unknown id with 404 Gift Box Not Found and a non-numeric one with 400", async () => {
    const unknown = await app.inject({ method: "GET", url: "/api/gift-boxes/999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: "Gift Box Not Found" });
    const bad = await app.inject({ method: "GET", url: "/api/gift-boxes/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("No gift box ID provided");
  });
});

describe("what customers see", () => {
  it("hides inactive boxes and boxes of pending or rejected vendors, shows an approved vendor's", async () => {
    const [pending, rejected, approved] = [await vendor("pending"), await vendor("rejected"), await vendor("approved")];
    const inactiveShopBox = await box({ isActive: false });
    const pendingBox = await box({ supplierId: pending.id });
    const rejectedBox = await box({ supplierId: rejected.id });
    const approvedBox = await box({ supplierId: approved.id });
    const approvedInactiveBox = await box({ supplierId: approved.id, isActive: false });
    app.services.catalogue.invalidate();

    const ids = await visibleIds();
    expect(ids).toContain(approvedBox.id);
    for (const hidden of [inactiveShopBox, pendingBox, rejectedBox, approvedInactiveBox]) {
      expect(ids).not.toContain(hidden.id);
      const response = await app.inject({ method: "GET", url: `/api/gift-boxes/${hidden.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Gift Box Not Found");
    }
    const shown = await app.inject({ method: "GET", url: `/api/gift-boxes/${approvedBox.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: approvedBox.id, supplierId: approved.id });
    // The box's own price (85.00) is what the shop pays its vendor: buyers see what they pay.
    expect(shown.json()).toMatchObject({ price: 100, priceCents: 10_000 });
    expect(Object.values(shown.json())).not.toContain(8_500);
  });

  it("follows a vendor's approval and a box's deactivation once the catalogue is invalidated", async () => {
    const supplier = await vendor("pending");
    const vendorBox = await box({ supplierId: supplier.id });
    app.services.catalogue.invalidate();
    expect(await visibleIds()).not.toContain(vendorBox.id);

    await db.update(suppliers).set({ status: "approved" }).where(eq(suppliers.id, supplier.id));
    app.services.catalogue.invalidate();
    expect(await visibleIds()).toContain(vendorBox.id);

    await db.update(giftBoxes).set({ isActive: false }).where(eq(giftBoxes.id, vendorBox.id));
    app.services.catalogue.invalidate();
    expect(await visibleIds()).not.toContain(vendorBox.id);
  });

  it("serves from the in-memory snapshot until invalidated", async () => {
    await listBoxes(); // warm the snapshot
    const fresh = await box();
    expect(await visibleIds()).not.toContain(fresh.id);
    expect((await app.inject({ method: "GET", url: `/api/gift-boxes/${fresh.id}` })).statusCode).toBe(404);

    app.services.catalogue.invalidate();
    expect(await visibleIds()).toContain(fresh.id);
    expect((await app.inject({ method: "GET", url: `/api/gift-boxes/${fresh.id}` })).statusCode).toBe(200);
  });

  it("gives concurrent readers one consistent snapshot", async () => {
    app.services.catalogue.invalidate();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: "GET", url: "/api/gift-boxes" })),
    );
    const bodies = new Set(responses.map((r) => r.body));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies.size).toBe(1);
  });
});

describe("seedCatalogue", () => {
  it("is idempotent: seeding twice keeps the count and the ids, and leaves vendor boxes alone", async () => {
    const vendorBox = await box({ supplierId: (await vendor("approved")).id });
    const snapshot = async () =>
      db
        .select({ id: giftBoxes.id, slug: giftBoxes.slug, name: giftBoxes.name })
        .from(giftBoxes)
        .orderBy(asc(giftBoxes.id));
    const before = await snapshot();
    await seedCatalogue(db);
    await seedCatalogue(db);
    const after = await snapshot();
    expect(after).toEqual(before);
    const seeded = await db
      .select({ id: giftBoxes.id, slug: giftBoxes.slug })
      .from(giftBoxes)
      .where(
        inArray(
          giftBoxes.slug,
          CATALOGUE.map((b) => b.slug),
        ),
      );
    expect(seeded).toHaveLength(CATALOGUE.length);
    for (const entry of CATALOGUE) expect(seeded.find((row) => row.slug === entry.slug)?.id).toBe(entry.id);
    expect(after.find((row) => row.id === vendorBox.id)?.slug).toBe(vendorBox.slug);
    // The identity stays past the fixed ids: a new row still gets a fresh id.
    const next = await box();
    expect(next.id).toBeGreaterThan(Math.max(...after.map((row) => row.id)));
  });

  it("restores edited seed copy on the next start", async () => {
    await db.update(giftBoxes).set({ name: "Edited by hand", priceCents: 1 }).where(eq(giftBoxes.id, 1));
    await seedCatalogue(db);
    const [row] = await db.select().from(giftBoxes).where(eq(giftBoxes.id, 1));
    expect(row).toMatchObject({ name: CATALOGUE[0]!.name });
  });
});
