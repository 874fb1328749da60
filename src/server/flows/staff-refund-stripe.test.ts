import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, prepareCheckout } from "../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../test/support/http";
import { createStripeTestApp } from "../../../test/support/stripe-test-app";
import { fulfilmentOrders, payments, subscriptions } from "../db/schema";

/**
 * Staff's refund of one delivery under Stripe (issue 19), against the local Stripe stub: the delivery's
 * part of the invoice's payment is refunded at Stripe once (the delivery's idempotency key), and the
 * refund Stripe made is the one recorded. Paid on Saturday 21 November 2026 at noon in Sydney.
 */
const now = new Date("2026-11-21T01:00:00Z");
const { app, stub, invoicePaid } = await createStripeTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

/** A buyer whose annual Stripe subscription's first invoice was paid (Stripe's invoice.paid webhook). */
async function paidThroughStripe() {
  const buyer = await signUp(app, { fullName: "Tilly Stripewell" });
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: "annual" });
  const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
  const stripeSub = draft!.providerSubscriptionId!;
  const paid = await invoicePaid("in_staff_refund", stripeSub, "subscription_create", checkout.amountCents, [
    "2026-11-21T01:00:00Z",
    "2027-11-21T01:00:00Z",
  ]);
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...buyer, subscriptionId: checkout.subscriptionId };
}

describe("a staff refund under Stripe", () => {
  it("refunds the delivery's part of the invoice's payment once, and records Stripe's refund", async () => {
    const buyer = await paidThroughStripe();
    const rows = await db
      .select()
      .from(fulfilmentOrders)
      .where(eq(fulfilmentOrders.subscriptionId, buyer.subscriptionId))
      .orderBy(asc(fulfilmentOrders.deliveryDate));
    const target = rows[1]!;
    const from = stub.requests.length;
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/customers/${buyer.user.id}/deliveries/${target.id}/refund`,
      headers: { cookie: staff.cookie },
      payload: { reason: "Recipient moved interstate" },
    });
    expect(response.statusCode, response.body).toBe(200);

    const [refundCall, ...more] = stub.requests.slice(from).filter((r) => r.path === "/v1/refunds");
    expect(more).toEqual([]);
    expect(refundCall!.body.get("payment_intent")).toBe("pi_for_in_staff_refund");
    expect(refundCall!.body.get("amount")).toBe(String(target.allocatedCents));
    expect(refundCall!.idempotencyKey).toBe(`staff-refund:${target.id}`);

    const refund = (await db.select().from(payments).where(eq(payments.subscriptionId, buyer.subscriptionId))).find(
      (p) => p.kind === "refund",
    );
    expect(refund).toMatchObject({
      provider: "stripe",
      providerPaymentId: expect.stringMatching(/^re_/),
      amountCents: -target.allocatedCents,
      gstCents: -target.allocatedGstCents,
      reason: "Recipient moved interstate",
    });
    const [after] = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, target.id));
    expect(after).toMatchObject({ status: "refunded", refundPaymentId: refund!.id });
  });
});
