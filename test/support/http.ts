import type { App } from "../../src/server/app";
import { sessions, users } from "../../src/server/db/schema";
import { hashToken, newToken } from "../../src/server/lib/tokens";

let counter = 0;

/** A unique, valid registration payload. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter++;
  const tag = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    fullName: "Alex Citizen",
    email: `alex.${tag}@example.com`,
    password: "correct horse battery",
    phone: "0412 345 678",
    streetNumber: "12",
    streetName: "Wattle Street",
    aptUnitNumber: null,
    suburb: "Fitzroy",
    city: "Melbourne",
    state: "VIC",
    postcode: "3065",
    country: "Australia",
    ...overrides,
  };
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "fmn_session");
  if (!cookie) throw new Error("no session cookie set");
  return `fmn_session=${cookie.value}`;
}

/** Registers a new customer and returns the user and their cookie. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const payload = newCustomer(overrides);
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    user: response.json().user,
    cookie: sessionCookie(response),
    password: payload.password,
    email: payload.email,
  };
}

/** Signs in as staff (creates the admin through the same path start-up uses). */
export async function signInAsAdmin(app: App) {
  const email = `staff.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "staff password 123";
  await app.services.auth.ensureAdmin(email, password);
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  return { cookie: sessionCookie(response), email };
}

/** A user of the given role with a live session, made directly (no password hashing): its id and cookie. */
export async function sessionFor(app: App, role: "vendor" | "admin" | "customer", fullName = "Test User") {
  const tag = Math.random().toString(36).slice(2, 10);
  const [user] = await app.ctx.db
    .insert(users)
    .values({ email: `${role}.${tag}@example.com`, username: `${role}${tag}`, passwordHash: "x", role, fullName })
    .returning();
  const token = newToken();
  await app.ctx.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { userId: user!.id, cookie: `fmn_session=${token}` };
}
