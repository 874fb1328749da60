import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { UNCOVERED_DELIVERY_TEXT } from "../../../shared/domain/fulfilment";
import type { SubscriptionView } from "../../../shared/schemas/subscription";
import { emailOutbox } from "../../db/schema";

// Paid on Monday 23 November 2026 (Sydney and Melbourne).
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;

// A Melbourne florist covering the city (3000); nobody covers Newtown NSW (2042) or Alice Springs (0870).
const florist = await applyAsVendor(app);
await setVendorStatus(app, florist.supplierId, "approved");
const melbourne = { postcode: "3000", state: "VIC", suburb: "Melbourne" };
const newtown = { postcode: "2042", state: "NSW", suburb: "Newtown" };

/** A buyer who paid for one recipient; the subscription as GET /api/subscriptions/{id} answers it, and the receipt. */
async function paidFor(place: Record<string, string>, billing: "pay-as-you-go" | "annual") {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie, { ...place, giftCategories: "in-bloom" });
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: billing });
  expect((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode).toBe(200);
  const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie: buyer.cookie } });
  const view = (await get(`/api/subscriptions/${checkout.subscriptionId}`)).json() as SubscriptionView;
  const list = (await get("/api/subscriptions")).json() as SubscriptionView[];
  const [receipt] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.kind, "order-confirmation")));
  return { view, list, receipt: receipt!.textBody, buyer, get };
}

describe("after paying, the price stays in view", () => {
  it("annual: what was paid, the plan, and nothing more charged until it renews", async () => {
    const { view, list, receipt } = await paidFor(melbourne, "annual");
    expect(view.billing).toEqual({
      planLabel: "Annual plan: 12 monthly deliveries, paid upfront",
      chargeCents: 108_000,
      chargeText: "$1,080.00 a year",
      paidCents: 108_000,
      nextCharge: { date: "2027-11-23", amountCents: 108_000, renewal: true },
      nextChargeText:
        "Nothing more is charged until the plan renews on 23 Nov 2027, when $1,080.00 pays for the next year.",
    });
    // The account's list carries the same, for the price beside the frequency.
    expect(list.map((s) => s.billing)).toEqual([view.billing]);
    expect(receipt).toContain("Annual plan: 12 monthly deliveries, paid upfront.");
    expect(receipt).toContain("Nothing more is charged until the plan renews on 23 Nov 2027");
  });

  it("pay as you go: the next charge and its date", async () => {
    const { view, receipt } = await paidFor(melbourne, "pay-as-you-go");
    expect(view.billing).toMatchObject({
      planLabel: "Pay as you go: monthly deliveries, charged one at a time",
      chargeText: "$100.00 every month",
      paidCents: 10_000,
      nextCharge: { date: "2026-12-23", amountCents: 10_000, renewal: false },
      nextChargeText: "Next charge: $100.00 on 23 Dec 2026.",
    });
    expect(receipt).toContain("Next charge: $100.00 on 23 Dec 2026.");
  });
});

describe("a postcode no vendor covers", () => {
  it("is said plainly on the subscription and the receipt, with no local vendor or date promised", async () => {
    const { view, list, receipt } = await paidFor(newtown, "pay-as-you-go");
    expect(view.vendorCovers).toBe(false);
    expect(list[0]!.vendorCovers).toBe(false);
    // The account's first Next Delivery slot promised "7-10 days".
    expect(view.nextDeliveries[0]).toEqual({ kind: "arranging", label: "Being arranged" });
    expect(JSON.stringify(view.nextDeliveries)).not.toContain("7-10");
    expect(receipt).toContain(UNCOVERED_DELIVERY_TEXT);
    expect(receipt).not.toMatch(/7-10|local vendor/);
  });

  it("keeps the usual promise where a vendor covers it", async () => {
    const { view, receipt } = await paidFor(melbourne, "pay-as-you-go");
    expect(view.vendorCovers).toBe(true);
    expect(view.nextDeliveries[0]).toEqual({ kind: "first", label: "7-10 days" });
    expect(receipt).toContain("Your first delivery arrives within 7-10 business days.");
    expect(receipt).not.toContain(UNCOVERED_DELIVERY_TEXT);
  });

  it("answers for the covered and the uncovered together in one list", async () => {
    const buyer = await signUp(app);
    for (const place of [melbourne, newtown]) {
      const recipient = await createRecipient(app, buyer.cookie, { ...place, giftCategories: "in-bloom" });
      const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
      expect((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode).toBe(200);
    }
    const list = (
      await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie: buyer.cookie } })
    ).json() as SubscriptionView[];
    // Newest first: Newtown, then Melbourne.
    expect(list.map((s) => s.vendorCovers)).toEqual([false, true]);
  });
});
