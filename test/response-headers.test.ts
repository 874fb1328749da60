import { describe, expect, it } from "vitest";
import type { DeclaredRoute } from "../src/server/plugins/access";
import { signInAsAdmin, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * PRODUCT.md: personal API responses carry Cache-Control: no-store (only the public catalogue, the
 * health check and the shop's stock images keep their own caching); HSTS is sent only over HTTPS.
 */
const app = await createTestApp();
const customer = await signUp(app);
const admin = await signInAsAdmin(app);

const PUBLIC_CACHEABLE = [
  "GET /api/health",
  "GET /api/gift-boxes",
  "GET /api/gift-boxes/:id",
  "GET /api/stock-photos/:name",
];
const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, "1");

function call(route: DeclaredRoute, cookie?: string) {
  return app.inject({
    method: route.method as "GET",
    url: concreteUrl(route.url),
    headers: cookie ? { cookie } : {},
    ...(route.method === "GET" ? {} : { payload: {} }),
  });
}

describe("Cache-Control", () => {
  it("is no-store on every personal API answer, success or error, for every caller", async () => {
    const personal = app.declaredRoutes.filter((route) => !PUBLIC_CACHEABLE.includes(`${route.method} ${route.url}`));
    expect(personal.length).toBeGreaterThan(25);
    for (const route of personal) {
      // Not logout: it would end the session the next routes use.
      if (route.url === "/api/auth/logout") continue;
      for (const cookie of [undefined, customer.cookie, admin.cookie]) {
        const response = await call(route, cookie);
        expect(response.headers["cache-control"], `${route.method} ${route.url} → ${response.statusCode}`).toBe(
          "no-store",
        );
      }
    }
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie: customer.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ url: "/api/no-such-route" })).headers["cache-control"]).toBe("no-store");
  });

  it("is left to the public catalogue and health check", async () => {
    for (const url of ["/api/gift-boxes", "/api/gift-boxes/1", "/api/health"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).not.toBe("no-store");
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP, even when a client claims HTTPS without a trusted proxy", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }]) {
      for (const url of ["/api/health", "/api/auth/me", "/"]) {
        const response = await app.inject({ url, headers });
        expect(response.headers["strict-transport-security"], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
        // The other security headers are still there.
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
    }
  });

  it("is sent over HTTPS (here: through a trusted proxy that terminated TLS)", async () => {
    const behindProxy = await createTestApp({ trustProxy: ["127.0.0.1"] });
    const response = await behindProxy.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    const plain = await behindProxy.inject({ url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
