import { describe, expect, it } from "vitest";
import { sessionFor, signInAsAdmin } from "../../../../../test/support/http";
import { blueskySearch } from "../../../../../test/support/social-fixtures";
import { startSocialStub } from "../../../../../test/support/social-stub";
import { createTestApp } from "../../../../../test/support/test-app";
import { SOCIAL_LIMIT_MESSAGE, SOCIAL_QUERY_MESSAGE } from "../../../../shared/schemas/data-tools";

const stub = await startSocialStub();
const lines: string[] = [];
const app = await createTestApp({
  dataTools: { socialEndpoints: { mastodon: stub.base, bluesky: stub.base, reddit: stub.base } },
  logStream: { write: (line: string) => void lines.push(line) },
});
const staff = await signInAsAdmin(app);

const search = (payload: unknown, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/social-data",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("POST /api/social-data field rules", () => {
  it.each([0, 51, -3, 2.5, "ten"])(
    "refuses limit %j with 400 'Limit must be between 1 and 50', asking no platform",
    async (limit) => {
      stub.answerWith({ json: blueskySearch(1) });
      const response = await search({ platform: "bluesky", query: "posies", limit }, staff.cookie);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message: SOCIAL_LIMIT_MESSAGE });
      expect(response.json().fieldErrors).toEqual({ limit: SOCIAL_LIMIT_MESSAGE });
      expect(stub.requests).toHaveLength(0);
    },
  );

  it.each(["a", " b ", ""])("refuses the search %j (under 2 characters once trimmed)", async (query) => {
    stub.answerWith({ json: blueskySearch(1) });
    const response = await search({ platform: "bluesky", query, limit: 5 }, staff.cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: SOCIAL_QUERY_MESSAGE });
    expect(stub.requests).toHaveLength(0);
  });

  it.each(["twitter", "", null, "Mastodon"])("refuses the platform %j", async (platform) => {
    const response = await search({ platform, query: "posies" }, staff.cookie);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: "Please choose a platform" });
  });

  it("accepts the limits 1 and 50", async () => {
    stub.answerWith({ json: blueskySearch(60) });
    for (const limit of [1, 50]) {
      const response = await search({ platform: "bluesky", query: "posies", limit }, staff.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().count).toBe(limit);
    }
  });
});

describe("POST /api/social-data access", () => {
  it.each(["customer", "vendor"] as const)("answers 403 to a %s, asking no platform", async (role) => {
    stub.answerWith({ json: blueskySearch(1) });
    const { cookie } = await sessionFor(app, role);
    const response = await search({ platform: "bluesky", query: "posies" }, cookie);

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
    expect(stub.requests).toHaveLength(0);
  });

  it("answers 401 when signed out", async () => {
    stub.answerWith({ json: blueskySearch(1) });
    const response = await search({ platform: "bluesky", query: "posies" });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
    expect(stub.requests).toHaveLength(0);
  });
});

describe("privacy", () => {
  it("logs neither the search nor the platform's answer, whether it succeeds or fails", async () => {
    const query = "zebedee quillfeather birthday";
    lines.length = 0;
    stub.answerWith({ json: blueskySearch(2) });
    expect((await search({ platform: "bluesky", query }, staff.cookie)).statusCode).toBe(200);
    stub.answerWith({ status: 500, json: { error: "boom" } });
    expect((await search({ platform: "reddit", query }, staff.cookie)).statusCode).toBe(502);
    stub.answerWith("close");
    expect((await search({ platform: "mastodon", query }, staff.cookie)).statusCode).toBe(502);

    const text = lines.join("");
    expect(lines.length).toBeGreaterThan(0);
    for (const value of ["zebedee", "quillfeather", "Bluesky post 0"]) expect(text).not.toContain(value);
  });
});
