import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newCustomer, sessionCookie, signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { passwordResetTokens, users } from "../../db/schema";

/**
 * PRODUCT.md: changing the account e-mail or password asks for the current password; the account
 * can sign out every other session.
 */
const app = await createTestApp();
const db = app.ctx.db;

const login = (email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (cookie: string) => app.inject({ url: "/api/auth/me", headers: { cookie } });
const emailOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!.email;

async function anotherSession(email: string, password: string) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

const saveProfile = (
  account: { user: { id: number }; cookie: string },
  fields: Record<string, unknown>,
  cookie = account.cookie,
) =>
  app.inject({
    method: "PUT",
    url: `/api/users/${account.user.id}`,
    headers: { cookie },
    payload: newCustomer(fields),
  });

describe("PUT /api/users/{id} changing one's own e-mail", () => {
  it("needs the current password: missing or wrong is a 400 on the field and changes nothing", async () => {
    const account = await signUp(app);
    const wanted = `moved.${Date.now()}@example.com`;
    const missing = await saveProfile(account, { email: wanted, fullName: "New Name" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: "VALIDATION",
      message: "Please enter your current password.",
      fieldErrors: { currentPassword: "Please enter your current password." },
    });
    const wrong = await saveProfile(account, {
      email: wanted,
      fullName: "New Name",
      currentPassword: "not my password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: "Your current password is not correct." });
    const [row] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.email).toBe(account.email);
    expect(row!.fullName).toBe("Alex Citizen");

    const right = await saveProfile(account, { email: wanted, currentPassword: account.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(wanted);
    expect((await login(wanted, account.password)).statusCode).toBe(200);
  });

  it("does not need it when the e-mail stays the same (whatever its case)", async () => {
    const account = await signUp(app);
    const response = await saveProfile(account, { email: account.email.toUpperCase(), fullName: "Alexandra Citizen" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.fullName).toBe("Alexandra Citizen");
  });

  it("lets staff change a customer's e-mail without the customer's password", async () => {
    const account = await signUp(app);
    const staff = await signInAsAdmin(app);
    const wanted = `by.staff.${Date.now()}@example.com`;
    const response = await saveProfile(account, { email: wanted }, staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(await emailOf(account.user.id)).toBe(wanted);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (cookie: string, body: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/auth/change-password", headers: { cookie }, payload: body });

  it("refuses a wrong current password on its field and changes nothing", async () => {
    const account = await signUp(app);
    const response = await change(account.cookie, { currentPassword: "wrong one", newPassword: "a better password" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPassword: "Your current password is not correct." });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const short = await change(account.cookie, { currentPassword: account.password, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe("Password must be at least 8 characters");
  });

  it("sets the new password, keeps this session, and ends every other one (and any reset link)", async () => {
    const account = await signUp(app);
    const otherDevice = await anotherSession(account.email, account.password);
    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: account.email } });
    await app.background.idle();

    const response = await change(account.cookie, {
      currentPassword: account.password,
      newPassword: "a better password",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, "a better password")).statusCode).toBe(200);
    const tokens = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.user.id));
    expect(tokens.length).toBe(1);
    expect(tokens.every((token) => token.usedAt !== null)).toBe(true);
  });
});

describe("POST /api/auth/sign-out-others", () => {
  it("ends every other session of the user, keeps this one, and leaves other people alone", async () => {
    const account = await signUp(app);
    const phone = await anotherSession(account.email, account.password);
    const laptop = await anotherSession(account.email, account.password);
    const someoneElse = await signUp(app);

    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out-others",
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(someoneElse.cookie)).statusCode).toBe(200);

    const again = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out-others",
      headers: { cookie: account.cookie },
    });
    expect(again.json()).toEqual({ endedSessions: 0 });
  });
});
