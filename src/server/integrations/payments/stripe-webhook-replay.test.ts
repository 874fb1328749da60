import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createStripeTestApp } from "../../../../test/support/stripe-test-app";
import { emailOutbox, payments, subscriptions, webhookEvents } from "../../db/schema";

// Stripe may deliver one event several times at once (retries, several endpoints, a replay from the
// dashboard). The event's id is claimed in the same transaction as its effect: one delivery applies
// it, the others find it claimed, whatever the timing.
const { app, stub, deliver } = await createStripeTestApp();
const db = app.ctx.db;
const AT_ONCE = 6;

let eventCounter = 0;
const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_replay_${++eventCounter}`,
  object: "event",
  type,
  api_version: "2026-10-28.endive",
  created: 1_790_000_000,
  data: { object },
});
const firstInvoice = (id: string, subscription: string, checkoutId: number) => ({
  id,
  object: "invoice",
  billing_reason: "subscription_create",
  amount_paid: 10_000,
  amount_due: 10_000,
  created: 1_790_000_000,
  parent: {
    type: "subscription_details",
    subscription_details: { subscription, metadata: { checkoutId: String(checkoutId) } },
  },
  lines: { object: "list", data: [{ period: { start: 1_790_000_000, end: 1_792_600_000 } }] },
});

/** The same signed delivery, sent AT_ONCE times concurrently. */
const deliverAtOnce = (payload: object) => Promise.all(Array.from({ length: AT_ONCE }, () => deliver(payload)));

async function openCheckout() {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
  return { buyer, recipient, checkout, stripeSubscription: draft!.providerSubscriptionId! };
}

describe("one Stripe event delivered several times at once", () => {
  it("pays a checkout once: one charge, one active subscription, one receipt, one claim", async () => {
    const { buyer, checkout, stripeSubscription } = await openCheckout();
    const paid = event("invoice.paid", firstInvoice("in_replay_paid", stripeSubscription, checkout.checkoutId));
    const responses = await deliverAtOnce(paid);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(AT_ONCE).fill(200));

    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub!.status).toBe("active");
    expect(await db.$count(payments, eq(payments.subscriptionId, checkout.subscriptionId))).toBe(1);
    const receipts = (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.email))).filter(
      (mail) => mail.kind === "order-confirmation",
    );
    expect(receipts).toHaveLength(1);
    expect(await db.$count(webhookEvents, eq(webhookEvents.id, paid.id))).toBe(1);
  });

  it("asks Stripe once to cancel a subscription whose invoice no longer matches its checkout", async () => {
    const { buyer, recipient, checkout, stripeSubscription: replaced } = await openCheckout();
    // The buyer changed their options: the checkout now pays through another Stripe subscription.
    await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: "annual" });
    const cancels = () =>
      stub.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${replaced}`).length;
    const before = cancels();

    const stale = event("invoice.paid", firstInvoice("in_replay_stale", replaced, checkout.checkoutId));
    const responses = await deliverAtOnce(stale);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(AT_ONCE).fill(200));
    expect(cancels() - before).toBe(1);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub!.status).toBe("draft");
  });
});
