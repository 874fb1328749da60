import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams, giftBoxSchema } from "../../../shared/schemas/gift-box";
import { giftBoxListQuerySchema, giftBoxListWithPricesSchema } from "../../../shared/schemas/vendor-gift-box";
import type { users } from "../../db/schema";
import type { CatalogueService } from "./catalogue.service";
import type { VendorGiftBoxes } from "./vendor-gift-boxes.service";

/**
 * Bodies are JSON already serialised from the in-memory snapshot, which is checked against these
 * response schemas when it is built; Fastify sends a JSON string as it is.
 */
const sendJson = (reply: FastifyReply, json: string) => reply.type("application/json; charset=utf-8").send(json);

export interface CatalogueRouteDeps {
  vendorBoxes: VendorGiftBoxes;
  /** The session's user on a public route (a vendor reading its own boxes sees their prices). */
  sessionUser: (request: FastifyRequest) => Promise<typeof users.$inferSelect | undefined>;
}

export function catalogueRoutes(catalogue: CatalogueService, { vendorBoxes, sessionUser }: CatalogueRouteDeps) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/gift-boxes",
      {
        config: { access: "public" },
        schema: {
          tags: ["catalogue"],
          querystring: giftBoxListQuerySchema,
          response: { 200: giftBoxListWithPricesSchema },
        },
      },
      async (request, reply) => {
        const { supplierId } = request.query;
        if (supplierId === undefined) return sendJson(reply as FastifyReply, await catalogue.listJson());
        // One supplier's boxes: personal to its owner (prices), so never cached on the way.
        reply.header("cache-control", "no-store");
        return vendorBoxes.listForSupplier(await sessionUser(request), supplierId);
      },
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
