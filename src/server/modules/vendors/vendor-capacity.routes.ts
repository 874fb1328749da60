import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { capacitySettingsInputSchema, capacitySettingsSchema } from "../../../shared/schemas/vendor-capacity";
import { requireUser } from "../../plugins/access";
import type { VendorCapacityService } from "./vendor-capacity.service";

const VENDOR = { access: ["vendor"] as "vendor"[] };

/** /api/vendor/capacity: the vendor's own daily capacity and closed dates. */
export function vendorCapacityRoutes(capacity: VendorCapacityService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/vendor/capacity",
      { config: VENDOR, schema: { tags: ["vendors"], response: { 200: capacitySettingsSchema } } },
      async (request) => capacity.get(requireUser(request)),
    );
    r.put(
      "/api/vendor/capacity",
      {
        config: VENDOR,
        schema: { tags: ["vendors"], body: capacitySettingsInputSchema, response: { 200: capacitySettingsSchema } },
      },
      async (request) => capacity.save(requireUser(request), request.body),
    );
  };
}
