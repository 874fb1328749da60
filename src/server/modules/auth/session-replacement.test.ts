import { describe, expect, it } from "vitest";
import { newCustomer, sessionCookie, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";

/**
 * Signing in as someone else in the same browser used to leave the previous session alive: the
 * browser dropped its cookie, but anyone holding a copy of it (another tab's request in flight, a
 * shared computer's cookie jar) was still signed in as the previous person. A sign-in, a
 * registration or a vendor sign-in that succeeds now ends the session whose cookie it carries.
 */
const app = await createTestApp();

const me = (cookie: string) => app.inject({ url: "/api/auth/me", headers: { cookie } });
const login = (email: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

async function vendorAccount() {
  const vendor = {
    email: `vendor.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: "vendor password 1",
  };
  await app.services.auth.createVendorAccount(
    { ...vendor, fullName: "Vera Vendor", phone: "0412345678" },
    "taken",
    async () => undefined,
  );
  return vendor;
}

describe("a sign-in that carries another session's cookie", () => {
  it("ends that session: the first customer's cookie no longer signs anyone in", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    expect((await me(first.cookie)).statusCode).toBe(200);

    const switched = await login(second.email, second.password, first.cookie);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.id).toBe(second.user.id);
    expect((await me(sessionCookie(switched))).json().user.id).toBe(second.user.id);
    expect((await me(first.cookie)).statusCode).toBe(401);
    // The first customer's other sessions (other browsers) are theirs to keep.
    const elsewhere = sessionCookie(await login(first.email, first.password));
    expect((await me(elsewhere)).json().user.id).toBe(first.user.id);
  });

  it("ends it on registration too", async () => {
    const first = await signUp(app);
    const registered = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newCustomer(),
      headers: { cookie: first.cookie },
    });
    expect(registered.statusCode).toBe(201);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(registered))).json().user.id).toBe(registered.json().user.id);
  });

  it("ends it on the vendor sign-in too", async () => {
    const customer = await signUp(app);
    const vendor = await vendorAccount();
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/vendor/login",
      payload: vendor,
      headers: { cookie: customer.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await me(customer.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(signedIn))).json().user.email).toBe(vendor.email);
  });

  it("signing in again as the same person replaces the session with a new one", async () => {
    const account = await signUp(app);
    const again = await login(account.email, account.password, account.cookie);
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).not.toBe(account.cookie);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(again))).statusCode).toBe(200);
  });

  it("keeps it when the sign-in fails: a typo does not sign the person out", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    expect((await login(second.email, "not the password", first.cookie)).statusCode).toBe(401);
    const vendorRefused = await app.inject({
      method: "POST",
      url: "/api/vendor/login",
      payload: { email: second.email, password: second.password },
      headers: { cookie: first.cookie },
    });
    expect(vendorRefused.statusCode).toBe(403);
    expect((await me(first.cookie)).json().user.id).toBe(first.user.id);
  });

  it("ignores a cookie that names no session", async () => {
    const account = await signUp(app);
    const response = await login(account.email, account.password, "fmn_session=no-such-session");
    expect(response.statusCode).toBe(200);
  });
});
