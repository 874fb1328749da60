import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, register, request } from "./support/client";
import { type Fleet, startFleet } from "./support/fleet";

/**
 * Three instances on one database and Redis, behind nginx (deploy/nginx/forget-me-not.conf): a visitor
 * signed in through one instance is signed in on every other, and a sign-out through one ends the
 * session everywhere: sessions live in the database, not in a process.
 */
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet({ instances: 3 });
});
afterAll(() => fleet?.close());

describe("sessions across the fleet", () => {
  it("a session made through nginx works on each instance directly, and ends on all at sign-out", async () => {
    const customer = await register(fleet.url, "198.51.100.10");
    for (const instance of fleet.instances) {
      const me = await request(instance.url, "/api/auth/me", { cookie: customer.cookie });
      expect(me.status, `instance ${instance.index}`).toBe(200);
      expect(me.json().email ?? me.json().user?.email).toBe(customer.email);
    }
    const out = await request(fleet.instances[1]!.url, "/api/auth/logout", { method: "POST", cookie: customer.cookie });
    expect(out.status).toBeLessThan(300);
    for (const instance of fleet.instances) {
      const me = await request(instance.url, "/api/auth/me", { cookie: customer.cookie });
      expect(me.status, `instance ${instance.index} after sign-out`).toBe(401);
    }
  });

  it("a sign-in on one instance is believed by the others", async () => {
    const customer = await register(fleet.instances[2]!.url, "198.51.100.11");
    const answer = await login(fleet.instances[0]!.url, customer.email, customer.password, "198.51.100.11");
    expect(answer.status).toBe(200);
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith("fmn_session="))!
      .split(";")[0]!;
    const me = await request(fleet.instances[2]!.url, "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
  });
});
