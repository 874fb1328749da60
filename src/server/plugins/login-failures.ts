import type { FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../lib/errors";
import type { AttemptStore } from "./attempt-store";
import { addressKey, TOO_MANY_ATTEMPTS } from "./rate-limits";

export interface LoginFailureRule {
  /** Failed sign-ins allowed per address from one IP in the window. */
  limit: number;
  windowMs: number;
}

export const LOGIN_FAILURES: LoginFailureRule = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Failed sign-ins against one address, counted per IP: ten wrong passwords slow that IP down for
 * that address, while the owner's right password from another IP still signs in, and correct
 * sign-ins never count.
 *
 * Every attempt is counted up front and a success forgets the count. Counting only after the
 * password check would let a burst of concurrent guesses all pass the check before any was counted.
 */
export function createLoginFailureGuard(store: AttemptStore, rule: LoginFailureRule = LOGIN_FAILURES) {
  const keyOf = (request: FastifyRequest) => {
    // The body was validated (the address trimmed and lower-cased) before preHandler hooks run.
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? `login-failures:${addressKey(email)}|${request.ip}` : undefined;
  };

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = keyOf(request);
    if (!key) return;
    const { count, msLeft } = await store.increment(key, rule.windowMs);
    if (count > rule.limit) {
      reply.header("retry-after", Math.max(1, Math.ceil(msLeft / 1000)));
      throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
    }
  };

  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const key = keyOf(request);
    if (key && reply.statusCode === 200) await store.reset(key);
  };

  return { preHandler, onResponse };
}

export type LoginFailureGuard = ReturnType<typeof createLoginFailureGuard>;
