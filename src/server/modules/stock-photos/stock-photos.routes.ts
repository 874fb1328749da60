import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  STOCK_PHOTO_ORIENTATIONS,
  STOCK_PHOTO_PROVIDERS,
  stockPhotoProxiedImageSchema,
  stockPhotoQuerySchema,
  stockPhotoResultSchema,
  stockPhotoSvgSchema,
} from "../../../shared/schemas/stock-photo";
import { requireUser } from "../../plugins/access";
import { MAX_TOKEN_LENGTH } from "./photo-tokens";
import { STOCK_PHOTO_PROXY_ROUTE } from "./provider-search";
import { stockPhotoProxyRateLimit } from "./proxy-rate-limit";
import { STOCK_PHOTO_ROUTE, type StockPhotosService } from "./stock-photos.service";

const imageParams = z.object({ name: z.string() });
const imageQuery = z.object({
  orientation: z.enum(STOCK_PHOTO_ORIENTATIONS, { error: "Orientation is required" }).default("landscape"),
});

/** The served SVG may draw and style itself, nothing more (no scripts, no external loads). */
const SVG_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  "cache-control": "public, max-age=86400",
};

const proxyParams = z.object({ provider: z.enum(STOCK_PHOTO_PROVIDERS, { error: "Image not found" }) });
const proxyQuery = z.object({ token: z.string({ error: "Image not found" }).max(MAX_TOKEN_LENGTH, "Image not found") });

/**
 * A proxied photo is WebP the shop encoded itself; it may not run or load anything. Kept by the
 * signed-in browser only (the route needs a session), for a day: a token always names one image.
 */
const PROXIED_HEADERS = {
  "content-type": "image/webp",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'",
  "cache-control": "private, max-age=86400",
};

export function stockPhotoRoutes(stockPhotos: StockPhotosService, options: { rateLimitScale?: number } = {}) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const proxyLimit = stockPhotoProxyRateLimit(app, options.rateLimitScale);
    const tags = ["stock-photos"];

    r.post(
      "/api/stock-photo-queries",
      {
        config: { access: "signed-in" },
        schema: { tags, body: stockPhotoQuerySchema, response: { 200: stockPhotoResultSchema } },
      },
      async (request) => stockPhotos.search(requireUser(request), request.body),
    );

    r.get(
      `${STOCK_PHOTO_ROUTE}/:name`,
      {
        config: { access: "public" },
        schema: {
          tags,
          params: imageParams,
          querystring: imageQuery,
          response: { 200: stockPhotoSvgSchema, 304: z.null() },
        },
      },
      async (request, reply) => {
        const image = await stockPhotos.image(request.params.name, request.query.orientation);
        reply.headers({ ...SVG_HEADERS, etag: image.etag });
        if (request.headers["if-none-match"] === image.etag) return reply.status(304).send(null);
        return reply.send(image.svg);
      },
    );

    // Outside /api/stock-photos/ on purpose: its errors stay no-store like every personal answer.
    r.get(
      `${STOCK_PHOTO_PROXY_ROUTE}/:provider`,
      {
        config: { access: "signed-in" },
        preHandler: proxyLimit,
        schema: {
          tags,
          params: proxyParams,
          querystring: proxyQuery,
          response: { 200: stockPhotoProxiedImageSchema, 304: z.null() },
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        const { token } = request.query;
        const etag = stockPhotos.remoteImageEtag(provider, token);
        if (request.headers["if-none-match"] === etag) {
          reply.headers({ ...PROXIED_HEADERS, etag });
          return reply.status(304).send(null);
        }
        const image = await stockPhotos.remoteImage(provider, token);
        reply.headers({ ...PROXIED_HEADERS, etag: image.etag });
        // Fastify sends a Buffer as it is, unserialised; the schema only documents the body as binary text.
        return reply.send(image.data as unknown as string);
      },
    );
  };
}
