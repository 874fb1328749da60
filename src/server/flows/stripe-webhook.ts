import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { toIsoDate } from "../../shared/domain/dates";
import type { DbOrTx } from "../db/client";
import type { CheckoutService } from "../modules/checkout/checkout.service";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";
import type { Cancellation } from "./cancellation";
import type { PaymentConfirmation } from "./confirm-payment";
import type { Renewals } from "./renewal";

export interface StripeWebhookDeps {
  stripe: Stripe;
  confirmations: PaymentConfirmation;
  checkout: CheckoutService;
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  renewals: Renewals;
  cancellation: Cancellation;
}

const subscriptionOf = (invoice: Stripe.Invoice) => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

/** What the webhook does after its transaction commits: a call to Stripe never runs inside one. */
interface AfterCommit {
  cancelProviderSubscription?: string;
}

/**
 * The Stripe webhook (a flow, ADR 0020): what each Stripe event does to the shop, the source of truth for money when Stripe is configured.
 * Each event is applied once: its id is claimed in the same transaction as its effect (so concurrent
 * deliveries of one event apply it once, and a failed one is applied by Stripe's retry), and every
 * effect is idempotent and order-independent besides.
 */
export function createStripeEventHandler(deps: StripeWebhookDeps) {
  const { stripe, payments } = deps;

  async function invoicePaid(tx: DbOrTx, invoice: Stripe.Invoice, log: FastifyBaseLogger): Promise<AfterCommit> {
    const providerSubscriptionId = subscriptionOf(invoice);
    if (!providerSubscriptionId) return {};
    if (invoice.billing_reason !== "subscription_create") {
      // A $0 invoice (Stripe may issue one when a trial moves the next charge) paid for no delivery.
      if (invoice.amount_paid <= 0) return {};
      const line = invoice.lines?.data?.[0];
      await deps.renewals.recordRenewal(tx, {
        providerSubscriptionId,
        providerPaymentId: invoice.id!,
        amountCents: invoice.amount_paid,
        periodStart: toIsoDate(new Date((line?.period?.start ?? invoice.created) * 1000)),
        nextBillingDate: line?.period?.end ? toIsoDate(new Date(line.period.end * 1000)) : null,
      });
      return {};
    }
    const metadataId = Number(invoice.parent?.subscription_details?.metadata?.checkoutId);
    const checkoutId =
      Number.isInteger(metadataId) && metadataId > 0
        ? metadataId
        : await deps.checkout.checkoutIdForProviderSubscription(tx, providerSubscriptionId);
    if (!checkoutId) return {};
    const result = await deps.confirmations.recordInitialPaymentIn(tx, {
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
      return { cancelProviderSubscription: providerSubscriptionId };
    }
    return {};
  }

  async function invoiceFailed(tx: DbOrTx, invoice: Stripe.Invoice) {
    const providerSubscriptionId = subscriptionOf(invoice);
    if (!providerSubscriptionId) return;
    const reason = invoice.last_finalization_error?.message ?? "Your card was declined.";
    if (invoice.billing_reason === "subscription_create") {
      await deps.checkout.noteProviderDecline(tx, providerSubscriptionId, reason);
      return;
    }
    const sub = await deps.subscriptions.findByProviderSubscription(tx, providerSubscriptionId);
    if (!sub) return;
    await payments.recordFailedPayment(tx, {
      subscriptionId: sub.id,
      provider: "stripe",
      providerPaymentId: invoice.id!,
      amountCents: invoice.amount_due,
      reason,
    });
  }

  async function apply(tx: DbOrTx, event: Stripe.Event, log: FastifyBaseLogger): Promise<AfterCommit> {
    switch (event.type) {
      case "invoice.paid":
        return invoicePaid(tx, event.data.object, log);
      case "invoice.payment_failed":
        await invoiceFailed(tx, event.data.object);
        return {};
      case "customer.subscription.deleted":
        await deps.cancellation.cancelFromProvider(tx, event.data.object.id);
        return {};
      case "customer.subscription.updated":
        if (event.data.object.status === "canceled")
          await deps.cancellation.cancelFromProvider(tx, event.data.object.id);
        return {};
      default:
        return {};
    }
  }

  /** Applies a verified event once; a repeat of an applied event changes nothing. */
  return async function handle(event: Stripe.Event, log: FastifyBaseLogger) {
    const outcome = await payments.applyWebhookEventOnce(event.id, event.type, (tx) => apply(tx, event, log));
    const cancel = outcome.applied ? outcome.result.cancelProviderSubscription : undefined;
    if (!cancel) return;
    try {
      await stripe.subscriptions.cancel(cancel);
    } catch (error) {
      // Left active it would renew and charge again: the event is answered with an error and given
      // back, so Stripe's retry of it cancels (cluster/faults/stripe-faults.test.ts).
      await payments.releaseWebhookEvent(event.id);
      throw error;
    }
  };
}
