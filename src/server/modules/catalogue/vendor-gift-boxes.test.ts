import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus, uploadPhoto } from "../../../../test/support/vendor";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import { giftBoxes } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;
const admin = await signInAsAdmin(app);

async function vendorWithPhoto() {
  const vendor = await applyAsVendor(app);
  return { ...vendor, photo: await uploadPhoto(app, vendor.cookie) };
}
const boxInput = (supplierId: number, imageUrl: string, overrides: Record<string, unknown> = {}) => ({
  name: "Sunday Blooms",
  description: "A bunch of seasonal stems, wrapped in paper.",
  price: 45.5,
  imageUrl,
  category: "flowers",
  frequency: "monthly",
  supplierId,
  ...overrides,
});
const create = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/gift-boxes", headers: { cookie }, payload });
const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/api/gift-boxes/${id}`, headers: { cookie }, payload });
const listOf = (supplierId: number, cookie?: string) =>
  app.inject({ method: "GET", url: `/api/gift-boxes?supplierId=${supplierId}`, headers: cookie ? { cookie } : {} });
const shopIds = async () =>
  (await app.inject({ method: "GET", url: "/api/gift-boxes" })).json().map((box: { id: number }) => box.id);
const boxRow = async (id: number) => (await db.select().from(giftBoxes).where(eq(giftBoxes.id, id)))[0]!;

describe("a vendor's gift boxes", () => {
  it("creates a box with its price in cents and its plan; hidden from the shop until the vendor is approved", async () => {
    const vendor = await vendorWithPhoto();
    const response = await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo));
    expect(response.statusCode, response.body).toBe(201);
    const box = response.json();
    expect(box).toMatchObject({
      name: "Sunday Blooms",
      price: 45.5,
      priceCents: 4550,
      planKey: "in-bloom",
      isActive: true,
      supplierId: vendor.supplierId,
      imageUrl: vendor.photo,
    });
    expect(box.slug).toMatch(/^sunday-blooms-[0-9a-f]{6}$/);
    expect(await shopIds()).not.toContain(box.id);
    expect((await app.inject({ method: "GET", url: `/api/gift-boxes/${box.id}` })).statusCode).toBe(404);

    const own = await listOf(vendor.supplierId, vendor.cookie);
    expect(own.json()).toEqual([expect.objectContaining({ id: box.id, price: 45.5, isActive: true })]);
    expect((await listOf(vendor.supplierId)).json()).toEqual([]);

    await app.inject({
      method: "POST",
      url: `/api/admin/vendors/${vendor.supplierId}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(await shopIds()).toContain(box.id);
    const publicList = (await listOf(vendor.supplierId)).json();
    expect(publicList.map((b: { id: number }) => b.id)).toEqual([box.id]);
    // What the shop pays the vendor is never shown to anyone else: they see what a buyer pays.
    expect(publicList[0]).toMatchObject({ price: 100, priceCents: 10_000 });
    expect(JSON.stringify(publicList)).not.toMatch(/45\.5|4550/);
    const shopBox = (await app.inject({ method: "GET", url: `/api/gift-boxes/${box.id}` })).json();
    expect(shopBox).toMatchObject({ price: 100, priceCents: 10_000 });
    expect(JSON.stringify(shopBox)).not.toMatch(/45\.5|4550/);
  });

  it("switches a box Inactive (gone from the shop at once) and Active again", async () => {
    const vendor = await vendorWithPhoto();
    await setVendorStatus(app, vendor.supplierId, "approved");
    const box = (await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo))).json();
    expect(await shopIds()).toContain(box.id);
    const off = await patch(vendor.cookie, box.id, { isActive: false });
    expect(off.json().isActive).toBe(false);
    expect(await shopIds()).not.toContain(box.id);
    expect((await listOf(vendor.supplierId, vendor.cookie)).json()[0].isActive).toBe(false);
    await patch(vendor.cookie, box.id, { isActive: true });
    expect(await shopIds()).toContain(box.id);
  });

  it("edits a box: name, price and category (its plan follows)", async () => {
    const vendor = await vendorWithPhoto();
    const box = (await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo))).json();
    const response = await patch(vendor.cookie, box.id, { name: "Slow Sunday", price: "60", category: "home" });
    expect(response.json()).toMatchObject({
      name: "Slow Sunday",
      price: 60,
      priceCents: 6000,
      category: "home",
      planKey: "the-lucky-dip",
    });
    expect(await boxRow(box.id)).toMatchObject({ name: "Slow Sunday", priceCents: 6000 });
  });

  it.each([
    ["name", "Bo", "Gift box name must be at least 3 characters"],
    ["description", "Short", "Description must be at least 10 characters"],
    ["price", 0, "Price must be a positive number"],
    ["price", -5, "Price must be a positive number"],
    ["price", "abc", "Price must be a positive number"],
    ["price", 12.345, "Price can have at most 2 decimal places"],
    ["price", "1e3", "Price must be a positive number"],
    ["imageUrl", "https://elsewhere.example.com/photo.jpg", "Please enter a valid image URL"],
    ["imageUrl", "/media/../../etc/passwd", "Please enter a valid image URL"],
    ["category", "", "Please select a category"],
    ["category", "jewellery", "Please select a category"],
    ["frequency", "daily", "Please select a frequency"],
  ])("refuses %s = %j with the spec's message and stores nothing", async (field, value, message) => {
    const vendor = await vendorWithPhoto();
    const before = await db.$count(giftBoxes);
    const response = await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await db.$count(giftBoxes)).toBe(before);
  });

  it("refuses a photo that is not the vendor's own upload", async () => {
    const a = await vendorWithPhoto();
    const b = await vendorWithPhoto();
    const before = await db.$count(giftBoxes);
    const response = await create(b.cookie, boxInput(b.supplierId, a.photo));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid image URL");
    const made = await create(b.cookie, boxInput(b.supplierId, "/media/AAAAAAAAAAAAAAAAAAAAAA/800.webp"));
    expect(made.statusCode).toBe(400);
    expect(await db.$count(giftBoxes)).toBe(before);
  });

  it("gives vendor B nothing of vendor A's: no prices, no inactive boxes, no edits, no boxes in A's name", async () => {
    const a = await vendorWithPhoto();
    const b = await vendorWithPhoto();
    await setVendorStatus(app, a.supplierId, "approved");
    const shown = (await create(a.cookie, boxInput(a.supplierId, a.photo))).json();
    const hidden = (await create(a.cookie, boxInput(a.supplierId, a.photo, { name: "Hidden Box" }))).json();
    await patch(a.cookie, hidden.id, { isActive: false });

    const seenByB = (await listOf(a.supplierId, b.cookie)).json();
    expect(seenByB.map((box: { id: number }) => box.id)).toEqual([shown.id]);
    expect(seenByB[0]).toMatchObject({ price: 100, priceCents: 10_000 });

    const before = await boxRow(shown.id);
    const edit = await patch(b.cookie, shown.id, { name: "Stolen", isActive: false });
    expect(edit.statusCode).toBe(404);
    expect(await boxRow(shown.id)).toEqual(before);

    const count = await db.$count(giftBoxes);
    const inAsName = await create(b.cookie, boxInput(a.supplierId, b.photo));
    expect(inAsName.statusCode).toBe(404);
    expect(await db.$count(giftBoxes)).toBe(count);
  });

  it("keeps the shop's own boxes out of vendors' reach", async () => {
    const vendor = await vendorWithPhoto();
    const before = await boxRow(1);
    expect((await patch(vendor.cookie, 1, { name: "Mine now" })).statusCode).toBe(404);
    expect(await boxRow(1)).toEqual(before);
  });

  it("is read-only for rejected and suspended vendors; their boxes never reach customers", async () => {
    for (const status of ["rejected", "suspended"] as const) {
      const vendor = await vendorWithPhoto();
      await setVendorStatus(app, vendor.supplierId, "approved");
      const box = (await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo))).json();
      await setVendorStatus(app, vendor.supplierId, status);
      expect(await shopIds()).not.toContain(box.id);
      const created = await create(vendor.cookie, boxInput(vendor.supplierId, vendor.photo));
      expect(created.statusCode).toBe(409);
      expect(created.json().message).toBe(VENDOR_READ_ONLY_MESSAGE);
      expect((await patch(vendor.cookie, box.id, { isActive: false })).statusCode).toBe(409);
    }
  });

  it("is refused to customers and visitors", async () => {
    const vendor = await vendorWithPhoto();
    const customer = await signUp(app);
    expect((await create(customer.cookie, boxInput(vendor.supplierId, vendor.photo))).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/gift-boxes",
      payload: boxInput(vendor.supplierId, vendor.photo),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
