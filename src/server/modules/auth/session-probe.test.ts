import { describe, expect, it } from "vitest";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";

const app = await createTestApp();

function probe(cookie?: string) {
  return app.inject({ method: "GET", url: "/api/auth/session", headers: cookie ? { cookie } : {} });
}

describe("GET /api/auth/session", () => {
  it("answers a visitor 200 with no user, uncached, without starting a session", async () => {
    const response = await probe();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("treats a forged or over-long session cookie as signed out", async () => {
    for (const cookie of ["fmn_session=forged-token", `fmn_session=${"x".repeat(500)}`]) {
      const response = await probe(cookie);
      expect(response.statusCode, cookie.slice(0, 30)).toBe(200);
      expect(response.json()).toEqual({ user: null });
    }
  });

  it("names the signed-in user, as /api/auth/me does, and never the password hash", async () => {
    const { user, cookie } = await signUp(app, { fullName: "Priya van der Berg" });
    const response = await probe(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email, fullName: "Priya van der Berg" });
    expect(JSON.stringify(response.json())).not.toMatch(/hash|argon/i);
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(response.json()).toEqual(me.json());
  });

  it("answers null again once the session is signed out", async () => {
    const { cookie } = await signUp(app);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await probe(cookie)).json()).toEqual({ user: null });
  });

  it("leaves /api/auth/me as it was for API clients: 401 when signed out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });
});
