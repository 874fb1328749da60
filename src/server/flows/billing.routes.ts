import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { billingOverviewSchema, paymentMethodResultSchema } from "../../shared/schemas/billing";
import { testPaymentSchema } from "../../shared/schemas/checkout";
import { idParams } from "../../shared/schemas/ids";
import { CUSTOMER_ACCESS, requireUser } from "../plugins/access";
import type { BillingService } from "./billing";

/** Test mode's stand-in for Stripe's customer portal: payment method, payments made, cancel. */
export function billingRoutes(billing: BillingService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: CUSTOMER_ACCESS };

    r.get(
      "/api/billing/:id",
      { config, schema: { tags: ["billing"], params: idParams, response: { 200: billingOverviewSchema } } },
      async (request) => billing.overview(requireUser(request), request.params.id),
    );

    r.put(
      "/api/billing/:id/payment-method",
      {
        config,
        schema: {
          tags: ["billing"],
          params: idParams,
          body: testPaymentSchema,
          response: { 200: paymentMethodResultSchema },
        },
      },
      async (request) => billing.updatePaymentMethod(requireUser(request), request.params.id, request.body),
    );
  };
}
