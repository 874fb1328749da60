import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams, giftBoxListSchema, giftBoxSchema } from "../../../shared/schemas/gift-box";
import type { CatalogueService } from "./catalogue.service";

export function catalogueRoutes(catalogue: CatalogueService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Bodies are pre-serialised JSON strings from the in-memory snapshot (checked against the schema when built);
    // Fastify sends a JSON string as it is.
    r.get("/api/gift-boxes", { config: { access: "public" }, schema: { tags: ["catalogue"], response: { 200: giftBoxListSchema } } }, async (_request, reply) =>
      reply.type("application/json; charset=utf-8").send(await catalogue.listJson()),
    );
    r.get(
      "/api/gift-boxes/:id",
      { config: { access: "public" }, schema: { tags: ["catalogue"], params: giftBoxIdParams, response: { 200: giftBoxSchema } } },
      async (request, reply) =>
        reply.type("application/json; charset=utf-8").send(await catalogue.boxJson(request.params.id)),
    );
  };
}
