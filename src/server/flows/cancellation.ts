import { isLocked } from "../../shared/domain/delivery-state";
import type { CancellationPreview, CancellationResult } from "../../shared/schemas/deliveries";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import type { users } from "../db/schema";
import { cancellationEmail } from "../integrations/email/ledger-templates";
import { queueEmail, queueEmails } from "../integrations/email/outbox";
import { cancelledEmail } from "../integrations/email/templates";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { AppError, validation } from "../lib/errors";
import type { LedgerRow } from "../modules/fulfilment/ledger.repository";
import type { LedgerPort } from "../modules/fulfilment/ledger-port";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { SubscriptionRow } from "../modules/subscriptions/subscriptions.repository";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

type UserRow = typeof users.$inferSelect;

/** What cancelling does with each delivery still to come (PRODUCT.md "Cancelling"). */
function planOf(open: LedgerRow[], state: string | null, now: Date) {
  const paid = open.filter((row) => row.payment_id !== null && row.allocated_cents > 0);
  return {
    locked: paid.filter((row) => isLocked(row.delivery_date, state, now)),
    refundable: paid.filter((row) => !isLocked(row.delivery_date, state, now)),
    unpaid: open.filter((row) => row.payment_id === null && row.status === "scheduled"),
  };
}

const sum = (rows: LedgerRow[], pick: (row: LedgerRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

/**
 * Cancelling, with the buyer's choice for what is paid for: future charges end at once; paid
 * deliveries already locked are sent; paid deliveries not yet locked are sent (the default) or
 * refunded at the price they were bought at (their part of the payment); unpaid ones are withdrawn.
 * A refund goes through the payment provider first, then is recorded as a negative payment with its
 * GST; vendors of withdrawn orders and the buyer are e-mailed. A flow: it spans subscriptions,
 * the ledger, payments and the provider. Cancelling without a choice (DELETE, Stripe's own
 * cancellation, test mode's dunning) keeps every paid delivery.
 */
export function createCancellation(
  ctx: AppContext,
  deps: {
    subscriptions: SubscriptionsService;
    ledger: LedgerPort;
    payments: PaymentsService;
    provider: PaymentProvider;
  },
) {
  const { db } = ctx;
  const { subscriptions, ledger, payments, provider } = deps;
  const accountUrl = `${ctx.publicUrl}/account/billing`;
  const keptAccountUrl = `${ctx.publicUrl}/account`;

  async function cancellable(user: UserRow, id: number) {
    const owned = await subscriptions.owned(user, id);
    if (owned.sub.status === "draft") throw validation("This subscription was never paid; there is nothing to cancel.");
    return owned;
  }

  /**
   * Ends a live subscription inside the caller's transaction: no further charges, its unpaid
   * deliveries withdrawn (their vendors told); paid ones are still sent unless the caller refunds
   * them. Answers false when it was not live (already cancelled meanwhile).
   */
  async function endIn(tx: DbOrTx, sub: SubscriptionRow) {
    if (!(await subscriptions.recordCancel(tx, sub))) return false;
    await ledger.withdrawUnpaid(tx, [sub.id]);
    return true;
  }

  /** Cancels, keeping every paid delivery (they are sent); the buyer is told once, with what is still sent. */
  async function cancelKeepingPaid(tx: DbOrTx, sub: SubscriptionRow, recipientName: string) {
    const buyer = await subscriptions.buyerOf(sub.userId, tx);
    if (!(await endIn(tx, sub))) return;
    const sent = (await ledger.open(tx, [sub.id])).filter((row) => row.payment_id !== null);
    await queueEmail(tx, {
      dedupeKey: `cancel:${sub.id}`,
      kind: "cancellation",
      to: buyer.email,
      ...cancellationEmail(
        buyer.fullName,
        recipientName,
        {
          sent: sent.map((row) => ({ date: row.delivery_date, cents: row.allocated_cents })),
          refunded: [],
          refundCents: 0,
          refundGstCents: 0,
        },
        keptAccountUrl,
      ),
    });
  }

  return {
    /** DELETE /api/subscriptions/:id: cancels at once (idempotent), paid deliveries still sent; answers the subscription. */
    async cancelNow(user: UserRow, id: number) {
      const { sub, recipient } = await subscriptions.owned(user, id);
      if (sub.status === "cancelled") return subscriptions.get(user, id);
      if (sub.status === "draft") throw validation("This subscription was never paid; there is nothing to cancel.");
      await provider.cancel(sub.providerSubscriptionId);
      await db.transaction((tx) => cancelKeepingPaid(tx, sub, recipient.name));
      ctx.emailQueued();
      return subscriptions.get(user, id);
    },

    /**
     * Stripe says the subscription ended (customer.subscription.deleted, or updated to canceled),
     * inside the webhook's transaction (the caller wakes the e-mail relay after it commits).
     */
    async cancelFromProvider(tx: DbOrTx, providerSubscriptionId: string) {
      const live = await subscriptions.findLiveByProviderSubscription(tx, providerSubscriptionId);
      if (live) await cancelKeepingPaid(tx, live.sub, live.recipientName);
    },

    /** Subscriptions whose payments lapsed (test mode's dunning): cancelled, each buyer told once. */
    async cancelLapsed(tx: DbOrTx, ids: number[]) {
      const lapsed = await subscriptions.cancelMany(tx, ids);
      // Unpaid deliveries are withdrawn; what was paid for is still sent.
      await ledger.withdrawUnpaid(
        tx,
        lapsed.map((row) => row.id),
      );
      await queueEmails(
        tx,
        lapsed.map((row) => ({
          dedupeKey: `cancel:${row.id}`,
          kind: "cancellation",
          to: row.email,
          ...cancelledEmail(row.full_name, row.recipient_name, keptAccountUrl),
        })),
      );
      return lapsed.length;
    },

    async preview(user: UserRow, id: number): Promise<CancellationPreview> {
      const { sub, recipient } = await cancellable(user, id);
      const open = sub.status === "cancelled" ? [] : await ledger.open(db, [sub.id]);
      const { locked, refundable, unpaid } = planOf(open, recipient.state, ctx.clock.now());
      return {
        willBeSent: locked.map((row) => ({ id: row.id, deliveryDate: row.delivery_date, cents: row.allocated_cents })),
        refundable: refundable.map((row) => ({
          id: row.id,
          deliveryDate: row.delivery_date,
          cents: row.allocated_cents,
          gstCents: row.allocated_gst_cents,
        })),
        refundableCents: sum(refundable, (row) => row.allocated_cents),
        refundableGstCents: sum(refundable, (row) => row.allocated_gst_cents),
        unpaidWithdrawn: unpaid.map((row) => ({ id: row.id, deliveryDate: row.delivery_date })),
      };
    },

    async cancel(user: UserRow, id: number, choice: "send" | "refund"): Promise<CancellationResult> {
      const { sub, recipient } = await cancellable(user, id);
      const none = { cancelled: false, sent: [], refunded: [], refundCents: 0, refundGstCents: 0 };
      if (sub.status === "cancelled") return none;
      const open = await ledger.open(db, [sub.id]);
      const { locked, refundable } = planOf(open, recipient.state, ctx.clock.now());
      const refunding = choice === "refund" ? refundable : [];
      const sending = choice === "refund" ? locked : [...locked, ...refundable];

      await provider.cancel(sub.providerSubscriptionId);
      // Each payment's refunded deliveries are one refund, made before it is recorded; the key makes a retry the same refund.
      const byPayment = new Map<number, LedgerRow[]>();
      for (const row of refunding) byPayment.set(row.payment_id!, [...(byPayment.get(row.payment_id!) ?? []), row]);
      const charges = new Map((await payments.providerIds(db, [...byPayment.keys()])).map((p) => [p.id, p]));
      const refunds: {
        paymentId: number;
        rows: LedgerRow[];
        refundId: string;
        provider: string;
        amountCents: number;
        gstCents: number;
      }[] = [];
      for (const [paymentId, rows] of byPayment) {
        const charge = charges.get(paymentId);
        if (!charge) continue;
        const amountCents = sum(rows, (row) => row.allocated_cents);
        const { refundId } = await provider
          .refund({
            providerPaymentId: charge.providerPaymentId,
            amountCents,
            idempotencyKey: `refund:${paymentId}:${rows.map((row) => row.id).join("-")}`,
          })
          .catch(() => {
            throw new AppError(
              "UPSTREAM",
              "The refund could not be made just now. Nothing was cancelled; please try again.",
            );
          });
        refunds.push({
          paymentId,
          rows,
          refundId,
          provider: charge.provider,
          amountCents,
          gstCents: sum(rows, (row) => row.allocated_gst_cents),
        });
      }

      const buyer = await subscriptions.buyerOf(sub.userId);
      const result = await db.transaction(async (tx) => {
        if (!(await endIn(tx, sub))) throw new AppError("INVALID_STATE", "This subscription was cancelled meanwhile.");
        const recorded = await payments.recordRefunds(
          tx,
          refunds.map((r) => ({
            userId: sub.userId,
            subscriptionId: sub.id,
            provider: r.provider,
            refundId: r.refundId,
            refundOf: r.paymentId,
            amountCents: r.amountCents,
            gstCents: r.gstCents,
          })),
        );
        for (const r of refunds) {
          const refundPaymentId = recorded.get(r.refundId);
          if (refundPaymentId !== undefined)
            await ledger.refund(
              tx,
              r.rows.map((row) => row.id),
              refundPaymentId,
            );
        }
        const amounts = {
          sent: sending.map((row) => ({ id: row.id, date: row.delivery_date, cents: row.allocated_cents })),
          refunded: refunding.map((row) => ({ id: row.id, date: row.delivery_date, cents: row.allocated_cents })),
          refundCents: sum(refunding, (row) => row.allocated_cents),
          refundGstCents: sum(refunding, (row) => row.allocated_gst_cents),
        };
        await queueEmail(tx, {
          dedupeKey: `cancel:${sub.id}`,
          kind: "cancellation",
          to: buyer.email,
          ...cancellationEmail(buyer.fullName, recipient.name, amounts, accountUrl),
        });
        return amounts;
      });
      ctx.emailQueued();
      return {
        cancelled: true,
        sent: result.sent.map((d) => ({ id: d.id, deliveryDate: d.date, cents: d.cents })),
        refunded: result.refunded.map((d) => ({ id: d.id, deliveryDate: d.date, cents: d.cents })),
        refundCents: result.refundCents,
        refundGstCents: result.refundGstCents,
      };
    },
  };
}

export type Cancellation = ReturnType<typeof createCancellation>;
