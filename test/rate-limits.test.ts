import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { emailOutbox, passwordResetTokens, sessions, suppliers, users } from "../src/server/db/schema";
import { newCustomer } from "./support/http";
import { createTestApp } from "./support/test-app";
import { newVendorApplication } from "./support/vendor";

/**
 * Registration and password reset are rate limited (src/server/plugins/rate-limits.ts) per IP and
 * per e-mail address: registration 10 per IP and 3 per address an hour, password reset 10 per IP
 * and 5 per address an hour. Each test runs on its own app at the real limits (rateLimitScale 1).
 * A refused request answers 429 RATE_LIMITED with a Retry-After and changes nothing.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;

// Documentation address ranges (RFC 5737): each test's "visitors".
const ip = (n: number) => `203.0.113.${n}`;
const OTHER_IP = "198.51.100.9";

const register = (app: App, payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/register", payload, remoteAddress });
/** Asks for a reset link, then waits for the e-mail work the reply did not wait for. */
async function forgot(app: App, email: string, remoteAddress: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
  await app.background.idle();
  return response;
}

function expectRateLimited(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(429);
  expect(response.json(), what).toEqual({
    code: "RATE_LIMITED",
    message: "Too many attempts. Please wait a few minutes and try again.",
  });
  expect(Number(response.headers["retry-after"]), what).toBeGreaterThan(0);
  expect(
    response.cookies.find((c) => c.name === "fmn_session"),
    what,
  ).toBeUndefined();
}

const usersWith = (app: App, email: string) => app.ctx.db.$count(users, eq(users.email, email.toLowerCase()));
const mailTo = (app: App, kind: string, email: string) =>
  app.ctx.db.$count(emailOutbox, and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, email.toLowerCase())));

async function registered(app: App, remoteAddress: string) {
  const payload = newCustomer();
  const response = await register(app, payload, remoteAddress);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const [user] = await app.ctx.db.select().from(users).where(eq(users.email, payload.email));
  return { email: payload.email, password: payload.password, user: user! };
}

describe("registration", () => {
  it("answers the 11th sign-up from one IP within the hour with 429 and creates no account", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const usersBefore = await db.$count(users);
    for (let i = 1; i <= 10; i++) {
      const response = await register(app, newCustomer(), ip(1));
      expect(response.statusCode, `sign-up ${i}`).toBe(201);
    }
    const refused = newCustomer();
    const counts = async () => ({
      users: await db.$count(users),
      sessions: await db.$count(sessions),
      outbox: await db.$count(emailOutbox),
    });
    const before = await counts();
    expect(before.users).toBe(usersBefore + 10);

    expectRateLimited(await register(app, refused, ip(1)), "11th sign-up");
    expectRateLimited(await register(app, newCustomer(), ip(1)), "12th sign-up");
    expect(await counts()).toEqual(before);
    expect(await usersWith(app, refused.email)).toBe(0);
    expect(await mailTo(app, "welcome", refused.email)).toBe(0);

    // Another visitor is not affected, and can take the refused address.
    const other = await register(app, refused, OTHER_IP);
    expect(other.statusCode).toBe(201);
    expect(await usersWith(app, refused.email)).toBe(1);
  });

  it("answers the 4th attempt for one address with 429, whatever its case, from any IP", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const payload = newCustomer();
    const statuses: number[] = [];
    // Spread over IPs, so the per-address limit is the one that bites.
    for (let i = 1; i <= 3; i++)
      statuses.push((await register(app, { ...payload, fullName: `Attempt ${i}` }, ip(10 + i))).statusCode);
    expect(statuses).toEqual([201, 409, 409]);
    const [account] = await db.select().from(users).where(eq(users.email, payload.email));
    const before = {
      users: await db.$count(users),
      outbox: await db.$count(emailOutbox),
      sessions: await db.$count(sessions),
    };

    const shouted = { ...payload, email: `  ${payload.email.toUpperCase()} `, fullName: "Attempt 4" };
    expectRateLimited(await register(app, shouted, ip(20)), "4th attempt, upper case");
    expectRateLimited(await register(app, { ...payload, fullName: "Attempt 5" }, ip(21)), "5th attempt");

    expect({
      users: await db.$count(users),
      outbox: await db.$count(emailOutbox),
      sessions: await db.$count(sessions),
    }).toEqual(before);
    const [after] = await db.select().from(users).where(eq(users.email, payload.email));
    expect(after).toEqual(account);
    expect(await mailTo(app, "welcome", payload.email)).toBe(1);

    // A different address from the same IP still registers.
    expect((await register(app, newCustomer(), ip(21))).statusCode).toBe(201);
  });
});

