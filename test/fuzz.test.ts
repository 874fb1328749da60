import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../src/server/db/schema";
import { hashToken, newToken } from "../src/server/lib/tokens";
import type { DeclaredRoute } from "../src/server/plugins/access";
import { createRecipient } from "./support/customer-journey";
import { fuzzBody, fuzzPathParam, fuzzQuery, seededRandom } from "./support/fuzz-values";
import { signInAsAdmin, signUp } from "./support/http";
import { openApiBodies } from "./support/openapi";
import { createTestApp } from "./support/test-app";

/**
 * Ten thousand seeded random requests across every declared route, signed out, as a customer and as
 * staff: lone surrogates, NUL, huge numbers, deep nesting, wrong types, over-long strings, odd content
 * types, broken JSON, strange path parameters and query strings. Not one may answer 5xx.
 * The seed makes every run send the same requests (FUZZ_SEED picks another set).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = 10_000;

const stripe = new Stripe("sk_test_dummy");
const app = await createTestApp({ stripeWebhooks: { stripe, webhookSecret: "whsec_test" } });
const db = app.ctx.db;
const admin = await signInAsAdmin(app);
const [adminRow] = await db.select().from(users).where(eq(users.email, admin.email));
const customer = await signUp(app);
const recipient = await createRecipient(app, customer.cookie);
const knownIds = [1, customer.user.id, adminRow!.id, recipient.id];

async function newSessionCookie(userId: number) {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return `fmn_session=${token}`;
}
/** Routes that may end sessions: after one of them the caller gets a new session, so the next request is still signed in. */
const SESSION_ENDING = new Set(["/api/auth/logout", "/api/auth/sign-out-others", "/api/auth/change-password"]);
const identities = [
  { name: "anonymous", userId: undefined, cookie: undefined as string | undefined },
  { name: "customer", userId: customer.user.id, cookie: undefined as string | undefined },
  { name: "staff", userId: adminRow!.id, cookie: undefined as string | undefined },
];
for (const identity of identities) if (identity.userId) identity.cookie = await newSessionCookie(identity.userId);

const { bodySchema } = openApiBodies(app);
const fieldNamesOf = (route: DeclaredRoute) =>
  Object.keys((bodySchema(route) as { properties?: object } | undefined)?.properties ?? {});
const takesBody = (route: DeclaredRoute) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);

describe(`${REQUESTS} seeded random requests (seed ${SEED})`, () => {
  it("never answer 5xx, on any route, for any caller", { timeout: 300_000 }, async () => {
    const random = seededRandom(SEED);
    const routes = app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const perRoute = new Map<string, number>();
    let sent = 0;
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const route = routes[i % routes.length]!;
      const identity = identities[Math.floor(i / routes.length) % identities.length]!;
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, () => fuzzPathParam(random, knownIds)) + fuzzQuery(random);
      const body = takesBody(route) || random.chance(0.05) ? fuzzBody(random, fieldNamesOf(route)) : undefined;
      const headers: Record<string, string> = {};
      if (identity.cookie) headers.cookie = identity.cookie;
      if (body?.contentType !== undefined) headers["content-type"] = body.contentType;
      const response = await app.inject({
        method: route.method as "POST",
        url,
        headers,
        ...(body ? { payload: body.payload } : {}),
      });
      sent++;
      if (identity.userId && SESSION_ENDING.has(route.url)) identity.cookie = await newSessionCookie(identity.userId);
      const key = `${route.method} ${route.url}`;
      perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
      if (response.statusCode >= 500 && failures.length < 20) {
        failures.push(
          `${identity.name} ${route.method} ${url.slice(0, 120)} ${body?.contentType ?? ""} ${body?.payload.slice(0, 160) ?? ""} → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    // The figure the issue asks for, in the test output.
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `fuzz: ${sent} requests across ${perRoute.size} routes, ${failures.length} answered 5xx (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU)`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBe(REQUESTS);
    expect(perRoute.size).toBe(routes.length);
  });
});
