import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams } from "../../../shared/schemas/gift-box";
import type { CatalogueService } from "./catalogue.service";

export function catalogueRoutes(catalogue: CatalogueService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Bodies are pre-serialised JSON strings from the in-memory snapshot.
    r.get("/api/gift-boxes", { config: { access: "public" }, schema: { tags: ["catalogue"] } }, async (_request, reply) =>
      reply.type("application/json; charset=utf-8").send(await catalogue.listJson()),
    );
    r.get(
      "/api/gift-boxes/:id",
      { config: { access: "public" }, schema: { tags: ["catalogue"], params: giftBoxIdParams } },
      async (request, reply) =>
        reply.type("application/json; charset=utf-8").send(await catalogue.boxJson(request.params.id)),
    );
  };
}
