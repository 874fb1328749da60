import { addCycles } from "../../shared/domain/frequency";
import { type BillingPlan, billingCycle, gstIncludedCents } from "../../shared/domain/pricing";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import type { DeliveryLedger } from "../modules/fulfilment/ledger.service";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";
import type { Cancellation } from "./cancellation";

interface Deps {
  payments: PaymentsService;
  subscriptions: SubscriptionsService;
  ledger: DeliveryLedger;
  cancellation: Pick<Cancellation, "cancelLapsed">;
}

/**
 * Renew (ADR 0018, ADR 0020): a renewal charge is recorded once, pays the ledger's next deliveries
 * and moves the subscription's next charge date on, in one transaction. Stripe tells us by webhook;
 * test mode charges due subscriptions itself, and cancels one after repeated declines.
 */
export function createRenewals(ctx: AppContext, { payments, subscriptions, ledger, cancellation }: Deps) {
  return {
    /** Stripe's invoice.paid for a later cycle, in the webhook's transaction. */
    async recordRenewal(
      tx: DbOrTx,
      input: {
        providerSubscriptionId: string;
        providerPaymentId: string;
        amountCents: number;
        periodStart: string;
        nextBillingDate: string | null;
      },
    ) {
      const sub = await subscriptions.findByProviderSubscription(tx, input.providerSubscriptionId);
      if (!sub) return;
      const payment = await payments.recordRenewalCharge(tx, sub, input);
      if (payment && sub.startDate)
        await ledger.recordRenewals(tx, [
          {
            sub: { ...sub, startDate: sub.startDate },
            paymentId: payment.id,
            periodStart: input.periodStart,
            amountCents: input.amountCents,
            gstCents: gstIncludedCents(input.amountCents),
          },
        ]);
      if (payment && input.nextBillingDate)
        await subscriptions.setNextBillingDates(tx, [{ id: sub.id, nextBillingDate: input.nextBillingDate }]);
    },

    /**
     * Test mode only: charges every subscription whose next charge date has begun where its recipient
     * lives, pays the ledger's
     * deliveries for each successful charge, and moves every due subscription's next charge on by
     * one billing cycle. Set-based. Answers how many were due.
     */
    async renewTestMode(now: Date) {
      return ctx.db.transaction(async (tx) => {
        const charged = await payments.chargeDueTestModeRenewals(tx, now);
        if (!charged.length) return 0;
        // The ledger: each successful renewal pays its deliveries (ADR 0018).
        await ledger.recordRenewals(
          tx,
          charged.flatMap(({ sub, charge, paymentId }) => {
            if (paymentId === undefined || !sub.startDate || !sub.nextBillingDate) return [];
            return [
              {
                sub: { ...sub, startDate: sub.startDate },
                paymentId,
                periodStart: sub.nextBillingDate,
                amountCents: charge.amountCents,
                gstCents: charge.gstCents,
              },
            ];
          }),
        );
        await subscriptions.setNextBillingDates(
          tx,
          charged.map(({ sub }) => ({
            id: sub.id,
            nextBillingDate: addCycles(
              sub.nextBillingDate!,
              billingCycle(sub.frequency, sub.billingInterval as BillingPlan),
              1,
            ),
          })),
        );
        return charged.length;
      });
    },

    /** Test mode's dunning: after three declined renewals in a row the subscription is cancelled, the buyer told once. */
    async lapseAfterRepeatedFailures() {
      return ctx.db.transaction(async (tx) =>
        cancellation.cancelLapsed(tx, await payments.lapsedTestModeSubscriptions(tx)),
      );
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
