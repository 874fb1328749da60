import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { giftBoxIdParams, giftBoxSchema } from "../../../shared/schemas/gift-box";
import { sitemapSchema } from "../../../shared/schemas/sitemap";
import { giftBoxListQuerySchema, giftBoxListWithPricesSchema } from "../../../shared/schemas/vendor-gift-box";
import type { users } from "../../db/schema";
import type { CatalogueService } from "./catalogue.service";
import { sitemapXml } from "./sitemap";
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
  /** The shop's origin (PUBLIC_URL), for the sitemap's absolute addresses. */
  publicUrl: string;
}

export function catalogueRoutes(
  catalogue: CatalogueService,
  { vendorBoxes, sessionUser, publicUrl }: CatalogueRouteDeps,
) {
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
    // For search engines: the public pages and the boxes on sale (a Buffer is sent as it is, not as JSON).
    r.get(
      "/sitemap.xml",
      { config: { access: "public" }, schema: { hide: true, response: { 200: sitemapSchema } } },
      async (_request, reply) => {
        const ids = (await catalogue.list()).map((box) => box.id);
        reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
        return reply.send(Buffer.from(sitemapXml(publicUrl, ids), "utf8") as unknown as string);
      },
    );
  };
}
