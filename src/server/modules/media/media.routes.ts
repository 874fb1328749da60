import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadFormSchema, uploadResponseSchema } from "../../../shared/schemas/upload";
import { AppError, notFound } from "../../lib/errors";
import { documentedForm } from "../../lib/openapi-form-body";
import { requireUser } from "../../plugins/access";
import type { MediaService } from "./media.service";
import { MULTIPART_OPTIONS, readUpload } from "./multipart-upload";
import { uploadRateLimit } from "./upload-rate-limit";

/** A served size never changes (a new photo is a new id): cached for a year by browsers and proxies. */
const FILE_HEADERS = {
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'",
};

const fileParams = z.object({ id: z.string(), file: z.string() });

export interface MediaRouteOptions {
  /** Multiplies the upload rate limits (tests raise it; 1 in production). */
  rateLimitScale?: number;
}

export function mediaRoutes(media: MediaService, options: MediaRouteOptions = {}) {
  return async function register(app: FastifyInstance) {
    // Registered inside this plugin only: no other route accepts multipart bodies.
    await app.register(fastifyMultipart, MULTIPART_OPTIONS);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const limit = uploadRateLimit(app, options.rateLimitScale);

    r.post(
      "/api/uploads",
      {
        config: { access: ["vendor", "admin"], swaggerTransform: documentedForm(uploadFormSchema) },
        preHandler: limit,
        schema: { tags: ["media"], consumes: ["multipart/form-data"], response: { 201: uploadResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        try {
          const { bytes, purpose } = await readUpload(request);
          const result = await media.upload({ ownerUserId: user.id, purpose, bytes });
          return reply.status(201).send(result);
        } catch (error) {
          // Why, by code only: never the file's name, type or bytes.
          if (error instanceof AppError)
            request.log.info({ code: error.code, refusal: error.message }, "upload refused");
          throw error;
        }
      },
    );

    // Public, outside /api: the shop's own pages and e-mails show these.
    r.get(
      "/media/:id/:file",
      { config: { access: "public" }, schema: { hide: true, params: fileParams } },
      async (request, reply) => {
        const { id, file } = request.params;
        const stored = await media.publicFile(id, file);
        if (!stored) throw notFound();
        const etag = `"${id}-${file}"`;
        reply.headers({ ...FILE_HEADERS, etag });
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        return reply.type(stored.contentType).send(stored.data);
      },
    );

    // Anything else under /media is a missing file (404), never the web app's page.
    r.get("/media/*", { config: { access: "public" }, schema: { hide: true } }, async () => {
      throw notFound();
    });
  };
}
