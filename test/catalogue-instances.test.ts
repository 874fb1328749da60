import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { giftBoxes } from "../src/server/db/schema";
import { signInAsAdmin } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, uploadPhoto } from "./support/vendor";

/**
 * Two app instances on one PostgreSQL (PRODUCT.md "Running on more than one machine"): staff approve a
 * vendor on one, and the other's catalogue shows the vendor's box at once (LISTEN/NOTIFY), without
 * waiting for anything to expire. PGlite is one process, so this runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const first = await createTestApp();
const second = await buildApp({ database: first.ctx.database, webDistDir: null, rateLimitScale: 1000 });
afterAll(() => second.close());

const shopNames = async () =>
  (await second.inject({ method: "GET", url: "/api/gift-boxes" })).json().map((box: { name: string }) => box.name);

async function eventually(check: () => Promise<boolean>, ms = 3_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe.skipIf(!onPostgres)("the catalogue on two instances", () => {
  it("an approval made on one instance shows the vendor's box on the other", async () => {
    const admin = await signInAsAdmin(first);
    const vendor = await applyAsVendor(first);
    const created = await first.inject({
      method: "POST",
      url: "/api/gift-boxes",
      headers: { cookie: vendor.cookie },
      payload: {
        name: "Two Instance Posy",
        description: "Made on one instance, sold on both.",
        price: 25,
        imageUrl: await uploadPhoto(first, vendor.cookie),
        category: "flowers",
        frequency: "monthly",
        supplierId: vendor.supplierId,
      },
    });
    expect(created.statusCode).toBe(201);
    // The second instance builds its snapshot while the vendor is still pending.
    expect(await shopNames()).not.toContain("Two Instance Posy");
    await first.inject({
      method: "POST",
      url: `/api/admin/vendors/${vendor.supplierId}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(await eventually(async () => (await shopNames()).includes("Two Instance Posy"))).toBe(true);
  });

  it("an instance's own notice, arriving late, does not drop a snapshot built since", async () => {
    const names = async () =>
      (await first.inject({ method: "GET", url: "/api/gift-boxes" })).json().map((box: { name: string }) => box.name);
    first.services.catalogue.invalidate();
    await names(); // rebuilt before the notice comes back
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.ctx.db.insert(giftBoxes).values({
      slug: `unannounced-${Date.now()}`,
      name: "Unannounced Box",
      description: "Written straight to the table, with no notice.",
      priceCents: 1_000,
      imageUrl: "/images/boxes/test.svg",
      category: "food",
    });
    // Still the snapshot: nothing announced this row, and the echo of the earlier notice was ignored.
    expect(await names()).not.toContain("Unannounced Box");
  });
});
