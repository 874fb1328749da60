import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../shared/schemas/ids";
import { rerouteResultSchema, vendorLoadSchema } from "../../../shared/schemas/vendor-capacity";
import type { CapacityService } from "./capacity.service";

const STAFF = { access: ["admin"] as "admin"[] };

/** Staff's capacity tools: each vendor's load per day, and routing an unassigned order again. */
export function capacityRoutes(capacity: CapacityService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/admin/vendor-load",
      { config: STAFF, schema: { tags: ["fulfilment"], response: { 200: vendorLoadSchema } } },
      async () => capacity.vendorLoad(),
    );
    r.post(
      "/api/admin/fulfillment-orders/:id/route",
      { config: STAFF, schema: { tags: ["fulfilment"], params: idParams, response: { 200: rerouteResultSchema } } },
      async (request) => capacity.reroute(request.params.id),
    );
  };
}
