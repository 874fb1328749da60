import type { FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../lib/errors";
import type { AttemptStore } from "./attempt-store";
import { addressKey, TOO_MANY_ATTEMPTS } from "./rate-limits";

export interface LoginFailureRule {
  /** Failed sign-ins allowed per address from one IP in the window. */
  limit: number;
  /**
   * Failed sign-ins against one address from all IPs together in the window, past which the account
   * is under attack: an IP that already has a failure against it is refused unchecked (ADR 0015).
   */
  accountLimit: number;
  windowMs: number;
}

export const LOGIN_FAILURES: LoginFailureRule = { limit: 10, accountLimit: 20, windowMs: 15 * 60_000 };

/** The rule with both limits multiplied (tests raise them, as they do every rate limit). */
export function scaledLoginFailures(scale: number, rule: LoginFailureRule = LOGIN_FAILURES): LoginFailureRule {
  return { ...rule, limit: Math.ceil(rule.limit * scale), accountLimit: Math.ceil(rule.accountLimit * scale) };
}

function refuse(reply: Parameters<preHandlerAsyncHookHandler>[1], msLeft: number): never {
  reply.header("retry-after", Math.max(1, Math.ceil(msLeft / 1000)));
  throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
}

/**
 * Failed sign-ins against one address, counted per IP and for the account as a whole:
 * - per IP: ten wrong passwords slow that IP down for that address, while the owner's right
 *   password from another IP still signs in, and correct sign-ins never count;
 * - per account: past twenty failures in the window from any number of IPs, an IP that already has
 *   a failure against the address is refused before its password is checked. A new IP still gets
 *   its guess checked (it may be the owner's), so an attacker needs a fresh IP per guess.
 *
 * Every attempt is counted up front and a success takes it back. Counting only after the password
 * check would let a burst of concurrent guesses all pass the check before any was counted.
 */
export function createLoginFailureGuard(store: AttemptStore, rule: LoginFailureRule = LOGIN_FAILURES) {
  const keysOf = (request: FastifyRequest) => {
    // The body was validated (the address trimmed and lower-cased) before preHandler hooks run.
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return undefined;
    const address = addressKey(email);
    return { fromIp: `login-failures:${address}|${request.ip}`, account: `login-failures:${address}` };
  };

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const keys = keysOf(request);
    if (!keys) return;
    const fromIp = await store.increment(keys.fromIp, rule.windowMs);
    if (fromIp.count > rule.limit) refuse(reply, fromIp.msLeft);
    const account = await store.increment(keys.account, rule.windowMs);
    // This IP has an earlier attempt in its window that did not sign in, and the account is under attack.
    if (account.count > rule.accountLimit && fromIp.count > 1) refuse(reply, Math.min(fromIp.msLeft, account.msLeft));
  };

  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const keys = keysOf(request);
    if (!keys || reply.statusCode !== 200) return;
    await store.reset(keys.fromIp);
    await store.takeBack(keys.account);
  };

  return { preHandler, onResponse };
}

export type LoginFailureGuard = ReturnType<typeof createLoginFailureGuard>;
