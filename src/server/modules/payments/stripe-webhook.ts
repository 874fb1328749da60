import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { toIsoDate } from "../../../shared/domain/dates";
import type { CheckoutService } from "../checkout/checkout.service";
import type { Confirmations } from "../checkout/confirmations";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { PaymentsService } from "./payments.service";

export interface StripeWebhookDeps {
  stripe: Stripe;
  confirmations: Confirmations;
  checkout: CheckoutService;
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
}

const subscriptionOf = (invoice: Stripe.Invoice) => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

/**
 * What each Stripe event does to the shop, the source of truth for money when Stripe is configured.
 * Every handler is idempotent and order-independent (the route also handles each event id once).
 */
export function createStripeEventHandler(deps: StripeWebhookDeps) {
  const { stripe, payments } = deps;

  async function invoicePaid(invoice: Stripe.Invoice, log: FastifyBaseLogger) {
    const providerSubscriptionId = subscriptionOf(invoice);
    if (!providerSubscriptionId) return;
    if (invoice.billing_reason !== "subscription_create") {
      const line = invoice.lines?.data?.[0];
      await payments.recordRenewal({
        providerSubscriptionId,
        providerPaymentId: invoice.id!,
        amountCents: invoice.amount_paid,
        periodStart: toIsoDate(new Date((line?.period?.start ?? invoice.created) * 1000)),
        nextBillingDate: line?.period?.end ? toIsoDate(new Date(line.period.end * 1000)) : null,
      });
      return;
    }
    const metadataId = Number(invoice.parent?.subscription_details?.metadata?.checkoutId);
    const checkoutId =
      Number.isInteger(metadataId) && metadataId > 0
        ? metadataId
        : await deps.checkout.checkoutIdForProviderSubscription(providerSubscriptionId);
    if (!checkoutId) return;
    const result = await deps.confirmations.recordInitialPayment({
      checkoutId,
      provider: "stripe",
      providerPaymentId: invoice.id!,
      amountCents: invoice.amount_paid,
      paymentMethodLabel: "Card (Stripe)",
      providerSubscriptionId,
    });
    if (result && "mismatch" in result) {
      // Paid for options the checkout no longer holds: stop that subscription from renewing; staff refund it.
      log.warn({ checkoutId, invoice: invoice.id }, "invoice.paid does not match its checkout; subscription cancelled");
      await stripe.subscriptions.cancel(providerSubscriptionId).catch(() => {});
    }
  }

  async function invoiceFailed(invoice: Stripe.Invoice) {
    const providerSubscriptionId = subscriptionOf(invoice);
    if (!providerSubscriptionId) return;
    const reason = invoice.last_finalization_error?.message ?? "Your card was declined.";
    if (invoice.billing_reason === "subscription_create") {
      await deps.checkout.noteProviderDecline(providerSubscriptionId, reason);
      return;
    }
    const sub = await deps.subscriptions.findByProviderSubscription(providerSubscriptionId);
    if (!sub) return;
    await payments.recordFailedPayment({
      subscriptionId: sub.id,
      provider: "stripe",
      providerPaymentId: invoice.id!,
      amountCents: invoice.amount_due,
      reason,
    });
  }

  return async function handle(event: Stripe.Event, log: FastifyBaseLogger) {
    switch (event.type) {
      case "invoice.paid":
        return invoicePaid(event.data.object, log);
      case "invoice.payment_failed":
        return invoiceFailed(event.data.object);
      case "customer.subscription.deleted":
        return deps.subscriptions.cancelFromProvider(event.data.object.id);
      case "customer.subscription.updated":
        if (event.data.object.status === "canceled") await deps.subscriptions.cancelFromProvider(event.data.object.id);
        return;
      default:
        return;
    }
  };
}
