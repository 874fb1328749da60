import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  customerDeliveryParams,
  customerDetailSchema,
  customerSearchQuery,
  customerSearchResultSchema,
  staffRefundResultSchema,
  staffRefundSchema,
} from "../../shared/schemas/customers";
import { idParams } from "../../shared/schemas/ids";
import { requireUser } from "../plugins/access";
import type { CustomerCare } from "./customer-care";
import type { StaffRefunds } from "./staff-refund";

/** Staff's customers: search by name or e-mail, one customer's page, and a delivery's refund. Staff only. */
export function customerCareRoutes(care: CustomerCare, refunds: StaffRefunds) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: ["admin" as const] };
    const tags = ["admin"];

    r.get(
      "/api/admin/customers",
      { config, schema: { tags, querystring: customerSearchQuery, response: { 200: customerSearchResultSchema } } },
      async (request) => care.search(request.query),
    );
    r.get(
      "/api/admin/customers/:id",
      { config, schema: { tags, params: idParams, response: { 200: customerDetailSchema } } },
      async (request) => care.detail(request.params.id),
    );
    r.post(
      "/api/admin/customers/:id/deliveries/:deliveryId/refund",
      {
        config,
        schema: {
          tags,
          params: customerDeliveryParams,
          body: staffRefundSchema,
          response: { 200: staffRefundResultSchema },
        },
      },
      async (request) =>
        refunds.refundDelivery(requireUser(request), request.params.id, request.params.deliveryId, request.body.reason),
    );
  };
}
