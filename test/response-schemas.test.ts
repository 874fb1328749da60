import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app";

// House rule (ARCHITECTURE.md): every route declares its response schema, defined once in
// src/shared/schemas. Read from the OpenAPI document the app's zod schemas generate, for the live
// route list, so a new route is covered without editing this test.
// With Stripe's webhook route too (registered only when Stripe is configured).
const app = await createTestApp({
  stripeWebhooks: { stripe: new Stripe("sk_test_response_schemas"), webhookSecret: "whsec_test" },
});

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const openApi = app.swagger() as { paths: Record<string, Record<string, Operation>> };

describe("response schemas", () => {
  it("are declared by every API route, for its success answer", () => {
    const missing = app.declaredRoutes
      .filter((route) => {
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
        const responses = openApi.paths[path]?.[route.method.toLowerCase()]?.responses ?? {};
        return !Object.entries(responses).some(
          ([status, response]) => status.startsWith("2") && (status === "204" || response.content),
        );
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    expect(app.declaredRoutes.map((route) => route.url)).toContain("/api/stripe/webhook");
  });

  it("describe every multipart body's fields, as they do JSON bodies", () => {
    type Body = { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    const multipart = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Operation & { requestBody?: Body }>).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        body: operation.requestBody,
      })),
    );
    const uploads = multipart.find((entry) => entry.route === "POST /api/uploads");
    expect(uploads?.body?.content?.["multipart/form-data"]?.schema?.properties).toHaveProperty("file");
    const undescribed = multipart
      .filter(({ body }) => body?.content && Object.keys(body.content).some((type) => type.startsWith("multipart/")))
      .filter(({ body }) => !Object.keys(body?.content?.["multipart/form-data"]?.schema?.properties ?? {}).length)
      .map(({ route }) => route);
    expect(undescribed).toEqual([]);
  });
});
