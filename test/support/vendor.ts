import { eq } from "drizzle-orm";
import type { App } from "../../src/server/app";
import { suppliers, users } from "../../src/server/db/schema";
import { jpeg } from "../../src/server/modules/media/testing/image-fixtures";
import { multipartBody } from "../../src/server/modules/media/testing/multipart";
import { sessionCookie } from "./http";

let counter = 0;

/** A unique, valid vendor application (spec §3's payload). */
export function newVendorApplication(overrides: Record<string, unknown> = {}) {
  counter++;
  const tag = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    businessName: "Petal & Stem",
    contactName: "Rosa Bloom",
    email: `rosa.${tag}@example.com`,
    phone: "0398 765 432",
    password: "florist password 1",
    website: "https://petalandstem.example.com.au",
    instagramHandle: "@petalandstem",
    tiktokHandle: "",
    businessAddress: "21 Smith Street",
    suburb: "Fitzroy",
    state: "VIC",
    postcode: "3065",
    businessType: "florist",
    serviceArea: "3065, 3000, 3121 and the inner north",
    description: "Seasonal bouquets and dried arrangements, delivered by bike.",
    agreeTerms: true,
    ...overrides,
  };
}

/** Applies as a vendor and signs in: the vendor's ids and its session cookie. */
export async function applyAsVendor(app: App, overrides: Record<string, unknown> = {}) {
  const payload = newVendorApplication(overrides);
  const applied = await app.inject({ method: "POST", url: "/api/vendor/apply", payload });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  const login = await app.inject({
    method: "POST",
    url: "/api/vendor/login",
    payload: { email: payload.email, password: payload.password },
  });
  if (login.statusCode !== 200) throw new Error(`vendor login failed: ${login.statusCode} ${login.body}`);
  const [user] = await app.ctx.db.select().from(users).where(eq(users.email, payload.email.toLowerCase()));
  return {
    supplierId: applied.json().id as number,
    userId: user!.id,
    cookie: sessionCookie(login),
    email: payload.email.toLowerCase(),
    password: payload.password,
  };
}

/** Sets a vendor's status directly (tests of what each status allows). */
export async function setVendorStatus(
  app: App,
  supplierId: number,
  status: "pending" | "approved" | "rejected" | "suspended",
) {
  await app.ctx.db.update(suppliers).set({ status }).where(eq(suppliers.id, supplierId));
  app.services.catalogue.invalidate();
}

/** Uploads a small JPEG as the given user; the stored photo's address (a gift box's imageUrl). */
export async function uploadPhoto(app: App, cookie: string): Promise<string> {
  const image = await jpeg(320, 240);
  const { payload, headers } = multipartBody([
    { name: "purpose", data: "gift-box" },
    { name: "file", filename: "box.jpg", contentType: "image/jpeg", data: image },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: { ...headers, cookie },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().url;
}
