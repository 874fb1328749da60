import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { stripeClient } from "../src/server/integrations/payments/stripe";
import type { AuthService } from "../src/server/modules/auth/auth.service";
import { type DeclaredRoute, registerAccessControl } from "../src/server/plugins/access";
import { registerErrorHandler } from "../src/server/plugins/error-handler";
import { sessionFor, signUp } from "./support/http";
import { openApiBodies } from "./support/openapi";
import { createTestApp } from "./support/test-app";

// With Stripe's webhook route registered (it only exists when Stripe is configured), so it is checked too.
const app = await createTestApp({
  stripeWebhooks: {
    stripe: stripeClient({
      secretKey: "sk_test_unused",
      publishableKey: "pk_test_unused",
      webhookSecret: "whsec_test",
    }),
    webhookSecret: "whsec_test",
  },
});
const routes = app.declaredRoutes;
const customer = await signUp(app);
const vendorCookie = (await sessionFor(app, "vendor")).cookie;

/** `:id`-style params become 1, wildcards a harmless segment. */
function concreteUrl(url: string) {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, "1").replaceAll("*", "x");
}

const hasBody = (method: string) => ["POST", "PUT", "PATCH"].includes(method);
const label = (route: DeclaredRoute) => `${route.method} ${route.url} (${JSON.stringify(route.access)})`;

function call(route: DeclaredRoute, cookie?: string) {
  return app.inject({
    method: route.method as "GET",
    url: concreteUrl(route.url),
    headers: cookie ? { cookie } : {},
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });
}

const { requiresBodyFields } = openApiBodies(app);

/** Access is decided before the body is validated, so even an invalid body gets 401/403. */
const accessTest = (_route: DeclaredRoute) => it;

const isRoleList = (access: DeclaredRoute["access"]): access is Exclude<DeclaredRoute["access"], string> =>
  Array.isArray(access);

describe("the declared route list", () => {
  it("holds every /api route with its access, and the known ones", () => {
    expect(routes.length).toBeGreaterThan(0);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of [
      "GET /api/health",
      "GET /api/gift-boxes",
      "GET /api/gift-boxes/:id",
      "POST /api/auth/register",
      "POST /api/auth/login",
      "POST /api/auth/logout",
      "GET /api/auth/me",
      "GET /api/auth/session",
      "POST /api/auth/forgot-password",
      "POST /api/auth/change-password",
      "POST /api/auth/sign-out-others",
      "POST /api/auth/reset-password",
      "POST /api/contact-form",
      "POST /api/newsletter",
      "POST /api/newsletter/unsubscribe",
      "POST /api/stock-photo-queries",
      "GET /api/stock-photos/:name",
      "GET /api/admin/outbox",
      "POST /api/stripe/webhook",
    ]) {
      expect(keys).toContain(known);
    }
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) {
      expect(route.url.startsWith("/api/")).toBe(true);
      expect(route.method).not.toBe("HEAD");
      if (isRoleList(route.access)) expect(route.access.length).toBeGreaterThan(0);
      else expect(["public", "signed-in"]).toContain(route.access);
    }
  });

  it("can tell which routes validate a body", () => {
    const find = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)!;
    expect(requiresBodyFields(find("POST", "/api/contact-form"))).toBe(true);
    expect(requiresBodyFields(find("POST", "/api/newsletter"))).toBe(true);
    expect(requiresBodyFields(find("POST", "/api/newsletter/unsubscribe"))).toBe(true);
    expect(requiresBodyFields(find("GET", "/api/auth/me"))).toBe(false);
  });

  it("declares the known routes with the expected access", () => {
    const accessOf = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
    expect(accessOf("GET", "/api/gift-boxes")).toBe("public");
    expect(accessOf("POST", "/api/contact-form")).toBe("public");
    expect(accessOf("POST", "/api/newsletter")).toBe("public");
    expect(accessOf("POST", "/api/newsletter/unsubscribe")).toBe("public");
    expect(accessOf("GET", "/api/auth/me")).toBe("signed-in");
    expect(accessOf("POST", "/api/auth/change-password")).toBe("signed-in");
    expect(accessOf("POST", "/api/auth/sign-out-others")).toBe("signed-in");
    expect(accessOf("GET", "/api/auth/session")).toBe("public");
    expect(accessOf("GET", "/api/admin/outbox")).toEqual(["admin"]);
  });

  it("puts every /admin route behind the admin role", () => {
    for (const route of routes.filter((r) => r.url.startsWith("/api/admin/"))) {
      expect(route.access, label(route)).toEqual(["admin"]);
    }
  });
});

