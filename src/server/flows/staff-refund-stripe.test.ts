import { asc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { createRecipient, prepareCheckout } from "../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../test/support/http";
import { startStripeStub } from "../../../test/support/stripe-stub";
import { createTestApp } from "../../../test/support/test-app";
import { fulfilmentOrders, payments, subscriptions } from "../db/schema";
import { stripeClient, stripeProvider } from "../integrations/payments/stripe";

/**
 * Staff's refund of one delivery under Stripe (issue 19), against the local Stripe stub: the delivery's
 * part of the invoice's payment is refunded at Stripe once (the delivery's idempotency key), and the
 * refund Stripe made is the one recorded. Paid on Saturday 21 November 2026 at noon in Sydney.
 */
const stub = await startStripeStub();
afterAll(() => stub.close());
const settings = {
  secretKey: "sk_test_stub",
  publishableKey: "pk_test_stub",
  webhookSecret: "whsec_test_stub",
  host: { host: "127.0.0.1", port: stub.port, protocol: "http" as const },
};
const now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({
  clock: { now: () => now },
  payments: stripeProvider(settings),
  stripeWebhooks: { stripe: stripeClient(settings), webhookSecret: settings.webhookSecret },
});
const db = app.ctx.db;
const staff = await signInAsAdmin(app);
const signer = new Stripe("sk_test_stub");
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A buyer whose annual Stripe subscription's first invoice was paid (Stripe's invoice.paid webhook). */
async function paidThroughStripe() {
  const buyer = await signUp(app, { fullName: "Tilly Stripewell" });
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: "annual" });
  const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
  const stripeSub = draft!.providerSubscriptionId!;
  const body = JSON.stringify({
    id: "evt_staff_refund_1",
    object: "event",
    type: "invoice.paid",
    api_version: "2026-10-28.endive",
    created: unix("2026-11-21T01:00:00Z"),
    data: {
      object: {
        id: "in_staff_refund",
        object: "invoice",
        billing_reason: "subscription_create",
        amount_paid: checkout.amountCents,
        amount_due: checkout.amountCents,
        created: unix("2026-11-21T01:00:00Z"),
        parent: { type: "subscription_details", subscription_details: { subscription: stripeSub, metadata: {} } },
        lines: {
          object: "list",
          data: [{ period: { start: unix("2026-11-21T01:00:00Z"), end: unix("2027-11-21T01:00:00Z") } }],
        },
      },
    },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: settings.webhookSecret });
  const paid = await app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload: body,
  });
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
