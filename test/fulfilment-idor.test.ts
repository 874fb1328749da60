import { describe, expect, it } from "vitest";
import { generateOrders, paidSubscription, uploadPackagePhoto } from "./support/fulfilment";
import { signInAsAdmin, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";
import { applyAsVendor, setVendorStatus } from "./support/vendor";

/**
 * Fulfilment's boundaries (issue 8), walked over every order route: vendor A's order, photo and
 * figures are A's; vendor B, a customer who is not the buyer, and the buyer get nothing they should
 * not (the buyer sees the photo and deliveries of their own subscription, nothing of the vendor's);
 * only staff reach the staff routes.
 */
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const a = await applyAsVendor(app, { businessName: "Alpha Florals" });
const b = await applyAsVendor(app, { businessName: "Bravo Blooms", postcode: "3000", suburb: "Melbourne" });
await setVendorStatus(app, a.supplierId, "approved");
await setVendorStatus(app, b.supplierId, "approved");
// The Fitzroy florist (A) is nearer to Fitzroy North than B in the city.
const buyer = await paidSubscription(app, {
  postcode: "3068",
  state: "VIC",
  suburb: "Fitzroy North",
  recipient: { fullName: "Quentin Zephyrine" },
});
await generateOrders(app, staff.cookie);
const orderId = ((await as(a.cookie, "GET", "/api/vendor/orders")).json() as { id: number }[])[0]!.id;
const shipped = await as(a.cookie, "POST", `/api/vendor/orders/${orderId}/fulfilment`, {
  packagePhotoId: await uploadPackagePhoto(app, a.cookie),
  inclusions: "Tulips",
  dispatchDate: "2026-11-23",
  confirmed: true,
});
const stranger = await signUp(app);

function as(cookie: string | null, method: string, url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: method as "GET",
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}

describe("fulfilment routes by who is asking", () => {
  it("A's order reached A and was shipped", () => {
    expect(shipped.statusCode).toBe(200);
  });

  const SECRET = "Zephyrine";
  const staffRoutes: [string, string, Record<string, unknown>?][] = [
    ["GET", "/api/admin/fulfillment-orders"],
    ["GET", "/api/admin/fulfillment-orders.csv"],
    ["PATCH", "/api/admin/fulfillment-orders/ORDER", { notes: "taken over" }],
    ["POST", "/api/admin/generate-fulfillment-orders"],
    ["GET", "/api/admin/vendor-choices"],
  ];

  it("only staff reach the staff routes (403 for vendors and customers, 401 signed out)", async () => {
    for (const [method, path, payload] of staffRoutes) {
      const url = path.replace("ORDER", String(orderId));
      for (const cookie of [a.cookie, b.cookie, buyer.cookie, stranger.cookie]) {
        const response = await as(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).not.toContain(SECRET);
      }
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await as(staff.cookie, "GET", "/api/admin/fulfillment-orders")).body).toContain(SECRET);
  });

  it("vendor B gets nothing of A's order: not listed, not claimable, not fulfillable, no photo", async () => {
    expect((await as(b.cookie, "GET", "/api/vendor/orders")).body).not.toContain(SECRET);
    expect((await as(b.cookie, "GET", "/api/vendor/nearby-orders")).json()).toEqual([]);
    const claim = await as(b.cookie, "POST", `/api/vendor/orders/${orderId}/claim`);
    expect(claim.statusCode).toBe(409);
    expect(claim.body).not.toContain(SECRET);
    const fulfil = await as(b.cookie, "POST", `/api/vendor/orders/${orderId}/fulfilment`, {
      packagePhotoId: await uploadPackagePhoto(app, b.cookie),
      inclusions: "Nothing",
      dispatchDate: "2026-12-01",
      confirmed: true,
    });
    expect(fulfil.statusCode).toBe(404);
    expect((await as(b.cookie, "GET", `/api/fulfilment-orders/${orderId}/package-photo`)).statusCode).toBe(404);
    expect((await as(b.cookie, "GET", "/api/vendor/payments")).json().pendingCents).toBe(0);
  });

  it("customers get no vendor route; only the buyer sees the photo and deliveries", async () => {
    for (const cookie of [buyer.cookie, stranger.cookie]) {
      for (const [method, url] of [
        ["GET", "/api/vendor/orders"],
        ["GET", "/api/vendor/nearby-orders"],
        ["GET", "/api/vendor/payments"],
        ["POST", `/api/vendor/orders/${orderId}/claim`],
      ] as const) {
        expect((await as(cookie, method, url)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const photo = `/api/fulfilment-orders/${orderId}/package-photo`;
    expect((await as(buyer.cookie, "GET", photo)).statusCode).toBe(200);
    expect((await as(stranger.cookie, "GET", photo)).statusCode).toBe(404);
    const deliveries = `/api/subscriptions/${buyer.subscriptionId}/deliveries`;
    // The ledger lists every delivery; one of them has been dispatched.
    const sent = (await as(buyer.cookie, "GET", deliveries)).json() as { status: string }[];
    expect(sent.filter((d) => d.status === "shipped" || d.status === "delivered")).toHaveLength(1);
    expect((await as(stranger.cookie, "GET", deliveries)).statusCode).toBe(404);
    expect((await as(a.cookie, "GET", deliveries)).statusCode).toBe(404);
  });

  it("a vendor's account cannot reach a buyer's deliveries, and nobody finds an order by guessing", async () => {
    expect((await as(a.cookie, "GET", "/api/fulfilment-orders/999999/package-photo")).statusCode).toBe(404);
    expect((await as(staff.cookie, "GET", "/api/fulfilment-orders/999999/package-photo")).statusCode).toBe(404);
    expect((await as(a.cookie, "POST", "/api/vendor/orders/999999/claim")).statusCode).toBe(404);
  });
});