describe("anonymous callers", () => {
  for (const route of routes.filter((r) => r.access !== "public")) {
    accessTest(route)(`get 401 UNAUTHENTICATED from ${label(route)}`, async () => {
      for (const cookie of [undefined, "fmn_session=forged-token", `fmn_session=${"x".repeat(500)}`]) {
        const response = await call(route, cookie);
        expect(response.statusCode, label(route)).toBe(401);
        expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: expect.any(String) });
      }
    });
  }

  for (const route of routes.filter((r) => r.access === "public")) {
    it(`are never refused by ${label(route)}`, async () => {
      const response = await call(route);
      expect(response.statusCode, label(route)).not.toBe(401);
      expect(response.statusCode, label(route)).not.toBe(403);
      expect(response.statusCode, label(route)).toBeLessThan(500);
    });
  }
});

describe("signed-in callers without the role", () => {
  for (const route of routes.filter((r) => isRoleList(r.access) && !r.access.includes("customer"))) {
    accessTest(route)(`a customer gets 403 FORBIDDEN from ${label(route)}`, async () => {
      const response = await call(route, customer.cookie);
      expect(response.statusCode, label(route)).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
    });
  }

  for (const route of routes.filter((r) => isRoleList(r.access) && !r.access.includes("vendor"))) {
    accessTest(route)(`a vendor gets 403 FORBIDDEN from ${label(route)}`, async () => {
      const response = await call(route, vendorCookie);
      expect(response.statusCode, label(route)).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
    });
  }

  for (const route of routes.filter(
    (r) => r.access === "signed-in" || (isRoleList(r.access) && r.access.includes("customer")),
  )) {
    it(`a customer passes the access check of ${label(route)}`, async () => {
      const response = await call(route, customer.cookie);
      expect(response.statusCode, label(route)).not.toBe(401);
      // With a path parameter, 403 may be the ownership check (id 1 is someone else's), not the role check.
      if (!route.url.includes(":")) expect(response.statusCode, label(route)).not.toBe(403);
      expect(response.statusCode, label(route)).toBeLessThan(500);
    });
  }
});

describe("registerAccessControl", () => {
  /** A stand-in auth service: the cookie value names the role. */
  const fakeAuth = {
    async userForSession(token: string | undefined) {
      return token === "admin" || token === "customer" ? ({ id: 1, role: token } as never) : undefined;
    },
  } as unknown as AuthService;

  async function bareApp(register: (app: FastifyInstance) => void) {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(bare);
    await bare.register(fastifyCookie);
    const declared: DeclaredRoute[] = [];
    registerAccessControl(bare, fakeAuth, declared);
    register(bare);
    return { bare, declared };
  }

  it("refuses to start when an /api route does not declare its access", async () => {
    const { bare } = await bareApp((a) => {
      a.register(async (scope) => {
        scope.get("/api/undeclared", async () => ({ ok: true }));
      });
    });
    await expect(bare.ready()).rejects.toThrow(/does not declare who may call it/);
    await bare.close().catch(() => {});
  });

  it("starts when every /api route declares access, and lists them (without HEAD)", async () => {
    const { bare, declared } = await bareApp((a) => {
      a.register(async (scope) => {
        scope.get("/api/open", { config: { access: "public" } }, async () => ({ ok: true }));
        scope.get("/api/staff", { config: { access: ["admin"] } }, async () => ({ ok: true }));
        scope.get("/not-api", async () => "page");
      });
    });
    await bare.ready();
    expect(declared).toEqual([
      { method: "GET", url: "/api/open", access: "public" },
      { method: "GET", url: "/api/staff", access: ["admin"] },
    ]);
    expect((await bare.inject({ url: "/api/staff" })).statusCode).toBe(401);
    expect((await bare.inject({ url: "/api/staff", headers: { cookie: "fmn_session=customer" } })).statusCode).toBe(
      403,
    );
    expect((await bare.inject({ url: "/api/staff", headers: { cookie: "fmn_session=admin" } })).statusCode).toBe(200);
    await bare.close();
  });

  it("checks access before validating the body (401/403 even for an invalid body)", async () => {
    const { bare } = await bareApp((a) => {
      a.register(async (scope) => {
        scope.post(
          "/api/staff/things",
          {
            config: { access: ["admin"] },
            schema: { body: z.object({ name: z.string().min(1, "Name is required") }) },
          },
          async () => ({ ok: true }),
        );
      });
    });
    await bare.ready();
    const anonymous = await bare.inject({ method: "POST", url: "/api/staff/things", payload: {} });
    const asCustomer = await bare.inject({
      method: "POST",
      url: "/api/staff/things",
      payload: {},
      headers: { cookie: "fmn_session=customer" },
    });
    await bare.close();
    expect(anonymous.statusCode).toBe(401);
    expect(asCustomer.statusCode).toBe(403);
  });
});
