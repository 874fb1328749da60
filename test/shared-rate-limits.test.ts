import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/server/app";
import { redisClient } from "../src/server/integrations/redis/redis-client";
import { redisAttemptStore } from "../src/server/plugins/redis-attempt-store";
import { signUp } from "./support/http";
import { openTestDatabase } from "./support/test-app";

/**
 * Several app instances behind a load balancer count rate limits and failed sign-ins once, through
 * the Redis named by REDIS_URL (PRODUCT.md "Running on more than one machine"). Before, each process
 * kept its own counters: with two instances an attacker got twice the guesses. These tests need a
 * Redis (CI sets REDIS_URL); the outage test below runs everywhere.
 */
const REDIS_URL = process.env.REDIS_URL;
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

const database = await openTestDatabase();
const opened: { close: () => Promise<unknown> }[] = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
  await database.close();
});

/** An app instance over the shared test database, counting in Redis under this run's own prefix. */
async function instance(redis: Redis): Promise<App> {
  const app = await buildApp({ database, webDistDir: null, rateLimitScale: 1, redis });
  opened.push(app);
  return app;
}

const login = (app: App, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

describe.runIf(REDIS_URL)("with REDIS_URL, two instances share", async () => {
  const prefix = `fmn-test-${randomBytes(4).toString("hex")}:`;
  const clients = [0, 1].map(() => redisClient(REDIS_URL!, () => {}, prefix));
  opened.push({
    close: async () => {
      const keys = await clients[0]!.keys(`${prefix}*`);
      // keys() answers with the prefix; del() adds it again.
      if (keys.length > 0) await clients[0]!.del(...keys.map((key) => key.slice(prefix.length)));
      for (const client of clients) client.disconnect();
    },
  });
  // Commands are not queued before the connection is up (redis-client.ts): wait for it.
  await Promise.all(
    clients.map((client) =>
      client.status === "ready" ? undefined : new Promise((resolve) => client.once("ready", resolve)),
    ),
  );
  const [a, b] = [await instance(clients[0]!), await instance(clients[1]!)];

  it("failed sign-ins: five on each instance refuse the eleventh on either, not the owner elsewhere", async () => {
    const attacker = "203.0.113.50";
    const { email, password } = await signUp(a);
    for (let i = 1; i <= 10; i++) {
      const response = await login(i % 2 ? a : b, email, `guess ${i}`, attacker);
      expect(response.statusCode, `guess ${i}`).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await login(app, email, password, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY);
    }
    expect((await login(b, email, password, "203.0.113.51")).statusCode).toBe(200);
    // The counters name addresses by a digest: Redis holds no e-mail address.
    const keys = await clients[0]!.keys(`${prefix}*`);
    expect(keys.some((key) => key.includes("login-failures:"))).toBe(true);
    expect(keys.filter((key) => key.includes("@"))).toEqual([]);
  });

  it("the per-account ceiling: guesses from ten IPs through both instances, counted once", async () => {
    const { email, password } = await signUp(a);
    const ips = Array.from({ length: 10 }, (_, i) => `127.0.93.${i + 1}`);
    const statuses: number[] = [];
    for (let round = 1; round <= 11; round++)
      for (const [i, ip] of ips.entries())
        statuses.push((await login((round + i) % 2 ? a : b, email, `guess ${round}`, ip)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    // The owner from a clean IP signs in, and that sign-in is taken back from the account's count.
    expect((await login(a, email, password, "127.1.0.93")).statusCode).toBe(200);
    expect((await login(b, email, password, ips[0]!)).statusCode).toBe(429);
  });

  it("per-address limits: the newsletter's three sign-ups an hour for one address, across instances", async () => {
    const email = `shared.${randomBytes(4).toString("hex")}@example.com`;
    const newsletter = (app: App, remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/newsletter", payload: { email }, remoteAddress });
    expect((await newsletter(a, "203.0.113.60")).statusCode).toBe(200);
    expect((await newsletter(b, "203.0.113.61")).statusCode).toBe(200);
    expect((await newsletter(a, "203.0.113.62")).statusCode).toBe(200);
    const fourth = await newsletter(b, "203.0.113.63");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(TOO_MANY);
  });

  it("per-IP limits: thirty sign-in attempts from one IP, whichever instance answers", async () => {
    const ip = "203.0.113.70";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await login(i % 2 ? a : b, `nobody.${i}@example.com`, "not a password", ip);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("attempt windows that expire in Redis, and attempts taken back", async () => {
    const store = redisAttemptStore(clients[0]!, () => {});
    expect(await store.increment("window-test", 200)).toMatchObject({ count: 1 });
    const second = await store.increment("window-test", 200);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeGreaterThan(0);
    expect(second.msLeft).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.increment("window-test", 200)).toMatchObject({ count: 1 });
    await store.reset("window-test");
    expect(await store.increment("window-test", 200)).toMatchObject({ count: 1 });
    // Taking an attempt back lowers the count and keeps the window's end.
    await store.increment("window-test", 200);
    await store.takeBack("window-test");
    const after = await store.increment("window-test", 200);
    expect(after.count).toBe(2);
    expect(after.msLeft).toBeLessThanOrEqual(200);
    // Nothing to take back from a key without a window: no key is made.
    await store.takeBack("never-counted");
    expect(await clients[0]!.exists("never-counted")).toBe(0);
  });
});

describe("when Redis cannot be reached", async () => {
  // Nothing listens on port 1: every command fails at once.
  const reported: unknown[] = [];
  const unreachable = redisClient("redis://127.0.0.1:1", (error) => reported.push(error), "fmn-test-down:");
  opened.push({ close: async () => unreachable.disconnect() });
  const app = await instance(unreachable);

  it("sign-in and the limited routes still answer (the outage lets requests through), never a 5xx", async () => {
    const { email, password } = await signUp(app);
    expect((await login(app, email, "wrong password", "203.0.113.80")).statusCode).toBe(401);
    expect((await login(app, email, password, "203.0.113.80")).statusCode).toBe(200);
    const newsletter = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "outage@example.com" },
      remoteAddress: "203.0.113.81",
    });
    expect(newsletter.statusCode).toBe(200);
    expect(reported.length).toBeGreaterThan(0);
  });
});
