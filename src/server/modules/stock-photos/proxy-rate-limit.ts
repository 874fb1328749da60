import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { refuseIfExceeded } from "../../plugins/rate-limits";

/**
 * Proxied stock photos per user and per IP in a window. A result page shows at most 12 photos and
 * the browser keeps each for a day, so someone trying 20 searches in 10 minutes stays inside; a
 * script (any customer can sign up) cannot make the shop fetch and re-encode photos without end.
 */
export const STOCK_PHOTO_PROXY_LIMITS = { perUser: 240, perIp: 480, windowMs: 10 * 60_000 };

/**
 * Counted on @fastify/rate-limit's store (Redis when REDIS_URL is set, so several instances count
 * once), after the access check: the user is known. `scale` multiplies the limits (tests raise it).
 */
export function stockPhotoProxyRateLimit(app: FastifyInstance, scale = 1): preHandlerAsyncHookHandler {
  const byUser = app.createRateLimit({
    max: Math.ceil(STOCK_PHOTO_PROXY_LIMITS.perUser * scale),
    timeWindow: STOCK_PHOTO_PROXY_LIMITS.windowMs,
    keyGenerator: (request) => `stock-photo-proxy:user:${request.currentUser?.id ?? "none"}`,
  });
  const byIp = app.createRateLimit({
    max: Math.ceil(STOCK_PHOTO_PROXY_LIMITS.perIp * scale),
    timeWindow: STOCK_PHOTO_PROXY_LIMITS.windowMs,
    keyGenerator: (request) => `stock-photo-proxy:ip:${request.ip}`,
  });
  return async (request, reply) => refuseIfExceeded([await byUser(request), await byIp(request)], reply);
}
