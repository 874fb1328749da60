import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { refuseIfExceeded } from "../../plugins/rate-limits";

/**
 * Requests per staff member to each data tool in a window. A tool fetches other sites or runs SQL,
 * so a script (or a stolen session) must not turn it into a crawler or a load test: a person working
 * through questions or pages stays well inside.
 */
export const DATA_TOOL_LIMIT = { perUser: 60, windowMs: 10 * 60_000 };

/**
 * One tool's limit, counted per staff member on @fastify/rate-limit's store (Redis when REDIS_URL is
 * set), after the access check so the user is known. `scale` multiplies it (tests raise it).
 */
export function dataToolRateLimit(app: FastifyInstance, tool: string, scale = 1): preHandlerAsyncHookHandler {
  const byUser = app.createRateLimit({
    max: Math.ceil(DATA_TOOL_LIMIT.perUser * scale),
    timeWindow: DATA_TOOL_LIMIT.windowMs,
    keyGenerator: (request) => `data-tools:${tool}:user:${request.currentUser?.id ?? "none"}`,
  });
  return async (request, reply) => refuseIfExceeded([await byUser(request)], reply);
}
