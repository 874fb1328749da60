import type { z } from "zod";
import type { testPaymentSchema } from "../../shared/schemas/checkout";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import type { users } from "../db/schema";
import { queueEmails } from "../integrations/email/outbox";
import { asError, coalesce } from "../lib/coalesce";
import type { DeliveryCoverage } from "../lib/delivery-coverage";
import { conflict, notFound } from "../lib/errors";
import type { CheckoutService } from "../modules/checkout/checkout.service";
import {
  activationOf,
  coverageQuestionOf,
  firstPaymentOf,
  type InitialPayment,
  type InitialPaymentResult,
  ledgerFirstPaymentOf,
  missingProfileDates,
  receiptEmail,
  selectPaying,
} from "../modules/checkout/initial-payments";
import type { DeliveryLedger } from "../modules/fulfilment/ledger.service";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { RecipientsService } from "../modules/recipients/recipients.service";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

export type { InitialPayment, InitialPaymentResult };

type SessionUser = typeof users.$inferSelect;

interface Deps {
  checkout: CheckoutService;
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  recipients: RecipientsService;
  ledger: DeliveryLedger;
  coverage: DeliveryCoverage;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * A checkout's first payment (a flow, ADR 0020), confirmed by test mode or by Stripe's invoice.paid
 * webhook: in one transaction, each checkout is paid once, its payment recorded, its draft
 * subscription activated, the ledger's deliveries it bought written, the recipient's missing dates
 * filled in, and its receipt queued — with a fixed number of set-based statements whatever the
 * batch size. Concurrent confirmations are recorded together (group commit, docs/decisions/0004);
 * if that batch fails, each is retried alone so one refusal never fails the others.
 */
export function createPaymentConfirmation(ctx: AppContext, deps: Deps) {
  const { checkout, payments, subscriptions, recipients, ledger, coverage } = deps;
  const shop = { abn: ctx.shopAbn, accountUrl: `${ctx.publicUrl}/account` };

  async function recordInitialPayments(tx: DbOrTx, batch: readonly InitialPayment[], now: Date) {
    const locked = await checkout.lockForPayment(tx, [...new Set(batch.map((p) => p.checkoutId))]);
    const { results, paying: rows } = selectPaying(locked, batch, now);
    if (!rows.length) return results;
    const recorded = await payments.recordInitial(tx, rows.map(firstPaymentOf));
    await subscriptions.activateDrafts(tx, rows.filter(({ sub }) => sub.status === "draft").map(activationOf), now);
    // The ledger (ADR 0018): the deliveries each payment bought, each with its part of it.
    const paymentOf = new Map(recorded.map((p) => [p.subscriptionId, p.id]));
    await ledger.recordFirstPayments(
      tx,
      rows
        .filter(({ sub }) => paymentOf.has(sub.id))
        .map((row) => ledgerFirstPaymentOf(row, paymentOf.get(row.sub.id)!)),
    );
    await recipients.fillMissingDates(
      tx,
      rows.map(missingProfileDates).filter((d) => d !== null),
    );
    await checkout.markPaid(
      tx,
      rows.map((row) => row.checkout.id),
      now,
    );
    // Set-based: one look at the approved vendors for the whole batch.
    const covered = await coverage.coveredDeliveries(tx, rows.map(coverageQuestionOf));
    await queueEmails(
      tx,
      rows.map((row, i) => receiptEmail(row, covered[i]!, shop)),
    );
    return results;
  }

  async function recordBatch(batch: readonly InitialPayment[]) {
    const results = await ctx.db.transaction((tx) => recordInitialPayments(tx, batch, ctx.clock.now()));
    if (results.some((r) => r && "created" in r && r.created)) ctx.emailQueued();
    return results;
  }

  async function recordInitialPaymentBatch(
    batch: readonly InitialPayment[],
  ): Promise<(InitialPaymentResult | Error)[]> {
    try {
      return await recordBatch(batch);
    } catch (error) {
      if (batch.length > 1) {
        // One failing confirmation (say, a recipient who meanwhile got a live subscription) must not fail the rest.
        return Promise.all(batch.map((payment) => recordInitialPaymentBatch([payment]).then((results) => results[0]!)));
      }
      return [
        asError(isUniqueViolation(error) ? conflict("This recipient already has an active subscription.") : error),
      ];
    }
  }

  const recordInitialPayment = coalesce(recordInitialPaymentBatch);

  return {
    recordInitialPayment,

    /**
     * One confirmation inside the caller's transaction (Stripe's webhook, which claims its event in
     * the same transaction); the caller wakes the e-mail relay after it commits.
     */
    async recordInitialPaymentIn(tx: DbOrTx, payment: InitialPayment): Promise<InitialPaymentResult> {
      try {
        const [result] = await recordInitialPayments(tx, [payment], ctx.clock.now());
        return result!;
      } catch (error) {
        throw isUniqueViolation(error) ? conflict("This recipient already has an active subscription.") : error;
      }
    },

    /**
     * Test mode's confirmation: the checkout module checks the test card like Stripe would, then the
     * same change as Stripe's invoice.paid webhook is applied. A paid checkout answers its result
     * again (no new charge).
     */
    async confirmTestPayment(user: SessionUser, checkoutId: number, input: z.output<typeof testPaymentSchema>) {
      const checked = await checkout.checkTestPayment(user, checkoutId, input);
      if ("answer" in checked) return checked.answer;
      // The payment is recorded against the checkout as locked in the transaction: its amount, its intent.
      const result = await recordInitialPayment(checked.payment);
      if (!result) throw notFound("Checkout not found");
      if ("mismatch" in result) throw conflict("Your order changed while paying. Please review it and pay again.");
      return { subscriptionId: result.subscriptionId, recipientId: result.recipientId };
    },
  };
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;
