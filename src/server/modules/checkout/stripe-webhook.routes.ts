import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { toIsoDate } from "../../../shared/domain/dates";
import type { Db } from "../../db/client";
import { checkouts, webhookEvents } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { PaymentEvents } from "./payment-events";
import { eq } from "drizzle-orm";
import { z } from "zod";

interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  events: PaymentEvents;
  subscriptions: SubscriptionsService;
}

/** The envelope every Stripe event has; the handlers read the rest of `data.object` defensively. */
const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});

const subscriptionOf = (invoice: Stripe.Invoice) => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

/**
 * Stripe's signed webhooks, the source of truth for money when Stripe is configured. Every
 * handler is idempotent and order-independent, and each event id is handled once.
 */
export function stripeWebhookRoutes(deps: WebhookDeps) {
  const { db, stripe, events } = deps;

  async function handle(event: Stripe.Event, log: FastifyBaseLogger) {
    switch (event.type) {
      case "invoice.paid": {
        const invoice = event.data.object;
        const providerSubscriptionId = subscriptionOf(invoice);
        if (!providerSubscriptionId) return;
        if (invoice.billing_reason === "subscription_create") {
          const metadataId = Number(invoice.parent?.subscription_details?.metadata?.checkoutId);
          const checkout = Number.isInteger(metadataId) && metadataId > 0
            ? { id: metadataId }
            : await events.findCheckoutForProviderSubscription(providerSubscriptionId);
          if (!checkout) return;
          const result = await events.recordInitialPayment({
            checkoutId: checkout.id,
            provider: "stripe",
            providerPaymentId: invoice.id!,
            amountCents: invoice.amount_paid,
            paymentMethodLabel: "Card (Stripe)",
            providerSubscriptionId,
          });
          if (result && "mismatch" in result) {
            // Paid for options the checkout no longer holds: stop that subscription from renewing; staff refund it.
            log.warn({ checkoutId: checkout.id, invoice: invoice.id }, "invoice.paid does not match its checkout; subscription cancelled");
            await stripe.subscriptions.cancel(providerSubscriptionId).catch(() => {});
          }
        } else {
          const line = invoice.lines?.data?.[0];
          await events.recordRenewal({
            providerSubscriptionId,
            providerPaymentId: invoice.id!,
            amountCents: invoice.amount_paid,
            periodStart: toIsoDate(new Date((line?.period?.start ?? invoice.created) * 1000)),
            nextBillingDate: line?.period?.end ? toIsoDate(new Date(line.period.end * 1000)) : null,
          });
        }
        return;
      }
      case "invoice.payment_failed": {
        const invoice = event.data.object;
        const providerSubscriptionId = subscriptionOf(invoice);
        if (!providerSubscriptionId) return;
        const reason = invoice.last_finalization_error?.message ?? "Your card was declined.";
        if (invoice.billing_reason === "subscription_create") {
          await db.update(checkouts).set({ lastError: reason }).where(eq(checkouts.providerSubscriptionId, providerSubscriptionId));
          return;
        }
        const subscriptionId = await events.subscriptionIdForProvider(providerSubscriptionId);
        if (!subscriptionId) return;
        await db.transaction((tx) =>
          events.recordFailedPayment(tx, { subscriptionId, provider: "stripe", providerPaymentId: invoice.id!, amountCents: invoice.amount_due, reason }),
        );
        return;
      }
      case "customer.subscription.deleted":
        await deps.subscriptions.cancelFromProvider(event.data.object.id);
        return;
      case "customer.subscription.updated":
        if (event.data.object.status === "canceled") await deps.subscriptions.cancelFromProvider(event.data.object.id);
        return;
      default:
        return;
    }
  }

  return async function register(app: FastifyInstance) {
    // Signature checks need the exact bytes Stripe sent: this route alone keeps the raw body.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    app.post("/api/stripe/webhook", { config: { access: "public" }, schema: { tags: ["billing"], hide: true } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ""), deps.webhookSecret);
      } catch {
        throw new AppError("VALIDATION", "Invalid webhook signature");
      }
      // Signed, but still checked: a body that is not an event is refused, not crashed on.
      if (!eventEnvelope.safeParse(event).success) throw new AppError("VALIDATION", "Not a Stripe event");
      const seen = await db.query.webhookEvents.findFirst({ where: eq(webhookEvents.id, event.id) });
      if (!seen) {
        await handle(event, request.log);
        await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      }
      return reply.send({ received: true });
    });
  };
}
