import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/support/test-app";
import {
  NEWSLETTER_BAD_LINK_MESSAGE,
  NEWSLETTER_SIGNUP_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from "../../../shared/schemas/newsletter";
import { emailOutbox, newsletterSubscriptions } from "../../db/schema";

type App = Awaited<ReturnType<typeof createTestApp>>;

const SHOP = "https://shop.example.test";
let now = new Date("2026-11-22T01:00:00.000Z");
let wakes = 0;
const app = await createTestApp({ clock: { now: () => now }, publicUrl: SHOP, onEmailQueued: () => wakes++ });
const db = app.ctx.db;

let counter = 0;
const newAddress = () => `reader.${process.pid}.${++counter}@example.com`;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return now;
};

const signUp = (target: App, payload: unknown, remoteAddress?: string) =>
  target.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const unsubscribe = (target: App, payload: unknown, remoteAddress?: string) =>
  target.inject({
    method: "POST",
    url: "/api/newsletter/unsubscribe",
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const subscription = async (email: string) =>
  (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
const welcomes = (target: App, email: string) =>
  target.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "newsletter-welcome"), eq(emailOutbox.toAddress, email)))
    .orderBy(emailOutbox.id);

/** The unsubscribe link a subscriber finds in their e-mail. */
function unsubscribeLink(textBody: string): URL {
  const match = /Unsubscribe: (\S+)/.exec(textBody);
  if (!match) throw new Error(`no unsubscribe link in:\n${textBody}`);
  return new URL(match[1]!);
}

function expectNeutral(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ ok: true, message: NEWSLETTER_SIGNUP_MESSAGE });
}

describe("POST /api/newsletter", () => {
  it("adds a new address with its consent time and queues one welcome e-mail after the commit", async () => {
    const email = newAddress();
    const wakesBefore = wakes;
    const signedUpAt = later(1);
    expectNeutral(await signUp(app, { email: `  ${email.toUpperCase()} ` }));

    const row = await subscription(email);
    expect(row).toMatchObject({ email, consentedAt: signedUpAt, unsubscribedAt: null });
    expect(row!.unsubscribeToken).toMatch(/^[\w-]{43}$/);
    const mails = await welcomes(app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "pending", subject: "You're on the Forget Me Not list" });
    expect(wakes).toBe(wakesBefore + 1);
  });

  it("puts a working unsubscribe link, the sender and a way to contact the shop in the e-mail", async () => {
    const email = newAddress();
    await signUp(app, { email });
    const [mail] = await welcomes(app, email);
    const row = await subscription(email);

    const link = unsubscribeLink(mail!.textBody);
    expect(link.origin + link.pathname).toBe(`${SHOP}/newsletter/unsubscribe`);
    expect(link.searchParams.get("token")).toBe(row!.unsubscribeToken);
    expect(mail!.htmlBody).toContain(`href="${link.href}"`);
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).toContain("Forget Me Not, Australia");
      expect(body).toContain(app.ctx.staffEmail);
      expect(body).toContain(`${SHOP}/story#contact`);
      expect(body).toContain("signed up for the Forget Me Not newsletter on 22 Nov 2026");
    }

    // Following the link's token unsubscribes exactly that address.
    const response = await unsubscribe(app, { token: link.searchParams.get("token") });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE });
    expect((await subscription(email))!.unsubscribedAt).toEqual(now);
  });

  it("answers a repeated sign-up exactly the same and sends nothing more", async () => {
    const email = newAddress();
    const first = await signUp(app, { email });
    const before = await subscription(email);
    const wakesBefore = wakes;
    later(5);

    const again = await signUp(app, { email });
    const shouted = await signUp(app, { email: email.toUpperCase() });
    expectNeutral(again);
    expect(again.body).toBe(first.body);
    expect(shouted.body).toBe(first.body);
    expect(await subscription(email)).toEqual(before);
    expect(await welcomes(app, email)).toHaveLength(1);
    expect(wakes).toBe(wakesBefore);
  });

  it("renews the consent of someone who unsubscribed and sends them one new welcome", async () => {
    const email = newAddress();
    await signUp(app, { email });
    const { unsubscribeToken, consentedAt: firstConsent } = (await subscription(email))!;
    later(60);
    expect((await unsubscribe(app, { token: unsubscribeToken })).statusCode).toBe(200);
    const rejoinedAt = later(60 * 24);

    const response = await signUp(app, { email });
    expectNeutral(response);
    const row = await subscription(email);
    expect(row).toMatchObject({ consentedAt: rejoinedAt, unsubscribedAt: null, unsubscribeToken });
    expect(row!.consentedAt.getTime()).toBeGreaterThan(firstConsent.getTime());

    const mails = await welcomes(app, email);
    expect(mails).toHaveLength(2);
    // The new e-mail's link works too (the token stays, so links in older e-mails keep working).
    const link = unsubscribeLink(mails.at(-1)!.textBody);
    expect(link.searchParams.get("token")).toBe(unsubscribeToken);
    expect((await unsubscribe(app, { token: link.searchParams.get("token") })).statusCode).toBe(200);
    expect((await subscription(email))!.unsubscribedAt).toEqual(rejoinedAt);

    // Back a second time: one more welcome, and a repeat of that sign-up sends nothing.
    later(1);
    await signUp(app, { email });
    await signUp(app, { email });
    expect(await welcomes(app, email)).toHaveLength(3);
  });

  it("makes one subscription and one e-mail from many simultaneous sign-ups of one address", async () => {
    const email = newAddress();
    const responses = await Promise.all(Array.from({ length: 12 }, () => signUp(app, { email })));
    for (const response of responses) expectNeutral(response);
    expect(await db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.email, email))).toBe(1);
    expect(await welcomes(app, email)).toHaveLength(1);
  });

  it.each([
    ["a missing e-mail", {}],
    ["an empty e-mail", { email: "" }],
    ["a malformed e-mail", { email: "not-an-email" }],
    ["an e-mail that is not text", { email: 42 }],
    ["an over-long e-mail", { email: `${"a".repeat(250)}@example.com` }],
  ])("refuses %s with the spec's message and stores nothing", async (_name, payload) => {
    const before = { rows: await db.$count(newsletterSubscriptions), mails: await db.$count(emailOutbox) };
    const response = await signUp(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect({ rows: await db.$count(newsletterSubscriptions), mails: await db.$count(emailOutbox) }).toEqual(before);
  });
});

