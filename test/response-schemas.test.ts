import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/test-app";

// House rule (ARCHITECTURE.md): every route declares its response schema, defined once in
// src/shared/schemas. Read from the OpenAPI document the app's zod schemas generate, for the live
// route list, so a new route is covered without editing this test.
const app = await createTestApp();

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
  });
});
