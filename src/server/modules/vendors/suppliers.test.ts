import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionFor, signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";
import { suppliers } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;
const admin = await signInAsAdmin(app);

/** A vendor account without a supplier record (e.g. made by staff), signed in. */
const vendorWithoutSupplier = () => sessionFor(app, "vendor", "Bea Baker");

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: "Crumb & Co",
  email: "orders@crumb.example.com",
  phone: "0298 765 4321",
  address: "8 Baker Lane",
  city: "Newtown",
  state: "NSW",
  zipCode: "2042",
  country: "Australia",
  serviceRadius: 25,
  categories: ["gourmet"],
  ...overrides,
});
const post = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/suppliers", headers: { cookie }, payload });
const get = (cookie: string, query = "") =>
  app.inject({ method: "GET", url: `/api/suppliers${query}`, headers: { cookie } });
const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/api/suppliers/${id}`, headers: { cookie }, payload });
const supplierRow = async (id: number) => (await db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;

describe("GET /api/suppliers?userId", () => {
  it("returns the vendor's own record, and 404 'No supplier record' for a vendor without one", async () => {
    const vendor = await applyAsVendor(app);
    const own = await get(vendor.cookie, `?userId=${vendor.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: vendor.supplierId,
      userId: vendor.userId,
      status: "pending",
      isApproved: false,
      serviceRadius: 40,
    });
    expect((await get(vendor.cookie)).json().id).toBe(vendor.supplierId);
    const bare = await vendorWithoutSupplier();
    const none = await get(bare.cookie, `?userId=${bare.userId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("No supplier record");
  });

  it("refuses another user's id with 403 (staff excepted)", async () => {
    const a = await applyAsVendor(app);
    const b = await applyAsVendor(app);
    const stolen = await get(b.cookie, `?userId=${a.userId}`);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).not.toContain("Petal");
    const staff = await get(admin.cookie, `?userId=${a.userId}`);
    expect(staff.json().id).toBe(a.supplierId);
  });

  it("gives customers and visitors nothing", async () => {
    const vendor = await applyAsVendor(app);
    const customer = await signUp(app);
    expect((await get(customer.cookie, `?userId=${vendor.userId}`)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/suppliers?userId=${vendor.userId}` })).statusCode).toBe(401);
  });
});

