import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  checkoutSessionSchema,
  createCheckoutSchema,
  paymentResultSchema,
  testPaymentSchema,
} from "../../../shared/schemas/checkout";
import { idParams } from "../../../shared/schemas/ids";
import type { users } from "../../db/schema";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { CheckoutService } from "./checkout.service";

/** Test mode's payment confirmation (a flow: src/server/flows/confirm-payment.ts). */
interface TestPaymentConfirmation {
  confirmTestPayment(
    user: typeof users.$inferSelect,
    checkoutId: number,
    input: z.output<typeof testPaymentSchema>,
  ): Promise<{ subscriptionId: number; recipientId: number }>;
}

export function checkoutRoutes(checkout: CheckoutService, confirmation: TestPaymentConfirmation) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: CUSTOMER_ACCESS };
    r.post(
      "/api/create-subscription-checkout",
      { config, schema: { tags: ["checkout"], body: createCheckoutSchema, response: { 200: checkoutSessionSchema } } },
      async (request) => checkout.prepare(requireUser(request), request.body),
    );
    r.post(
      "/api/checkout/:id/test-payment",
      {
        config,
        schema: {
          tags: ["checkout"],
          params: idParams,
          body: testPaymentSchema,
          response: { 200: paymentResultSchema },
        },
      },
      async (request) => confirmation.confirmTestPayment(requireUser(request), request.params.id, request.body),
    );
  };
}
