import { describe, expect, it } from "vitest";
import { contactMessages } from "../src/server/db/schema";
import { newCustomer, signInAsAdmin, signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * Text PostgreSQL cannot store (a lone UTF-16 surrogate, U+0000) is refused with a 400 at parsing,
 * wherever it is: a JSON value or key at any depth, a query string, a path parameter. It used to
 * reach the database and answer 500 (on PGlite and PostgreSQL alike).
 */
const app = await createTestApp();
const admin = await signInAsAdmin(app);
const customer = await signUp(app);
const INVALID = { code: "VALIDATION", message: "The request contains an invalid character." };

const postJson = (url: string, body: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });

const contactWith = (name: string) =>
  `{"name":"${name}","email":"ann@example.com","subject":"Hello","message":"Lovely shop"}`;

describe("a lone surrogate in a JSON body", () => {
  it("is refused with 400, escaped, in a key, or deep in the body, and nothing is stored", async () => {
    const bodies = {
      "escaped high surrogate": contactWith("Ann\\ud800"),
      "escaped low surrogate": contactWith("\\udc00Ann"),
      "reversed pair": contactWith("Ann\\udc00\\ud800"),
      "in a key": `{"name":"Ann","email":"ann@example.com","message":"Hi","\\ud800":1}`,
      "deep in the body": `{"name":"Ann","email":"ann@example.com","message":"Hi","extra":${"[".repeat(500)}"\\udfff"${"]".repeat(500)}}`,
      "escaped NUL": contactWith("Ann\\u0000"),
    };
    const before = await app.ctx.db.$count(contactMessages);
    for (const [what, body] of Object.entries(bodies)) {
      const response = await postJson("/api/contact-form", body);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toEqual(INVALID);
    }
    expect(await app.ctx.db.$count(contactMessages)).toBe(before);
  });

  it("is refused on a signed-in route that writes personal data (registration and the profile)", async () => {
    const register = await postJson("/api/auth/register", JSON.stringify(newCustomer({ fullName: "Al\ud800ex" })));
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual(INVALID);
    const profile = await app.inject({
      method: "PUT",
      url: `/api/users/${customer.user.id}`,
      headers: { cookie: customer.cookie },
      payload: { ...newCustomer({ email: customer.email }), suburb: "Fitz\udbffroy" },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(INVALID);
  });

  it("lets well-formed text through: a surrogate pair (an emoji) is a character like any other", async () => {
    const response = await postJson("/api/contact-form", contactWith("Ann \\ud83c\\udf38"));
    expect(response.statusCode).toBe(201);
    // A raw lone surrogate cannot travel as UTF-8: it arrives as U+FFFD and is stored as that.
    const raw = await postJson("/api/contact-form", contactWith("Ann \ud800"));
    expect(raw.statusCode).toBe(201);
  });
});

describe("query strings and path parameters", () => {
  it("refuses NUL in a query value with 400", async () => {
    const response = await app.inject({ url: "/api/admin/outbox?limit=1%00", headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it("refuses NUL in a path parameter with 400", async () => {
    const response = await app.inject({ url: "/api/stock-photos/rose%00.jpg" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });
});
