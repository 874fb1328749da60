import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor } from "../../../../test/support/vendor";
import type { SubscriptionView } from "../../../shared/schemas/subscription";

/**
 * The buyer's list keeps which postcodes vendors cover between requests (a query and a router per list
 * before): approving a vendor, or a vendor or staff changing its area, shows at once, not later.
 */
const app = await createTestApp({ clock: { now: () => new Date("2026-11-23T00:00:00Z") } });
const staff = await signInAsAdmin(app);
const buyer = await signUp(app);
const listCovers = async () =>
  (
    (
      await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie: buyer.cookie } })
    ).json() as SubscriptionView[]
  ).map((s) => s.vendorCovers);
const asStaff = (url: string, payload: object = {}) =>
  app.inject({ method: url.endsWith("approve") ? "POST" : "PATCH", url, headers: { cookie: staff.cookie }, payload });

describe("coverage kept between requests", () => {
  it("follows a vendor's approval and its area as soon as they change", async () => {
    const hobart = { postcode: "7000", state: "TAS", suburb: "Hobart" };
    const recipient = await createRecipient(app, buyer.cookie, { ...hobart, giftCategories: "in-bloom" });
    const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
    expect((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode).toBe(200);
    expect(await listCovers()).toEqual([false]);

    // A Launceston florist applies (pending: still nobody), then staff approve it: 200 km away, its
    // 5 km radius does not reach Hobart.
    const florist = await applyAsVendor(app, {
      businessName: "Tamar Flowers",
      suburb: "Launceston",
      state: "TAS",
      postcode: "7250",
      serviceArea: "7250 Launceston",
      serviceRadius: 5,
    });
    expect(await listCovers()).toEqual([false]);
    expect((await asStaff(`/api/admin/vendors/${florist.supplierId}/approve`)).statusCode).toBe(200);
    expect(await listCovers()).toEqual([false]);

    // Staff widen its radius: Hobart is covered at once.
    expect((await asStaff(`/api/admin/vendors/${florist.supplierId}`, { serviceRadius: 250 })).statusCode).toBe(200);
    expect(await listCovers()).toEqual([true]);

    // The florist narrows it again from its own portal: no longer covered.
    const narrowed = await app.inject({
      method: "PATCH",
      url: `/api/suppliers/${florist.supplierId}`,
      headers: { cookie: florist.cookie },
      payload: { serviceRadius: 5 },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await listCovers()).toEqual([false]);
  });
});
