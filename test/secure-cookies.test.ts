import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { appOptionsFromConfig } from "../src/server/app-options";
import { loadConfig } from "../src/server/config";
import { newCustomer } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * The session cookie is `Secure` when the shop is served over HTTPS. A TLS proxy that talks plain
 * HTTP to the app (and is not named in TRUST_PROXY, or sends no X-Forwarded-Proto) used to get
 * cookies without `Secure`, which a browser would also send over plain HTTP to the same host.
 * PUBLIC_URL=https://… now says so; COOKIE_SECURE still overrides either way.
 */
const appFromEnv = (env: Record<string, string>) =>
  createTestApp({ ...appOptionsFromConfig(loadConfig(env)), logLevel: "silent" });

type App = Awaited<ReturnType<typeof appFromEnv>>;

const sessionCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === "fmn_session");
  expect(cookie, response.body).toBeDefined();
  return cookie!;
};

/** Registers and signs in over plain HTTP (inject), as from a proxy that does not say it took HTTPS. */
async function cookiesOverPlainHttp(app: App) {
  const payload = newCustomer();
  const registered = await app.inject({ method: "POST", url: "/api/auth/register", payload });
  const signedIn = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: payload.email, password: payload.password },
  });
  const vendor = { email: `vendor.${Date.now()}@example.com`, password: "vendor password 1" };
  await app.services.auth.createVendorAccount(
    { ...vendor, fullName: "Vera Vendor", phone: "0412345678" },
    "taken",
    async () => undefined,
  );
  const vendorSignedIn = await app.inject({ method: "POST", url: "/api/vendor/login", payload: vendor });
  return [registered, signedIn, vendorSignedIn].map(sessionCookieOf);
}

describe("session cookies", () => {
  it("are Secure with an https PUBLIC_URL, even when the app itself is reached over HTTP", async () => {
    const app = await appFromEnv({ PUBLIC_URL: "https://shop.example" });
    for (const cookie of await cookiesOverPlainHttp(app)) {
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
    }
  });

  it("are not Secure over plain HTTP with an http PUBLIC_URL (local use)", async () => {
    const app = await appFromEnv({ PUBLIC_URL: "http://localhost:3000" });
    for (const cookie of await cookiesOverPlainHttp(app)) expect(cookie.secure).toBeUndefined();
  });

  it("follow COOKIE_SECURE over PUBLIC_URL's scheme", async () => {
    const off = await appFromEnv({ PUBLIC_URL: "https://shop.example", COOKIE_SECURE: "false" });
    for (const cookie of await cookiesOverPlainHttp(off)) expect(cookie.secure).toBeUndefined();
    const on = await appFromEnv({ PUBLIC_URL: "http://localhost:3000", COOKIE_SECURE: "true" });
    for (const cookie of await cookiesOverPlainHttp(on)) expect(cookie.secure).toBe(true);
  });
});