describe("POST /api/suppliers (Become a Vendor)", () => {
  it("creates a pending record for the caller, radius 40 by default", async () => {
    const bare = await vendorWithoutSupplier();
    const response = await post(bare.cookie, registration({ serviceRadius: undefined, userId: bare.userId }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      userId: bare.userId,
      status: "pending",
      serviceRadius: 40,
      categories: ["gourmet"],
      zipCode: "2042",
      contactName: "Bea Baker",
    });
    const again = await post(bare.cookie, registration());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have a supplier record.");
  });

  it.each([
    ["name", "C", "Business name must be at least 2 characters"],
    ["email", "crumb", "Please enter a valid email address"],
    ["phone", "029876543", "Please enter a valid phone number"],
    ["address", "8 Ln", "Please enter a valid address"],
    ["city", "N", "Please enter your city"],
    ["state", "N", "Please enter your state"],
    ["zipCode", "2", "Please enter a valid postal code"],
    ["zipCode", "20420", "Please enter a valid postal code"],
    ["country", "Atlantis", "Please select your country"],
    ["serviceRadius", 0, "Service radius must be at least 1 kilometre"],
    ["serviceRadius", "far", "Service radius must be at least 1 kilometre"],
    ["categories", [], "Please select at least one category you can fulfill"],
    ["categories", ["bakery"], "Please select at least one category you can fulfill"],
  ])("refuses %s = %j with the spec's message and stores nothing", async (field, value, message) => {
    const bare = await vendorWithoutSupplier();
    const response = await post(bare.cookie, registration({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(Object.keys(response.json().fieldErrors)[0]).toMatch(new RegExp(`^${field}(\\.|$)`));
    expect(await db.$count(suppliers, eq(suppliers.userId, bare.userId))).toBe(0);
  });

  it("accepts a New Zealand postcode of any form and refuses making a record for someone else", async () => {
    const bare = await vendorWithoutSupplier();
    const other = await vendorWithoutSupplier();
    const forOther = await post(bare.cookie, registration({ userId: other.userId }));
    expect(forOther.statusCode).toBe(403);
    expect(await db.$count(suppliers, eq(suppliers.userId, other.userId))).toBe(0);
    const nz = await post(bare.cookie, registration({ country: "New Zealand", zipCode: "6011" }));
    expect(nz.statusCode).toBe(201);
  });

  it("is refused to customers", async () => {
    const customer = await signUp(app);
    expect((await post(customer.cookie, registration())).statusCode).toBe(403);
  });
});

describe("PATCH /api/suppliers/{id} (business info)", () => {
  it("changes only what is sent (no defaults reset the radius or country)", async () => {
    const vendor = await applyAsVendor(app);
    await patch(vendor.cookie, vendor.supplierId, { serviceRadius: 12 });
    const response = await patch(vendor.cookie, vendor.supplierId, { phone: "0400 123 123" });
    expect(response.json()).toMatchObject({ serviceRadius: 12, country: "Australia", phone: "0400 123 123" });
  });

  it("saves the edit, and it persists", async () => {
    const vendor = await applyAsVendor(app);
    const response = await patch(vendor.cookie, vendor.supplierId, {
      phone: "0400 111 222",
      description: "Now with native wildflowers.",
      serviceArea: "3065 and 3068",
      serviceRadius: 15,
      instagramHandle: "@petals.au",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phone: "0400 111 222", serviceRadius: 15, instagramHandle: "petals.au" });
    const row = await supplierRow(vendor.supplierId);
    expect(row).toMatchObject({
      phone: "0400 111 222",
      description: "Now with native wildflowers.",
      servicePostcodes: ["3065", "3068"],
      serviceRadiusKm: 15,
    });
    const reread = await get(vendor.cookie);
    expect(reread.json().description).toBe("Now with native wildflowers.");
  });

  it("applies the registration rules and changes nothing on bad input", async () => {
    const vendor = await applyAsVendor(app);
    const before = await supplierRow(vendor.supplierId);
    for (const payload of [{ phone: "123" }, { serviceRadius: 0 }, { categories: [] }, {}, { zipCode: "abcd" }]) {
      const response = await patch(vendor.cookie, vendor.supplierId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await supplierRow(vendor.supplierId)).toEqual(before);
  });

  it("answers another vendor's record like a missing one, and changes nothing", async () => {
    const a = await applyAsVendor(app);
    const b = await applyAsVendor(app);
    const before = await supplierRow(a.supplierId);
    const response = await patch(b.cookie, a.supplierId, { name: "Hijacked" });
    expect(response.statusCode).toBe(404);
    expect(await supplierRow(a.supplierId)).toEqual(before);
  });

  it("is read-only for rejected and suspended vendors", async () => {
    for (const status of ["rejected", "suspended"] as const) {
      const vendor = await applyAsVendor(app);
      await setVendorStatus(app, vendor.supplierId, status);
      const response = await patch(vendor.cookie, vendor.supplierId, { phone: "0400 999 888" });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(VENDOR_READ_ONLY_MESSAGE);
    }
  });

  it("asks an approved vendor to contact staff to change categories, but saves its other details", async () => {
    const vendor = await applyAsVendor(app);
    await setVendorStatus(app, vendor.supplierId, "approved");
    const refused = await patch(vendor.cookie, vendor.supplierId, { categories: ["pleasure"] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Contact us to change the categories you fulfil.");
    expect((await supplierRow(vendor.supplierId)).categories).toEqual(["florist"]);
    const same = await patch(vendor.cookie, vendor.supplierId, { categories: ["florist"], city: "Collingwood" });
    expect(same.statusCode).toBe(200);
    expect(same.json().city).toBe("Collingwood");
  });
});
