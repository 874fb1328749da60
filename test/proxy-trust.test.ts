import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { appOptionsFromConfig } from "../src/server/app-options";
import { loadConfig } from "../src/server/config";
import { createTestApp } from "./support/test-app";

/**
 * The client IP (what every rate limit keys on) comes from X-Forwarded-For only when TRUST_PROXY
 * names the proxy. PUBLIC_URL=https://… used to trust every hop, so any client could pick its own
 * IP per request and never meet a limit.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;

/** The app as main.ts builds it from these environment variables, at the real limits. */
const appFromEnv = (env: Record<string, string>) =>
  createTestApp({ ...appOptionsFromConfig(loadConfig(env)), logLevel: "silent", rateLimitScale: 1 });

const LOGIN_LIMIT_PER_IP = 30;
const PROXY = "10.0.0.5";

/** A wrong password for a new address each time, so only the per-IP limit can bite. */
const wrongLogin = (app: App, n: number, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: `visitor${n}@example.com`, password: "not the password" },
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

async function statuses(requests: (n: number) => Promise<LightMyRequestResponse>, count: number) {
  const seen: number[] = [];
  for (let n = 0; n < count; n++) seen.push((await requests(n)).statusCode);
  return seen;
}

describe("PUBLIC_URL=https://… without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For: a new forged address per request still meets the login limit", async () => {
    const app = await appFromEnv({ PUBLIC_URL: "https://shop.example" });
    const seen = await statuses((n) => wrongLogin(app, n, "203.0.113.7", `198.51.100.${n}`), LOGIN_LIMIT_PER_IP + 2);
    expect(seen.slice(0, LOGIN_LIMIT_PER_IP).every((status) => status === 401)).toBe(true);
    expect(seen.slice(LOGIN_LIMIT_PER_IP)).toEqual([429, 429]);
    // Another client (another connection) is not limited by that one.
    expect((await wrongLogin(app, 99, "203.0.113.8")).statusCode).toBe(401);
  });
});

describe("TRUST_PROXY naming the proxy", () => {
  it("takes the client IP from X-Forwarded-For of requests through that proxy", async () => {
    const app = await appFromEnv({ PUBLIC_URL: "https://shop.example", TRUST_PROXY: "10.0.0.0/8" });
    // Many clients behind one proxy: each has its own budget.
    const manyClients = await statuses((n) => wrongLogin(app, n, PROXY, `198.51.100.${n}`), LOGIN_LIMIT_PER_IP + 2);
    expect(manyClients.every((status) => status === 401)).toBe(true);
    // One client behind the proxy meets its limit, even when it adds addresses of its own in front.
    const oneClient = await statuses(
      (n) => wrongLogin(app, 100 + n, PROXY, `192.0.2.${n}, 203.0.113.50`),
      LOGIN_LIMIT_PER_IP + 1,
    );
    expect(oneClient.at(-1)).toBe(429);
  });

  it("still ignores the header from a client that is not the named proxy", async () => {
    const app = await appFromEnv({ TRUST_PROXY: PROXY });
    const seen = await statuses((n) => wrongLogin(app, n, "203.0.113.9", `198.51.100.${n}`), LOGIN_LIMIT_PER_IP + 1);
    expect(seen.at(-1)).toBe(429);
  });

  it("with a hop count, takes the address the nearest proxy saw", async () => {
    const app = await appFromEnv({ TRUST_PROXY: "1" });
    const manyClients = await statuses(
      (n) => wrongLogin(app, n, PROXY, `6.6.6.6, 198.51.100.${n}`),
      LOGIN_LIMIT_PER_IP + 1,
    );
    expect(manyClients.every((status) => status === 401)).toBe(true);
  });
});