describe("POST /api/newsletter/unsubscribe", () => {
  it("is idempotent: asking again answers the same and keeps the first unsubscribe time", async () => {
    const email = newAddress();
    await signUp(app, { email });
    const { unsubscribeToken } = (await subscription(email))!;
    const leftAt = later(2);
    const first = await unsubscribe(app, { token: unsubscribeToken });
    const after = await subscription(email);
    later(30);
    const second = await unsubscribe(app, { token: unsubscribeToken });

    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(after!.unsubscribedAt).toEqual(leftAt);
    expect(await subscription(email)).toEqual(after);
  });

  it("answers a well-formed but unknown token with a clear 404 and changes nothing", async () => {
    const snapshot = async () => db.select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id);
    const before = await snapshot();
    expect(before.some((row) => row.unsubscribedAt === null)).toBe(true);

    const response = await unsubscribe(app, { token: "A".repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: NEWSLETTER_BAD_LINK_MESSAGE });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a truncated token", { token: "abc" }],
    ["a token with other characters", { token: `${"a".repeat(30)}' or '1'='1` }],
    ["a token that is not text", { token: 12345 }],
  ])("refuses %s with 400 and the same clear message", async (_name, payload) => {
    const before = await db.select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id);
    const response = await unsubscribe(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fieldErrors: { token: NEWSLETTER_BAD_LINK_MESSAGE } });
    expect(await db.select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id)).toEqual(before);
  });
});

describe("rate limits (at the real limits)", () => {
  const RATE_LIMITED = { code: "RATE_LIMITED", message: "Too many attempts. Please wait a few minutes and try again." };
  const ip = (n: number) => `203.0.113.${n}`;

  it("refuses the 11th sign-up from one IP within the hour and stores nothing for it", async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    for (let i = 1; i <= 10; i++)
      expect((await signUp(strict, { email: `ip.${i}@example.com` }, ip(1))).statusCode, `sign-up ${i}`).toBe(200);
    const refused = await signUp(strict, { email: "ip.11@example.com" }, ip(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      await strict.ctx.db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.email, "ip.11@example.com")),
    ).toBe(0);
    expect(await welcomes(strict, "ip.11@example.com")).toHaveLength(0);

    // Another visitor is not affected.
    expectNeutral(await signUp(strict, { email: "ip.11@example.com" }, ip(2)));
  });

  it("refuses the 4th sign-up of one address within the hour, whatever its case, from any IP", async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    const email = "often@example.com";
    for (let i = 1; i <= 3; i++) expectNeutral(await signUp(strict, { email }, ip(10 + i)));
    const refused = await signUp(strict, { email: ` ${email.toUpperCase()}` }, ip(20));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    expect(await welcomes(strict, email)).toHaveLength(1);
    expectNeutral(await signUp(strict, { email: "someone.else@example.com" }, ip(20)));
  });

  it("refuses the 31st unsubscribe from one IP within ten minutes without unsubscribing anyone", async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    const email = "leaving@example.com";
    await signUp(strict, { email }, ip(30));
    const [row] = await strict.ctx.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    for (let i = 1; i <= 30; i++)
      expect(
        (await unsubscribe(strict, { token: `guess-${i}`.padEnd(43, "x") }, ip(31))).statusCode,
        `guess ${i}`,
      ).toBe(404);
    const refused = await unsubscribe(strict, { token: row!.unsubscribeToken }, ip(31));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    const [after] = await strict.ctx.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(after!.unsubscribedAt).toBeNull();

    // The subscriber's own connection still unsubscribes.
    expect((await unsubscribe(strict, { token: row!.unsubscribeToken }, ip(32))).statusCode).toBe(200);
  });
});
