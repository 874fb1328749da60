import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

/** How long the server waits for a client, in milliseconds (ADR 0017). */
export interface HttpTimeouts {
  /**
   * The whole request, headers and body, must arrive within this: a 10 MB photo needs about 0.7
   * Mbit/s, and a body trickled a byte at a time (slow loris) is cut instead of holding a socket
   * and a part-read upload for ever. The handler's own time is not counted.
   */
  requestMs: number;
  /** The headers alone, from the start of a request. */
  headersMs: number;
  /**
   * An idle kept-alive connection is closed after this. Longer than the idle timeout of the load
   * balancers in front (60 s for AWS's and nginx's defaults), so the server never closes a
   * connection at the moment a balancer sends the next request on it (a 502 for that visitor).
   */
  keepAliveMs: number;
  /** How often Node looks for requests past their time (its default is 30 s). */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 120_000,
  headersMs: 30_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/**
 * Fastify's options for them. No socket inactivity timeout (`connectionTimeout` stays 0): a slow
 * client is already cut by the request timeout, and an answer that takes long to compute (staff
 * generating a season's orders) must not be cut by the server while a balancer would wait for it.
 */
export function httpTimeoutOptions(overrides: Partial<HttpTimeouts> = {}) {
  const timeouts = { ...HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: 0,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}
