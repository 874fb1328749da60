import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { recipientProfiles } from "../src/server/db/schema";
import { recipientPayload } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * State-changing /api requests that a browser says came from another site (an Origin that is not
 * the shop's, or Sec-Fetch-Site: cross-site) are refused with 403 before anything runs. SameSite
 * cookies used to be the only defence, and a bodiless POST (logout) took a cross-site text/plain form.
 */
const stripe = new Stripe("sk_test_dummy");
const app = await createTestApp({
  publicUrl: "https://shop.example",
  stripeWebhooks: { stripe, webhookSecret: "whsec_test" },
});
const REFUSED = {
  code: "FORBIDDEN",
  message: "This request came from another website and was refused. Please use the shop's own pages.",
};
const CROSS_SITE_FORM = {
  origin: "https://evil.example",
  "sec-fetch-site": "cross-site",
  "content-type": "text/plain",
};

const me = (cookie: string) => app.inject({ url: "/api/auth/me", headers: { cookie } });
const recipientsOf = async () => app.ctx.db.$count(recipientProfiles);

describe("a cross-site request", () => {
  it("cannot sign the customer out with a text/plain form (a bodiless POST)", async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, ...CROSS_SITE_FORM },
      payload: "a=1",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.cookies).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("cannot post JSON from another origin, and nothing changes", async () => {
    const { cookie } = await signUp(app);
    const before = await recipientsOf();
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
      // Same site, other origin: a sibling subdomain is still another origin.
      { origin: "https://blog.shop.example", "sec-fetch-site": "same-site" },
      { origin: "http://shop.example.evil.example" },
      { origin: "not a url" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/recipient-profiles",
        headers: { cookie, ...headers },
        payload: recipientPayload(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    }
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await app.inject({
        method,
        url: "/api/recipient-profiles/1",
        headers: { cookie, origin: "https://evil.example" },
        payload: {},
      });
      expect(response.statusCode, method).toBe(403);
    }
    expect(await recipientsOf()).toBe(before);
  });

  it("is refused before anything else: before the access check and before validation", async () => {
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/recipient-profiles",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(403);
    const invalid = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: CROSS_SITE_FORM,
      payload: "email=x",
    });
    expect(invalid.statusCode).toBe(403);
  });
});

describe("requests that pass", () => {
  it("same-origin requests (by Host, or by PUBLIC_URL) and requests without either header", async () => {
    const { cookie } = await signUp(app);
    const before = await recipientsOf();
    for (const headers of [
      {},
      { host: "shop.internal:3000", origin: "http://shop.internal:3000", "sec-fetch-site": "same-origin" },
      { host: "SHOP.internal:3000", origin: "http://shop.INTERNAL:3000" },
      // Behind a proxy that is not trusted, the Host may differ: PUBLIC_URL's origin is the shop's own.
      { host: "10.0.0.7:3000", origin: "https://shop.example", "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/recipient-profiles",
        headers: { cookie, ...headers },
        payload: recipientPayload(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect(await recipientsOf()).toBe(before + 5);
    const logout = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://shop.example" },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("reads (GET) from anywhere, and Stripe's webhook (signed, server to server)", async () => {
    const read = await app.inject({
      url: "/api/gift-boxes",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(read.statusCode).toBe(200);
    const webhook = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
      payload: "{}",
    });
    // Reaches the route, whose own signature check refuses an unsigned body.
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).toBe("Invalid webhook signature");
  });
});
