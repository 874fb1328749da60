import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { refuseIfExceeded } from "../../plugins/rate-limits";

/**
 * Uploads per user and per IP in a window. Each one costs up to 10 MB of memory and a decode: a
 * vendor adding a whole range of gift boxes (a photo each, a few retries) stays well inside.
 */
export const UPLOAD_LIMITS = { perUser: 40, perIp: 80, windowMs: 10 * 60_000 };

/**
 * Counted on @fastify/rate-limit's store (Redis when REDIS_URL is set, so several instances count
 * once), after the access check: the user is known. `scale` multiplies the limits (tests raise it).
 */
export function uploadRateLimit(app: FastifyInstance, scale = 1): preHandlerAsyncHookHandler {
  const byUser = app.createRateLimit({
    max: Math.ceil(UPLOAD_LIMITS.perUser * scale),
    timeWindow: UPLOAD_LIMITS.windowMs,
    keyGenerator: (request) => `upload:user:${request.currentUser?.id ?? "none"}`,
  });
  const byIp = app.createRateLimit({
    max: Math.ceil(UPLOAD_LIMITS.perIp * scale),
    timeWindow: UPLOAD_LIMITS.windowMs,
    keyGenerator: (request) => `upload:ip:${request.ip}`,
  });
  return async (request, reply) => refuseIfExceeded([await byUser(request), await byIp(request)], reply);
}
