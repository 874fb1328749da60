import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../lib/errors";

interface Rule {
  /** Attempts allowed in the window, per IP and (where the body has one) per e-mail address. */
  perIp: number;
  /** None for login: there only failures count per address (login-failures.ts), never the owner's own sign-ins. */
  perAddress?: number;
  windowMs: number;
}

const RULES = {
  login: { perIp: 30, windowMs: 15 * 60_000 },
  register: { perIp: 10, perAddress: 3, windowMs: 60 * 60_000 },
  // A vendor application creates an account: limited like registration, counted apart.
  vendorApply: { perIp: 10, perAddress: 3, windowMs: 60 * 60_000 },
  passwordReset: { perIp: 10, perAddress: 5, windowMs: 60 * 60_000 },
  contact: { perIp: 5, perAddress: 5, windowMs: 10 * 60_000 },
  newsletter: { perIp: 10, perAddress: 3, windowMs: 60 * 60_000 },
  // Unsubscribe carries a token, not an address: only the per-IP limit applies, kept generous (shared mobile IPs).
  newsletterUnsubscribe: { perIp: 30, perAddress: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, Rule>;

export type RateLimits = Record<keyof typeof RULES, preHandlerAsyncHookHandler>;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * An e-mail address as a counter's key: a digest, so the counters (in Redis, with REDIS_URL) hold no
 * addresses. Trimmed and lower-cased first, so "A@x.com " and "a@x.com" count together.
 */
export function addressKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase().slice(0, 254)).digest("base64url").slice(0, 22);
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? addressKey(body.email) : undefined;
}

type LimitCheck = Awaited<ReturnType<ReturnType<FastifyInstance["createRateLimit"]>>>;

/** 429 with Retry-After when any of the counters is over its limit. */
export function refuseIfExceeded(checks: LimitCheck[], reply: FastifyReply): void {
  for (const check of checks) {
    // `isAllowed` only means "on the allow list"; `isExceeded` is the verdict.
    if (!check.isAllowed && check.isExceeded) {
      reply.header("retry-after", check.ttlInSeconds);
      throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
    }
  }
}

/**
 * Per-IP and per-address limits for the abuse-prone routes (login, registration, reset, contact),
 * on @fastify/rate-limit's store. `scale` multiplies every limit (tests raise it).
 */
export function createRateLimits(app: FastifyInstance, scale = 1): RateLimits {
  const entries = Object.entries(RULES).map(([name, rule]) => {
    const byIp = app.createRateLimit({
      max: Math.ceil(rule.perIp * scale),
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
    });
    const perAddress = (rule as Rule).perAddress;
    const byAddress =
      perAddress === undefined
        ? undefined
        : app.createRateLimit({
            max: Math.ceil(perAddress * scale),
            timeWindow: rule.windowMs,
            keyGenerator: (request) => `${name}:address:${emailOf(request)}`,
          });
    const handler: preHandlerAsyncHookHandler = async (request, reply) => {
      refuseIfExceeded(
        [await byIp(request), ...(byAddress && emailOf(request) ? [await byAddress(request)] : [])],
        reply,
      );
    };
    return [name, handler] as const;
  });
  return Object.fromEntries(entries) as RateLimits;
}
