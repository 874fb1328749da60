import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/errors";

export const CROSS_SITE_MESSAGE =
  "This request came from another website and was refused. Please use the shop's own pages.";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Stripe calls this from its own servers, signed; it never carries a browser's Origin anyway. */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

/**
 * Whether a browser says this request was made by another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the request's own host nor PUBLIC_URL. Requests with neither header
 * (curl, server-to-server) are not a browser acting for someone, so they pass.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // "null": a sandboxed frame, a data: URL or a redirect from elsewhere; never the shop's own page.
  if (origin === publicOrigin) return false;
  try {
    // The host alone: behind a TLS proxy that is not trusted, the request's scheme is not known.
    return new URL(origin).host.toLowerCase() !== (request.host ?? "").toLowerCase();
  } catch {
    return true;
  }
}

/**
 * Refuses state-changing /api requests made by another site, before anything runs (access checks,
 * body parsing, handlers). SameSite cookies stay as the second line of defence.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return done();
    if (EXEMPT_PATHS.has(request.url.split("?")[0]!)) return done();
    if (isCrossSite(request, publicOrigin)) return done(forbidden(CROSS_SITE_MESSAGE));
    done();
  });
}
