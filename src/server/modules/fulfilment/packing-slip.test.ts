import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { generateOrders } from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { pdfTextLines } from "../../../../test/support/pdf-text";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { VENDOR_READ_ONLY_MESSAGE } from "../../../shared/domain/vendor-status";

// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const fitzroy = await applyAsVendor(app);
await setVendorStatus(app, fitzroy.supplierId, "approved");
const other = await applyAsVendor(app, {
  businessName: "Harbour Flowers",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  serviceArea: "2000, 2010 and the inner city",
});
await setVendorStatus(app, other.supplierId, "approved");

/** A subscription made through the subscription form with a card message, paid and routed to Fitzroy. */
async function subscribed(card: { cardMessage: string; customMessage?: string }, recipient: Record<string, unknown>) {
  const buyer = await signUp(app, { fullName: "Morgan Buyer" });
  const profile = await createRecipient(app, buyer.cookie, {
    postcode: "3000",
    state: "VIC",
    suburb: "Melbourne",
    ...recipient,
  });
  const form = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie: buyer.cookie },
    payload: {
      giftBoxId: 1,
      recipientProfileId: profile.id,
      recipientName: profile.name,
      recipientEmail: "recipient@example.com",
      recipientAddress: "8 Banksia Avenue, Melbourne VIC 3000",
      frequency: "monthly",
      ...card,
    },
  });
  if (form.statusCode !== 201) throw new Error(`form: ${form.statusCode} ${form.body}`);
  const checkout = await prepareCheckout(app, buyer.cookie, {
    recipientId: profile.id,
    subscriptionId: form.json().id,
    giftBoxId: 1,
  });
  if ((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode !== 200) throw new Error("payment");
  await generateOrders(app, staff.cookie);
  const orders = (
    await app.inject({ method: "GET", url: "/api/vendor/orders", headers: { cookie: fitzroy.cookie } })
  ).json() as { id: number; recipientName: string }[];
  const order = orders.find((o) => o.recipientName === profile.name);
  if (!order) throw new Error("not routed to Fitzroy");
  return { buyer, orderId: order.id };
}

const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const slipUrl = (id: number | string) => `/api/vendor/orders/${id}/packing-slip.pdf`;

const { buyer, orderId } = await subscribed(
  { cardMessage: "thinking-of-you" },
  {
    fullName: "Jamie Rivers",
    phoneNumber: "0400 111 222",
    streetNumber: "8",
    streetName: "Banksia Avenue",
    deliveryInstructions: "Leave with the neighbour at 10",
    personalMessages: [{ prompt: "I love you because", message: "you make every day brighter" }],
  },
);

describe("the packing slip (issue 17)", () => {
  it("prints the order, the box and plan, where it goes, the phone and the card's words for the vendor holding it", async () => {
    const response = await get(slipUrl(orderId), fitzroy.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = (await pdfTextLines(response.rawPayload)).join("\n");
    expect(text).toContain(`Order #${orderId}`);
    expect(text).toContain("Deliver on 3 Dec 2026");
    expect(text).toContain("Plan In Bloom");
    expect(text).toContain("Recipient Jamie Rivers");
    expect(text).toContain("8 Banksia Avenue");
    expect(text).toContain("Melbourne VIC 3000");
    expect(text).toContain("Phone 0400 111 222");
    expect(text).toContain("Instructions Leave with the neighbour at 10");
    expect(text).toContain("Thinking of you");
    expect(text).toContain("I love you because you make every day brighter");
    // Nothing of the buyer's, and never the card message's key.
    expect(text).not.toContain("Morgan Buyer");
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain("thinking-of-you");
  });

  it("prints the buyer's own words for a custom card", async () => {
    const custom = await subscribed(
      { cardMessage: "custom", customMessage: "To many more Sunday markets" },
      { fullName: "Robin Ash", phoneNumber: "0411 222 333", personalMessages: [] },
    );
    const text = (await pdfTextLines((await get(slipUrl(custom.orderId), fitzroy.cookie)).rawPayload)).join("\n");
    expect(text).toContain("To many more Sunday markets");
    expect(text).not.toContain("Personal message for this delivery");
  });

  it("is staff's too, from the staff route", async () => {
    const response = await get(`/api/admin/fulfillment-orders/${orderId}/packing-slip.pdf`, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect((await pdfTextLines(response.rawPayload)).join("\n")).toContain("Recipient Jamie Rivers");
  });

  it("is nobody else's: another vendor, the buyer, a stranger, a vendor on the staff route", async () => {
    const otherVendor = await get(slipUrl(orderId), other.cookie);
    expect(otherVendor.statusCode).toBe(404);
    expect(otherVendor.body).not.toContain("Jamie");
    expect((await get(slipUrl(orderId), buyer.cookie)).statusCode).toBe(403);
    expect((await get(slipUrl(orderId))).statusCode).toBe(401);
    expect((await get(`/api/admin/fulfillment-orders/${orderId}/packing-slip.pdf`, fitzroy.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/admin/fulfillment-orders/${orderId}/packing-slip.pdf`, buyer.cookie)).statusCode).toBe(403);
  });

  it("answers a missing or malformed order with 404 or 400, never a 5xx", async () => {
    expect((await get(slipUrl(999_999), fitzroy.cookie)).statusCode).toBe(404);
    expect((await get(slipUrl("abc"), fitzroy.cookie)).statusCode).toBe(400);
    expect((await get(`/api/admin/fulfillment-orders/999999/packing-slip.pdf`, staff.cookie)).statusCode).toBe(404);
  });

  it("is refused to a suspended or rejected vendor, which sees no recipient data", async () => {
    for (const status of ["suspended", "rejected"] as const) {
      await setVendorStatus(app, fitzroy.supplierId, status);
      const response = await get(slipUrl(orderId), fitzroy.cookie);
      expect(response.statusCode, status).toBe(403);
      expect(response.json().message, status).toBe(VENDOR_READ_ONLY_MESSAGE);
      expect(response.body).not.toContain("Jamie");
    }
    await setVendorStatus(app, fitzroy.supplierId, "approved");
    expect((await get(slipUrl(orderId), fitzroy.cookie)).statusCode).toBe(200);
  });
});
