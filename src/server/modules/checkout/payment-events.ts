import { eq } from "drizzle-orm";
import { gstIncludedCents } from "../../../shared/domain/pricing";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { checkouts, payments, recipientProfiles, subscriptions, users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { paymentFailedEmail } from "../../integrations/email/templates";
import { asError, coalesce } from "../../lib/coalesce";
import { conflict } from "../../lib/errors";
import { type InitialPayment, type InitialPaymentResult, recordInitialPayments } from "./initial-payments";

export type { InitialPayment, InitialPaymentResult };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * The server-side state changes of a payment, shared by test mode and Stripe's webhooks.
 * Each is one transaction and idempotent: replays, retries and out-of-order deliveries
 * leave one payment, one subscription and one e-mail.
 */
export function createPaymentEvents(ctx: AppContext) {
  const { db } = ctx;
  const accountUrl = `${ctx.publicUrl}/account`;

  async function recordBatch(batch: readonly InitialPayment[]) {
    const results = await db.transaction((tx) => recordInitialPayments(tx, batch, ctx.clock.now(), { abn: ctx.shopAbn, accountUrl }));
    if (results.some((r) => r && "created" in r && r.created)) ctx.emailQueued();
    return results;
  }

  async function recordInitialPaymentBatch(batch: readonly InitialPayment[]): Promise<(InitialPaymentResult | Error)[]> {
    try {
      return await recordBatch(batch);
    } catch (error) {
      if (batch.length > 1) {
        // One failing confirmation (say, a recipient who meanwhile got a live subscription) must not fail the rest.
        return Promise.all(batch.map((payment) => recordInitialPaymentBatch([payment]).then((results) => results[0]!)));
      }
      return [asError(isUniqueViolation(error) ? conflict("This recipient already has an active subscription.") : error)];
    }
  }

  return {
    /** The first payment of a checkout; concurrent confirmations are recorded together (group commit). */
    recordInitialPayment: coalesce(recordInitialPaymentBatch),

    /** A renewal charge (Stripe's invoice.paid for a cycle): recorded once, schedule advanced. */
    async recordRenewal(input: { providerSubscriptionId: string; providerPaymentId: string; amountCents: number; periodStart: string; nextBillingDate: string | null }) {
      await db.transaction(async (tx) => {
        const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId));
        if (!sub) return;
        const inserted = await tx
          .insert(payments)
          .values({
            userId: sub.userId,
            subscriptionId: sub.id,
            provider: "stripe",
            providerPaymentId: input.providerPaymentId,
            kind: "renewal",
            status: "succeeded",
            amountCents: input.amountCents,
            gstCents: gstIncludedCents(input.amountCents),
            periodStart: input.periodStart,
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        if (inserted.length && input.nextBillingDate) {
          await tx.update(subscriptions).set({ nextBillingDate: input.nextBillingDate }).where(eq(subscriptions.id, sub.id));
        }
      });
    },

    /** A failed charge: recorded once per charge, and the buyer is e-mailed once. */
    async recordFailedPayment(tx: DbOrTx, input: { subscriptionId: number; provider: string; providerPaymentId: string; amountCents: number; reason: string }) {
      const [sub] = await tx
        .select({ sub: subscriptions, buyer: users, recipient: recipientProfiles })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
        .where(eq(subscriptions.id, input.subscriptionId));
      if (!sub) return false;
      const inserted = await tx
        .insert(payments)
        .values({
          userId: sub.sub.userId,
          subscriptionId: sub.sub.id,
          provider: input.provider,
          providerPaymentId: input.providerPaymentId,
          kind: "renewal",
          status: "failed",
          amountCents: input.amountCents,
          gstCents: gstIncludedCents(input.amountCents),
          failureMessage: input.reason,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!inserted.length) return false;
      await queueEmail(tx, {
        dedupeKey: `payment-failed:${input.provider}:${input.providerPaymentId}`,
        kind: "payment-failed",
        to: sub.buyer.email,
        ...paymentFailedEmail(sub.buyer.fullName, sub.recipient.name, input.amountCents, input.reason, accountUrl),
      });
      return true;
    },

    async findCheckoutForProviderSubscription(providerSubscriptionId: string) {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSubscriptionId, providerSubscriptionId));
      return row;
    },

    async subscriptionIdForProvider(providerSubscriptionId: string) {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row?.id;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
