import type { z } from "zod";
import type { testPaymentSchema } from "../../shared/schemas/checkout";
import type { AppContext } from "../context";
import type { users } from "../db/schema";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { evaluateTestCard } from "../integrations/payments/test-mode";
import { AppError, validation } from "../lib/errors";
import { documentLink } from "../modules/billing/payment-documents";
import type { PaymentsService } from "../modules/payments/payments.service";
import type { SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

type SessionUser = typeof users.$inferSelect;
type TestPaymentInput = z.output<typeof testPaymentSchema>;

/**
 * The billing page (a flow, ADR 0020: it reads the subscriptions and payments modules and records a
 * card on file), test mode's stand-in for Stripe's customer portal. Ownership is the subscriptions service's:
 * a customer reaches only their own subscription (someone else's is a 404), staff reach every one.
 */
export function createBillingService(
  ctx: AppContext,
  provider: PaymentProvider,
  subscriptions: SubscriptionsService,
  payments: PaymentsService,
) {
  return {
    /** The subscription with its payments made, each with its PDF. */
    async overview(user: SessionUser, subscriptionId: number) {
      const subscription = await subscriptions.get(user, subscriptionId);
      const history = (await payments.history(subscription.id)).map((payment) => ({
        ...payment,
        document: documentLink(payment, ctx.shopAbn),
      }));
      return { subscription, payments: history, testMode: provider.name === "test" };
    },

    /** Replaces the card on file (test mode only; with Stripe the card changes in Stripe's portal). */
    async updatePaymentMethod(user: SessionUser, subscriptionId: number, input: TestPaymentInput) {
      if (provider.name !== "test") throw validation("Update your card in the Stripe billing portal.");
      const subscription = await subscriptions.get(user, subscriptionId);
      const outcome = evaluateTestCard(input, ctx.clock.now());
      if (!outcome.ok)
        throw new AppError(
          "PAYMENT_FAILED",
          outcome.message,
          outcome.field ? { [outcome.field]: outcome.message } : undefined,
        );
      await subscriptions.update(ctx.db, subscription.id, {
        paymentMethodLabel: outcome.label,
        testRenewalFails: outcome.renewalsFail,
      });
      return { paymentMethodLabel: outcome.label };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
