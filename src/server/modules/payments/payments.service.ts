import { latestTodayInAustralia, recipientToday } from "../../../shared/domain/dates";
import { type BillingPlan, chargeCents, gstIncludedCents } from "../../../shared/domain/pricing";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { type QueuedEmail, queueEmail, queueEmails } from "../../integrations/email/outbox";
import { paymentFailedEmail } from "../../integrations/email/templates";
import { type NewPayment, paymentsRepository as repo } from "./payments.repository";

/** Test mode's stand-in for Stripe's dunning: this many declined renewals in a row cancel a subscription. */
export const FAILURES_BEFORE_CANCELLING = 3;
const DECLINED = "Your card was declined.";

/**
 * Payments: every charge recorded once (first payments, renewals, failures), test mode's renewals and
 * dunning, and the billing page's history. Idempotent throughout: replays record nothing new.
 */
export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx;
  const accountUrl = `${ctx.publicUrl}/account`;

  const failureEmail = (
    payer: { email: string; fullName: string; recipientName: string },
    charge: { provider: string; providerPaymentId: string; amountCents: number; reason: string },
  ): QueuedEmail => ({
    dedupeKey: `payment-failed:${charge.provider}:${charge.providerPaymentId}`,
    kind: "payment-failed",
    to: payer.email,
    ...paymentFailedEmail(payer.fullName, payer.recipientName, charge.amountCents, charge.reason, accountUrl),
  });

  return {
    /** First payments of checkouts, inside the confirmation's transaction. */
    recordInitial: (tx: DbOrTx, rows: NewPayment[]) => repo.insertMany(tx, rows),

    providerIds: (tx: DbOrTx, ids: number[]) => repo.providerIds(tx, ids),

    /** A charge held while staff refund part of it, with what was refunded of it so far. */
    lockForRefund: (tx: DbOrTx, id: number) => repo.lockForRefund(tx, id),

    /** Who pays for a subscription, and for whom (a refund's e-mail). */
    payerOf: (tx: DbOrTx, subscriptionId: number) => repo.payerOf(tx, subscriptionId),

    /** A customer's subscriptions' payments and refunds, for staff. */
    forStaff: (subscriptionIds: number[]) => repo.forStaff(db, subscriptionIds),

    /** Refunds made through the provider, recorded as negative payments with their (negative) GST. */
    async recordRefunds(
      tx: DbOrTx,
      refunds: {
        userId: number;
        subscriptionId: number;
        provider: string;
        refundId: string;
        refundOf: number;
        amountCents: number;
        gstCents: number;
        /** A staff refund: why, and who made it. */
        reason?: string;
        staffUserId?: number;
      }[],
    ) {
      const inserted = await repo.insertMany(
        tx,
        refunds.map((r) => ({
          userId: r.userId,
          subscriptionId: r.subscriptionId,
          provider: r.provider,
          providerPaymentId: r.refundId,
          kind: "refund",
          status: "succeeded",
          amountCents: -Math.abs(r.amountCents),
          gstCents: -Math.abs(r.gstCents),
          refundOf: r.refundOf,
          reason: r.reason ?? null,
          staffUserId: r.staffUserId ?? null,
        })),
      );
      return new Map(inserted.map((p) => [p.providerPaymentId, p.id]));
    },

    async history(subscriptionId: number) {
      return (await repo.listForSubscription(db, subscriptionId)).map((p) => ({
        ...p,
        createdAt: p.createdAt.toISOString(),
      }));
    },

    /**
     * A renewal charge (Stripe's invoice.paid for a later cycle), in the webhook's transaction:
     * recorded once. Answers the payment when this call recorded it (the renewal flow then pays the
     * ledger's deliveries and moves the next charge date on), nothing for a repeat.
     */
    async recordRenewalCharge(
      tx: DbOrTx,
      sub: { id: number; userId: number },
      input: { providerPaymentId: string; amountCents: number; periodStart: string },
    ) {
      const [payment] = await repo.insertMany(tx, [
        {
          userId: sub.userId,
          subscriptionId: sub.id,
          provider: "stripe",
          providerPaymentId: input.providerPaymentId,
          kind: "renewal",
          status: "succeeded",
          amountCents: input.amountCents,
          gstCents: gstIncludedCents(input.amountCents),
          periodStart: input.periodStart,
        },
      ]);
      return payment;
    },

    /**
     * A failed renewal reported by Stripe, in the webhook's transaction: recorded once per charge,
     * and the buyer is e-mailed once.
     */
    async recordFailedPayment(
      tx: DbOrTx,
      input: {
        subscriptionId: number;
        provider: string;
        providerPaymentId: string;
        amountCents: number;
        reason: string;
      },
    ) {
      const payer = await repo.payerOf(tx, input.subscriptionId);
      if (!payer) return false;
      const inserted = await repo.insertMany(tx, [
        {
          userId: payer.userId,
          subscriptionId: input.subscriptionId,
          provider: input.provider,
          providerPaymentId: input.providerPaymentId,
          kind: "renewal",
          status: "failed",
          amountCents: input.amountCents,
          gstCents: gstIncludedCents(input.amountCents),
          failureMessage: input.reason,
        },
      ]);
      if (!inserted.length) return false;
      await queueEmail(tx, failureEmail(payer, input));
      return true;
    },

    /**
     * Test mode only (Stripe renews its own subscriptions and tells us by webhook), inside the renewal
     * flow's transaction: charges every subscription whose next charge is due — one delivery, or a
     * year of them, priced by the price function. Set-based: one read, one insert, one e-mail insert.
     * Declines (Stripe's 4000 0000 0000 0341) are recorded once and the buyer is told once. Answers
     * each due subscription with its charge, and the payment's id when it succeeded.
     */
    async chargeDueTestModeRenewals(tx: DbOrTx, now: Date) {
      // A charge date begins at midnight where the recipient lives (ADR 0023), not the shop's.
      const due = (await repo.dueTestModeRenewals(tx, latestTodayInAustralia(now))).filter(
        (sub) => sub.nextBillingDate !== null && sub.nextBillingDate <= recipientToday(sub.recipientState, now),
      );
      if (!due.length) return [];
      const charges = due.map((sub) => {
        const amountCents = chargeCents(sub.frequency, sub.billingInterval as BillingPlan);
        return {
          userId: sub.userId,
          subscriptionId: sub.id,
          provider: "test",
          providerPaymentId: `renewal:${sub.id}:${sub.nextBillingDate}`,
          kind: "renewal",
          status: sub.renewalsFail ? "failed" : "succeeded",
          amountCents,
          gstCents: gstIncludedCents(amountCents),
          periodStart: sub.nextBillingDate,
          failureMessage: sub.renewalsFail ? DECLINED : null,
        };
      });
      const inserted = await repo.insertMany(tx, charges);
      const recorded = new Set(inserted.filter((p) => p.status === "failed").map((p) => p.providerPaymentId));
      const paidBy = new Map(
        inserted.filter((p) => p.status === "succeeded").map((p) => [p.providerPaymentId, p.id] as const),
      );
      await queueEmails(
        tx,
        due
          .map((sub, i) => ({ sub, charge: charges[i]! }))
          .filter(({ charge }) => recorded.has(charge.providerPaymentId))
          .map(({ sub, charge }) =>
            failureEmail(
              { email: sub.buyerEmail, fullName: sub.buyerName, recipientName: sub.recipientName },
              { ...charge, reason: DECLINED },
            ),
          ),
      );
      return due.map((sub, i) => {
        const charge = charges[i]!;
        return { sub, charge, paymentId: paidBy.get(charge.providerPaymentId) };
      });
    },

    /** Test mode's dunning: the live subscriptions with three declined renewals in a row. */
    lapsedTestModeSubscriptions: (tx: DbOrTx) => repo.lapsedTestModeSubscriptions(tx, FAILURES_BEFORE_CANCELLING),

    /**
     * Applies a provider's webhook event once, however often and however concurrently it arrives:
     * its id is claimed in the same transaction as `effect`, so both commit or neither does (a
     * failed effect leaves the event unclaimed for the provider's retry). Answers whether this call
     * applied it, and the effect's result; e-mail the effect queued is sent after the commit.
     */
    async applyWebhookEventOnce<T>(
      id: string,
      type: string,
      effect: (tx: DbOrTx) => Promise<T>,
    ): Promise<{ applied: true; result: T } | { applied: false }> {
      const outcome = await db.transaction(async (tx) => {
        if (!(await repo.claimWebhookEvent(tx, id, type))) return { applied: false as const };
        return { applied: true as const, result: await effect(tx) };
      });
      if (outcome.applied) ctx.emailQueued();
      return outcome;
    },

    /**
     * For an applied event whose follow-up outside the transaction (a call to the provider) failed:
     * its id is given back, so the provider's retry applies it again (every effect is idempotent).
     */
    releaseWebhookEvent: (id: string) => repo.releaseWebhookEvent(db, id),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
