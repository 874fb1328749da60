import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { vendorOrderSchema } from "../../../shared/schemas/fulfilment";
import { idParams } from "../../../shared/schemas/ids";
import { declineInputSchema, orderDeclinedSchema, orderEventListSchema } from "../../../shared/schemas/order-offers";
import { requireUser } from "../../plugins/access";
import type { OrderOffers } from "./order-offers";

const STAFF = { access: ["admin"] as "admin"[] };
const VENDOR = { access: ["vendor"] as "vendor"[] };

/** The vendor accepts or declines an offered order; staff read each step of an order's offer. */
export function orderOfferRoutes(offers: OrderOffers) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/api/vendor/orders/:id/accept",
      { config: VENDOR, schema: { tags: ["fulfilment"], params: idParams, response: { 200: vendorOrderSchema } } },
      async (request) => offers.accept(requireUser(request), request.params.id),
    );
    r.post(
      "/api/vendor/orders/:id/decline",
      {
        config: VENDOR,
        schema: {
          tags: ["fulfilment"],
          params: idParams,
          body: declineInputSchema,
          response: { 200: orderDeclinedSchema },
        },
      },
      async (request) => offers.decline(requireUser(request), request.params.id, request.body),
    );
    r.get(
      "/api/admin/fulfillment-orders/:id/events",
      { config: STAFF, schema: { tags: ["fulfilment"], params: idParams, response: { 200: orderEventListSchema } } },
      async (request) => offers.events(request.params.id),
    );
  };
}
