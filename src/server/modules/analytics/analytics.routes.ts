import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shopAnalyticsSchema } from "../../../shared/schemas/analytics";
import type { AnalyticsService } from "./analytics.service";

const STAFF = { access: ["admin"] as "admin"[] };

/** Staff's figures for the dashboard's Analytics tab. */
export function analyticsRoutes(analytics: AnalyticsService) {
  return async function register(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/admin/analytics",
        { config: STAFF, schema: { tags: ["analytics"], response: { 200: shopAnalyticsSchema } } },
        async () => analytics.figures(),
      );
  };
}
