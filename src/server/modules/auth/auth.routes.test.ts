import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newCustomer, sessionCookie, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { emailOutbox, users } from "../../db/schema";

const app = await createTestApp();
const db = app.ctx.db;

describe("registration", () => {
  it("creates a customer, signs them in with an httpOnly SameSite cookie and never returns the hash", async () => {
    const payload = newCustomer({ email: "New.Person@Example.com" });
    const response = await app.inject({ method: "POST", url: "/api/auth/register", payload });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: "new.person@example.com", username: "new.person", role: "customer" });
    expect(JSON.stringify(user)).not.toMatch(/hash|argon/i);
    const cookie = response.cookies.find((c) => c.name === "fmn_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: sessionCookie(response) } });
    expect(me.json().user.id).toBe(user.id);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("queues a welcome e-mail exactly once", async () => {
    const { user } = await signUp(app);
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(rows.map((r) => r.kind)).toEqual(["welcome"]);
  });

  it("refuses a duplicate e-mail with 409 and changes nothing", async () => {
    const { email } = await signUp(app);
    const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: newCustomer({ email }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("An account with this email already exists");
    expect(await db.$count(users, eq(users.email, email))).toBe(1);
  });

  it.each([
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ phone: "123" }, "phone", "Please enter a valid phone number"],
    [{ postcode: "30" }, "postcode", "Postcode must be 4 digits"],
    [{ fullName: "A" }, "fullName", "Full name must be at least 2 characters"],
    [{ streetName: "" }, "streetName", "Street name is required"],
  ])("rejects %o with the spec's message", async (override, field, message) => {
    const payload = newCustomer(override);
    const response = await app.inject({ method: "POST", url: "/api/auth/register", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect(await db.$count(users, eq(users.email, String(payload.email).toLowerCase()))).toBe(0);
  });
});

describe("login and logout", () => {
  it("signs in with the right password and answers a neutral 401 otherwise", async () => {
    const { email, password } = await signUp(app);
    const ok = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    expect(ok.statusCode).toBe(200);
    for (const payload of [
      { email, password: "wrong password" },
      { email: "nobody@example.com", password },
    ]) {
      const bad = await app.inject({ method: "POST", url: "/api/auth/login", payload });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toBe("Invalid email or password");
    }
  });

  it("validates the login payload", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "x@y.com", password: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password is required");
  });

  it("revokes the session on logout", async () => {
    const { cookie } = await signUp(app);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
  });

  it("ignores forged cookies", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "fmn_session=forged" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  function resetTokenFrom(text: string) {
    return /reset-password\?token=([\w-]+)/.exec(text)?.[1];
  }

  it("answers neutrally and e-mails a single-use link that sets a new password", async () => {
    const { email, password, cookie } = await signUp(app);
    const neutral = "If an account exists with this email, you'll receive reset instructions shortly.";
    const unknown = await app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "ghost@example.com" },
    });
    expect(unknown.json().message).toBe(neutral);
    const known = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    expect(known.json().message).toBe(neutral);
    await app.background.idle();

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "password-reset"));
    expect(mail!.toAddress).toBe(email);
    const token = resetTokenFrom(mail!.textBody)!;
    expect(token).toBeTruthy();

    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "a brand new password" },
    });
    expect(reset.statusCode).toBe(200);
    // Old sessions end, the old password stops working, the new one works.
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    const oldLogin = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "a brand new password" },
    });
    expect(newLogin.statusCode).toBe(200);
    // Single use.
    const again = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "yet another one" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This reset link is invalid or has expired.");
  });

  it("refuses an expired link", async () => {
    let now = new Date("2026-11-21T10:00:00Z");
    const timed = await createTestApp({ clock: { now: () => now } });
    const { email } = await signUp(timed);
    await timed.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    await timed.background.idle();
    const [mail] = await timed.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const rows = await timed.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "password-reset"));
    const token = resetTokenFrom(rows.at(-1)!.textBody)!;
    expect(mail).toBeTruthy();
    now = new Date(now.getTime() + 61 * 60_000);
    const response = await timed.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "new password 1" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("rate limits", () => {
  it("limits login attempts per address and answers 429 with a clear message", async () => {
    const strict = await createTestApp({ rateLimitScale: 1 });
    const { email } = await signUp(strict);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await strict.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "wrong password" },
      });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json().message).toMatch(/Too many attempts/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("the admin account", () => {
  it("is created from the environment, then updated rather than duplicated", async () => {
    await app.services.auth.ensureAdmin("boss@example.com", "first password");
    await app.services.auth.ensureAdmin("boss@example.com", "second password");
    const rows = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe("admin");
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "boss@example.com", password: "second password" },
    });
    expect(login.json().user.role).toBe("admin");
  });
});
