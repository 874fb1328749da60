import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  STOCK_PHOTO_ORIENTATIONS,
  stockPhotoQuerySchema,
  stockPhotoResultSchema,
  stockPhotoSvgSchema,
} from "../../../shared/schemas/stock-photo";
import { requireUser } from "../../plugins/access";
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

export function stockPhotoRoutes(stockPhotos: StockPhotosService) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
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
  };
}
