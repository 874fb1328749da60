import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams, giftBoxListSchema, giftBoxSchema } from "../../../shared/schemas/gift-box";
import type { CatalogueService } from "./catalogue.service";

/**
 * Bodies are JSON already serialised from the in-memory snapshot, which is checked against these
 * response schemas when it is built; Fastify sends a JSON string as it is.
 */
const sendJson = (reply: FastifyReply, json: string) => reply.type("application/json; charset=utf-8").send(json);

export function catalogueRoutes(catalogue: CatalogueService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/gift-boxes",
      { config: { access: "public" }, schema: { tags: ["catalogue"], response: { 200: giftBoxListSchema } } },
      async (_request, reply) => sendJson(reply as FastifyReply, await catalogue.listJson()),
    );
    r.get(
      "/api/gift-boxes/:id",
      {
        config: { access: "public" },
        schema: { tags: ["catalogue"], params: giftBoxIdParams, response: { 200: giftBoxSchema } },
      },
      async (request, reply) => sendJson(reply as FastifyReply, await catalogue.boxJson(request.params.id)),
    );
  };
}
