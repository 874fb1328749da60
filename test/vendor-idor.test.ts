import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, uploadPhoto } from "./support/vendor";

/**
 * The vendor side's boundaries (issue 7): vendor A gets nothing of vendor B's supplier record or
 * boxes; a customer gets nothing of the vendor routes; a vendor gets nothing of customers'
 * recipients, subscriptions or billing.
 */
const app = await createTestApp();

const a = await applyAsVendor(app, { businessName: "Alpha Florals" });
const b = await applyAsVendor(app, { businessName: "Bravo Bakes", businessType: "gourmet" });
const buyer = await signUp(app);
const recipient = await createRecipient(app, buyer.cookie);
const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
await pay(app, buyer.cookie, checkout.checkoutId);
const aBox = (
  await app.inject({
    method: "POST",
    url: "/api/gift-boxes",
    headers: { cookie: a.cookie },
    payload: {
      name: "Alpha Posy",
      description: "A small posy of whatever is best this week.",
      price: 30,
      imageUrl: await uploadPhoto(app, a.cookie),
      category: "flowers",
      frequency: "monthly",
      supplierId: a.supplierId,
    },
  })
).json();

const as = (cookie: string, method: string, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: method as "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("vendor B and vendor A's data", () => {
  it("B reads nothing of A's supplier record and changes nothing of it", async () => {
    const read = await as(b.cookie, "GET", `/api/suppliers?userId=${a.userId}`);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain("Alpha");
    const edit = await as(b.cookie, "PATCH", `/api/suppliers/${a.supplierId}`, { name: "Taken Over" });
    expect(edit.statusCode).toBe(404);
    expect((await as(a.cookie, "GET", "/api/suppliers")).json().name).toBe("Alpha Florals");
  });

  it("B sees A's boxes only as a customer would (none while A is pending) and cannot edit them", async () => {
    const list = await as(b.cookie, "GET", `/api/gift-boxes?supplierId=${a.supplierId}`);
    expect(list.json()).toEqual([]);
    const edit = await as(b.cookie, "PATCH", `/api/gift-boxes/${aBox.id}`, { isActive: false });
    expect(edit.statusCode).toBe(404);
    const own = await as(a.cookie, "GET", `/api/gift-boxes?supplierId=${a.supplierId}`);
    expect(own.json()[0]).toMatchObject({ id: aBox.id, isActive: true, price: 30 });
  });

  it("each vendor's portal figures and orders are its own", async () => {
    for (const url of ["/api/vendor/me", "/api/vendor/overview", "/api/vendor/orders", "/api/vendor/analytics"]) {
      const response = await as(b.cookie, "GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain("Alpha");
    }
    expect((await as(b.cookie, "GET", "/api/vendor/me")).json().vendor.supplierId).toBe(b.supplierId);
  });
});

describe("a customer and the vendor routes", () => {
  it.each([
    ["GET", "/api/vendor/me"],
    ["GET", "/api/vendor/overview"],
    ["GET", "/api/vendor/orders"],
    ["GET", "/api/vendor/analytics"],
    ["GET", "/api/suppliers"],
    ["POST", "/api/suppliers"],
    ["PATCH", "/api/suppliers/1"],
    ["POST", "/api/gift-boxes"],
    ["PATCH", "/api/gift-boxes/1"],
    ["POST", "/api/uploads"],
    ["GET", "/api/admin/vendors"],
    ["POST", "/api/admin/vendors/1/approve"],
  ])("%s %s is refused (403)", async (method, url) => {
    const response = await as(buyer.cookie, method, url, method === "GET" ? undefined : {});
    expect(response.statusCode).toBe(403);
  });
});

describe("a vendor and customers' data", () => {
  it.each([
    ["GET", "/api/recipient-profiles"],
    ["GET", `/api/recipient-profiles/${recipient.id}`],
    ["GET", `/api/recipient-profiles/user/${buyer.user.id}`],
    ["PUT", `/api/recipient-profiles/${recipient.id}`],
    ["DELETE", `/api/recipient-profiles/${recipient.id}`],
    ["GET", "/api/subscriptions"],
    ["GET", `/api/subscriptions/${checkout.subscriptionId}`],
    ["PATCH", `/api/subscriptions/${checkout.subscriptionId}`],
    ["GET", `/api/billing/${checkout.subscriptionId}`],
  ])("%s %s is refused and reveals nothing", async (method, url) => {
    const response = await as(a.cookie, method, url, ["GET", "DELETE"].includes(method) ? undefined : {});
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(recipient.name);
  });

  it("the recipient is still there, unchanged, for its buyer", async () => {
    const response = await as(buyer.cookie, "GET", `/api/recipient-profiles/${recipient.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(recipient.name);
  });
});