describe("vendor applications", () => {
  it("answers the 11th application from one IP within the hour with 429, creating nothing; other IPs still apply", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const apply = (payload: Record<string, unknown>, remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/vendor/apply", payload, remoteAddress });
    for (let i = 1; i <= 10; i++) {
      expect((await apply(newVendorApplication(), ip(7))).statusCode, `application ${i}`).toBe(201);
    }
    const counts = async () => ({ users: await db.$count(users), suppliers: await db.$count(suppliers) });
    const before = await counts();
    expectRateLimited(await apply(newVendorApplication(), ip(7)), "11th application");
    expect(await counts()).toEqual(before);
    expect((await apply(newVendorApplication(), OTHER_IP)).statusCode).toBe(201);
  });

  it("answers a 4th application for one address with 429, whatever the IP", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const payload = newVendorApplication();
    const apply = (remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/vendor/apply", payload, remoteAddress });
    expect((await apply(ip(20))).statusCode).toBe(201);
    expect((await apply(ip(21))).statusCode).toBe(409);
    expect((await apply(ip(22))).statusCode).toBe(409);
    expectRateLimited(await apply(ip(23)), "4th application for one address");
  });
});

describe("forgot password", () => {
  it("answers the 6th request for one address within the hour with 429 and sends no further reset e-mail", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const { email, user } = await registered(app, OTHER_IP);
    for (let i = 1; i <= 5; i++) {
      // From different IPs: the per-address limit is the one that bites.
      const response = await forgot(app, email, ip(40 + i));
      expect(response.statusCode, `request ${i}`).toBe(200);
    }
    expect(await mailTo(app, "password-reset", email)).toBe(5);
    const tokensBefore = await db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id));
    const outboxBefore = await db.$count(emailOutbox);

    expectRateLimited(await forgot(app, email, ip(50)), "6th request");
    expectRateLimited(await forgot(app, email.toUpperCase(), ip(51)), "7th request, upper case");

    expect(await mailTo(app, "password-reset", email)).toBe(5);
    expect(await db.$count(emailOutbox)).toBe(outboxBefore);
    expect(await db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(tokensBefore);

    // Someone else's reset from the same IP still goes through.
    const other = await registered(app, OTHER_IP);
    expect((await forgot(app, other.email, ip(50))).statusCode).toBe(200);
    expect(await mailTo(app, "password-reset", other.email)).toBe(1);
  });

  it("answers the 11th request from one IP within the hour with 429 and sends no reset e-mail for it", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const first = await registered(app, OTHER_IP);
    const second = await registered(app, OTHER_IP);
    const third = await registered(app, OTHER_IP);
    // Five each for two addresses: under the per-address limit, at the per-IP one.
    for (let i = 0; i < 10; i++) {
      const response = await forgot(app, i % 2 ? second.email : first.email, ip(60));
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
    }
    const outboxBefore = await db.$count(emailOutbox);
    const tokensBefore = await db.$count(passwordResetTokens);

    expectRateLimited(await forgot(app, third.email, ip(60)), "11th request");
    expectRateLimited(await forgot(app, "nobody@example.com", ip(60)), "12th request");

    expect(await mailTo(app, "password-reset", third.email)).toBe(0);
    expect(await db.$count(emailOutbox)).toBe(outboxBefore);
    expect(await db.$count(passwordResetTokens)).toBe(tokensBefore);

    // The third address, asked from another IP, gets its e-mail.
    expect((await forgot(app, third.email, ip(61))).statusCode).toBe(200);
    expect(await mailTo(app, "password-reset", third.email)).toBe(1);
  });

  it("shares the per-IP budget with reset-password: a refused reset changes no password and spends no token", async () => {
    const app = await createTestApp({ rateLimitScale: 1 });
    const db = app.ctx.db;
    const { email, password, user } = await registered(app, OTHER_IP);
    expect((await forgot(app, email, OTHER_IP)).statusCode).toBe(200);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.toAddress, email)));
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;

    for (let i = 0; i < 10; i++) {
      const wrong = await app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: `not-a-real-token-${i}`, password: "guessed password" },
        remoteAddress: ip(70),
      });
      expect(wrong.statusCode, `guess ${i + 1}`).toBe(400);
    }
    const hashBefore = user.passwordHash;
    const refused = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "taken over password" },
      remoteAddress: ip(70),
    });
    expectRateLimited(refused, "11th reset from one IP");
    expectRateLimited(await forgot(app, email, ip(70)), "forgot-password after the resets");
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(hashBefore);
    expect(await db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(1);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress: OTHER_IP,
    });
    expect(login.statusCode).toBe(200);

    // The token was not spent: its owner can still use it from their own connection.
    const own = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "my new password" },
      remoteAddress: OTHER_IP,
    });
    expect(own.statusCode).toBe(200);
  });
});
