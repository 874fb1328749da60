import type { FastifyInstance } from "fastify";

/**
 * Public, non-personal GET routes that keep their own caching: the catalogue, the health check,
 * and the shop's own stock images (which set a day's public caching themselves).
 */
const PUBLIC_GET_PREFIXES = ["/api/gift-boxes", "/api/health", "/api/stock-photos/"];

/**
 * Every other /api answer is personal (or an error about a person's request): `no-store`, so no
 * browser, shared computer's cache or proxy keeps it. Set before anything runs, so errors carry it too.
 */
export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    if (
      url.startsWith("/api/") &&
      !(request.method === "GET" && PUBLIC_GET_PREFIXES.some((prefix) => url.startsWith(prefix)))
    ) {
      reply.header("cache-control", "no-store");
    }
    done();
  });
}
