import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, newVendorApplication } from "../../../../test/support/vendor";
import {
  CUSTOMER_AT_VENDOR_SIGNIN,
  DUPLICATE_VENDOR_EMAIL,
  STAFF_AT_VENDOR_SIGNIN,
} from "../../../shared/schemas/vendor-application";
import { emailOutbox, suppliers, users } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;
const apply = (payload: Record<string, unknown>) => app.inject({ method: "POST", url: "/api/vendor/apply", payload });
const counts = async () => ({ users: await db.$count(users), suppliers: await db.$count(suppliers) });

describe("POST /api/vendor/apply", () => {
  it("creates the vendor account (argon2id) and its pending supplier record, and queues 'application received'", async () => {
    const payload = newVendorApplication({ email: "  Rosa.Petal@Example.com ", tiktokHandle: "@@petal.stem" });
    const response = await apply(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(["id"]);
    const [user] = await db.select().from(users).where(eq(users.email, "rosa.petal@example.com"));
    expect(user).toMatchObject({ role: "vendor", fullName: "Rosa Bloom", phone: "0398 765 432" });
    expect(user!.passwordHash.startsWith("$argon2id$")).toBe(true);
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(supplier).toMatchObject({
      userId: user!.id,
      name: "Petal & Stem",
      status: "pending",
      zipCode: "3065",
      address: "21 Smith Street",
      businessType: "florist",
      categories: ["florist"],
      servicePostcodes: ["3065", "3000", "3121"],
      serviceRadiusKm: 40,
      instagramHandle: "petalandstem",
      tiktokHandle: "petal.stem",
      website: "https://petalandstem.example.com.au",
    });
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "vendor-application-received"), eq(emailOutbox.toAddress, user!.email)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain("Petal & Stem");
    expect(mail[0]!.textBody).toContain("/vendor-signin");
  });

  it("maps each business type to the categories it can fulfil", async () => {
    for (const [businessType, categories] of [
      ["gourmet", ["gourmet"]],
      ["selfcare", ["self care"]],
      ["pleasure", ["pleasure"]],
      ["other", []],
    ] as const) {
      const response = await apply(newVendorApplication({ businessType }));
      const [row] = await db.select().from(suppliers).where(eq(suppliers.id, response.json().id));
      expect(row!.categories, businessType).toEqual(categories);
    }
  });

  it("adds https:// to a bare website and accepts blank optional fields", async () => {
    const response = await apply(
      newVendorApplication({ website: "petals.com.au", instagramHandle: "", tiktokHandle: null }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, response.json().id));
    expect(row).toMatchObject({ website: "https://petals.com.au", instagramHandle: null, tiktokHandle: null });
  });

  it.each([
    ["businessName", "A", "Business name must be at least 2 characters"],
    ["contactName", " ", "Contact name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "1234567", "Please enter a valid phone number"],
    ["password", "short", "Password must be at least 8 characters"],
    ["businessAddress", "1 St", "Please enter your business address"],
    ["suburb", "F", "Please enter your suburb"],
    ["state", "", "Please select your state"],
    ["state", "Victoria", "Please select your state"],
    ["postcode", "306", "Please enter your postcode"],
    ["postcode", "30650", "Postcode must be 4 digits"],
    ["postcode", "30a5", "Postcode must be 4 digits"],
    ["businessType", "", "Please select a business type"],
    ["businessType", "bakery-ish", "Please select a business type"],
    ["serviceArea", "3000", "Please describe your service area in Australia"],
    ["description", "Flowers", "Please tell us about your business"],
    ["agreeTerms", false, "You must agree to the terms and conditions"],
    ["website", "javascript:alert(1)", "Please enter a website address starting with http:// or https://"],
    ["website", "ftp://files.example.com", "Please enter a website address starting with http:// or https://"],
    ["instagramHandle", "@bad handle!", "Handles use letters, numbers, dots and underscores only"],
  ])("refuses %s = %j with the spec's message and creates nothing", async (field, value, message) => {
    const before = await counts();
    const response = await apply(newVendorApplication({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(response.json().fieldErrors?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses an e-mail that already has an account, clearly, and changes nothing", async () => {
    const customer = await signUp(app);
    const before = await counts();
    const response = await apply(newVendorApplication({ email: customer.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: DUPLICATE_VENDOR_EMAIL,
      fieldErrors: { email: DUPLICATE_VENDOR_EMAIL },
    });
    expect(await counts()).toEqual(before);
  });

  it("never sends confirmPassword or a role to the account: extra fields are ignored", async () => {
    const response = await apply(newVendorApplication({ role: "admin", status: "approved", confirmPassword: "x" }));
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, response.json().id));
    const [user] = await db.select().from(users).where(eq(users.id, row!.userId));
    expect(user!.role).toBe("vendor");
    expect(row!.status).toBe("pending");
  });
});

describe("POST /api/vendor/login", () => {
  it("signs a pending vendor in with a real session and returns the vendor", async () => {
    const vendor = await applyAsVendor(app);
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: vendor.cookie } });
    expect(session.json().user).toMatchObject({ id: vendor.userId, role: "vendor" });
    const me = await app.inject({ method: "GET", url: "/api/vendor/me", headers: { cookie: vendor.cookie } });
    expect(me.json().vendor).toMatchObject({
      id: vendor.userId,
      supplierId: vendor.supplierId,
      businessName: "Petal & Stem",
      contactName: "Rosa Bloom",
      businessType: "florist",
      postcode: "3065",
      status: "pending",
    });
  });

  it("answers a wrong password like an unknown address", async () => {
    const vendor = await applyAsVendor(app);
    for (const payload of [
      { email: vendor.email, password: "wrong password" },
      { email: "nobody.here@example.com", password: "whatever123" },
    ]) {
      const response = await app.inject({ method: "POST", url: "/api/vendor/login", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Invalid email or password");
      expect(response.cookies.find((c) => c.name === "fmn_session")).toBeUndefined();
    }
  });

  it("tells a customer with the right password where to sign in, without a session", async () => {
    const customer = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CUSTOMER_AT_VENDOR_SIGNIN);
    expect(response.cookies.find((c) => c.name === "fmn_session")).toBeUndefined();
  });

  it("tells staff to sign in on the account page", async () => {
    const staff = await signInAsAdmin(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/login",
      payload: { email: staff.email, password: "staff password 123" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STAFF_AT_VENDOR_SIGNIN);
  });

  it("lets a rejected vendor sign in (to read the outcome)", async () => {
    const vendor = await applyAsVendor(app);
    await db.update(suppliers).set({ status: "rejected" }).where(eq(suppliers.id, vendor.supplierId));
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/login",
      payload: { email: vendor.email, password: vendor.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor.status).toBe("rejected");
  });

  it("e-mails a vendor a reset link that leads back to the vendor sign-in", async () => {
    const vendor = await applyAsVendor(app);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: vendor.email } });
    await app.background.idle();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.toAddress, vendor.email)));
    expect(mail!.textBody).toMatch(/\/reset-password\?token=[\w-]+&account=vendor/);
  });
});
