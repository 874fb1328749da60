import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Runs helmet once, on a stand-in response, and returns the headers it sets. Helmet stays the
 * authority on what to send; computing it per request (as @fastify/helmet does) cost about a
 * tenth of every response's CPU time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Every response (pages, assets, API and errors) carries the same security headers. HSTS only
 * over HTTPS: on plain HTTP a browser ignores it, and a local or test shop must not claim it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const { "strict-transport-security": hsts, ...headers } = helmetHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (hsts && request.protocol === "https") reply.header("strict-transport-security", hsts);
    done();
  });
}
