import Stripe from "stripe";
import { type Cycle, frequencyLabel } from "../../../shared/domain/frequency";
import type { PaymentProvider } from "./payment-provider";

/** A billing cycle as Stripe's recurring interval: 7 or 14 days are 1 or 2 weeks; 12 months a year. */
export function stripeRecurring(cycle: Cycle): { interval: "week" | "month" | "year"; interval_count: number } {
  if (cycle.unit === "days") {
    if (cycle.count % 7 !== 0) throw new Error(`Stripe bills in weeks, not ${cycle.count} days`);
    return { interval: "week", interval_count: cycle.count / 7 };
  }
  return cycle.count % 12 === 0
    ? { interval: "year", interval_count: cycle.count / 12 }
    : { interval: "month", interval_count: cycle.count };
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** For tests: a local server speaking Stripe's API. */
  host?: { host: string; port: number; protocol: "http" | "https" };
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ?? {}),
  });
}

/**
 * Stripe Billing: a customer per buyer, a subscription per checkout created `default_incomplete`
 * (its first invoice's confirmation secret goes to the Payment Element), add-ons as one-off
 * invoice items on the first invoice, pause_collection for a pause, the customer portal for billing.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);

  async function createSubscription(input: Parameters<PaymentProvider["prepareCheckout"]>[0], customerId: string) {
    const price = await stripe.prices.create({
      currency: "aud",
      unit_amount: input.baseCents,
      recurring: stripeRecurring(input.billingCycle),
      product_data: {
        name: `Gift subscription (${frequencyLabel(input.frequency).toLowerCase()}, ${input.billingInterval === "annual" ? "paid annually" : "pay as you go"})`,
      },
    });
    // stripe-node adds its own idempotency key to retried requests; a key of ours would clash when the
    // buyer switches back to earlier options (Stripe refuses a reused key with different parameters).
    const subscription = await stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: price.id }],
      add_invoice_items:
        input.addOnCents > 0
          ? [{ price_data: { currency: "aud", product: String(price.product), unit_amount: input.addOnCents } }]
          : undefined,
      payment_behavior: "default_incomplete",
      // Cards only (Apple Pay and Google Pay are cards): whatever else the account enables, Billing
      // subscriptions can't take Afterpay, and the shop's Afterpay rules must not be left to settings.
      payment_settings: { save_default_payment_method: "on_subscription", payment_method_types: ["card"] },
      metadata: { checkoutId: String(input.checkoutId) },
      expand: ["latest_invoice.confirmation_secret"],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new Error("Stripe returned no confirmation secret");
    return { subscriptionId: subscription.id, clientSecret };
  }

  return {
    name: "stripe",
    publishableKey: settings.publishableKey,
    offersAfterpay: false,

    async prepareCheckout(input) {
      const customerId =
        input.customer.existingCustomerId ??
        (
          await stripe.customers.create({
            email: input.customer.email,
            name: input.customer.name,
            metadata: { checkoutId: String(input.checkoutId) },
          })
        ).id;
      const { existing } = input;
      const unchanged =
        existing.subscriptionId &&
        existing.clientSecret &&
        existing.amountCents === input.baseCents + input.addOnCents &&
        existing.billingInterval === input.billingInterval &&
        existing.frequency === input.frequency;
      if (unchanged) {
        return {
          intentId: existing.intentId!,
          clientSecret: existing.clientSecret!,
          customerId,
          subscriptionId: existing.subscriptionId,
        };
      }
      // Options changed: the unpaid subscription is replaced, so exactly one stays open per checkout.
      if (existing.subscriptionId) await stripe.subscriptions.cancel(existing.subscriptionId).catch(() => {});
      const created = await createSubscription(input, customerId);
      return {
        intentId: created.subscriptionId,
        clientSecret: created.clientSecret,
        customerId,
        subscriptionId: created.subscriptionId,
      };
    },

    async pause(subscriptionId, resumesAt) {
      if (!subscriptionId) return;
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) },
      });
    },

    async resume(subscriptionId) {
      if (!subscriptionId) return;
      await stripe.subscriptions.update(subscriptionId, { pause_collection: null as unknown as undefined });
    },

    /**
     * Stripe's documented way to move a subscription's billing date without charging: a trial until
     * `at` (no proration), so its next invoice is at `at` and the billing anchor with it. A pause is
     * lifted (the ledger's next charge date now says when the buyer is next charged).
     */
    async moveNextCharge(subscriptionId, at) {
      if (!subscriptionId) return;
      await stripe.subscriptions.update(subscriptionId, {
        trial_end: Math.floor(at.getTime() / 1000),
        proration_behavior: "none",
        pause_collection: "",
      });
    },

    /** The billing anchor reset to now: Stripe invoices a full cycle at once (no proration) and bills from today. */
    async chargeNow(subscriptionId) {
      if (!subscriptionId) return;
      await stripe.subscriptions.update(subscriptionId, {
        billing_cycle_anchor: { type: "now" },
        proration_behavior: "none",
        pause_collection: "",
      });
    },

    async cancel(subscriptionId) {
      if (!subscriptionId) return;
      await stripe.subscriptions.cancel(subscriptionId);
    },

    /**
     * A refund of part of an invoice's payment: the invoice's payment intent (Stripe's invoice payments),
     * then a refund of it, once per idempotency key (a retry never refunds twice).
     */
    async refund({ providerPaymentId, amountCents, idempotencyKey }) {
      const paid = await stripe.invoicePayments.list({ invoice: providerPaymentId, limit: 1 });
      const intent = paid.data[0]?.payment?.payment_intent;
      const paymentIntent = typeof intent === "string" ? intent : intent?.id;
      if (!paymentIntent) throw new Error(`Stripe invoice ${providerPaymentId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, reason: "requested_by_customer" },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async portalUrl({ customerId, returnUrl }) {
      if (!customerId) throw new Error("No Stripe customer for this subscription");
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
