import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../shared/schemas/ids";
import { testPaymentSchema } from "../../../shared/schemas/subscription";
import type { AppContext } from "../../context";
import { payments, subscriptions } from "../../db/schema";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { evaluateTestCard } from "../../integrations/payments/test-mode";
import { AppError, validation } from "../../lib/errors";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";

/** Test mode's stand-in for Stripe's customer portal: payment method, payments made, cancel. */
export function billingRoutes(ctx: AppContext, provider: PaymentProvider, subscriptionsService: SubscriptionsService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: CUSTOMER_ACCESS };

    r.get("/api/billing/:id", { config, schema: { tags: ["billing"], params: idParams } }, async (request) => {
      const user = requireUser(request);
      const subscription = await subscriptionsService.get(user, request.params.id);
      const history = await ctx.db
        .select({
          id: payments.id,
          kind: payments.kind,
          status: payments.status,
          amountCents: payments.amountCents,
          gstCents: payments.gstCents,
          periodStart: payments.periodStart,
          failureMessage: payments.failureMessage,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.subscriptionId, subscription.id))
        .orderBy(desc(payments.createdAt), desc(payments.id));
      return { subscription, payments: history, testMode: provider.name === "test" };
    });

    r.put(
      "/api/billing/:id/payment-method",
      { config, schema: { tags: ["billing"], params: idParams, body: testPaymentSchema } },
      async (request) => {
        if (provider.name !== "test") throw validation("Update your card in the Stripe billing portal.");
        const user = requireUser(request);
        const subscription = await subscriptionsService.get(user, request.params.id);
        const outcome = evaluateTestCard(request.body, ctx.clock.now());
        if (!outcome.ok) throw new AppError("PAYMENT_FAILED", outcome.message);
        await ctx.db
          .update(subscriptions)
          .set({ paymentMethodLabel: outcome.label, testRenewalFails: outcome.renewalsFail, updatedAt: new Date() })
          .where(eq(subscriptions.id, subscription.id));
        return { paymentMethodLabel: outcome.label };
      },
    );
  };
}
