import type { App } from "../../src/server/app";

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
