import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkoutSessionSchema,
  createCheckoutSchema,
  paymentResultSchema,
  testPaymentSchema,
} from "../../../shared/schemas/checkout";
import { idParams } from "../../../shared/schemas/ids";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { CheckoutService } from "./checkout.service";

export function checkoutRoutes(checkout: CheckoutService) {
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
      async (request) => checkout.confirmTestPayment(requireUser(request), request.params.id, request.body),
    );
  };
}
