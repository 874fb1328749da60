import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyAsVendor, login, register, request, signIn } from "./support/client";
import { type Fleet, startFleet } from "./support/fleet";
import { uploadBoxPhoto } from "./support/upload";

/**
 * Three instances on one PostgreSQL database and one Redis, behind nginx running
 * deploy/nginx/forget-me-not.conf (PRODUCT.md "Running on more than one machine"): what one instance
 * does, the others see. Each check calls the instances directly (the test is on loopback, which the
 * fleet's TRUST_PROXY trusts, so X-Forwarded-For names the visitor) or goes through nginx.
 */
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet({ instances: 3 });
});
afterAll(() => fleet?.close());

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/** The instances (host:port) nginx's access log says answered requests to `path`. */
function upstreamsThatAnswered(path: string): Set<string> {
  const lines = fleet.nginx.accessLog().split("\n");
  return new Set(lines.filter((line) => line.includes(` ${path} `)).map((line) => line.split(" ")[2]!));
}

describe("a fleet of three behind nginx", () => {
  it("a session made through nginx works on each instance, and a sign-out through one ends it on all", async () => {
    const customer = await register(fleet.url, "198.51.100.10");
    for (const instance of fleet.instances) {
      const me = await request(instance.url, "/api/auth/me", { cookie: customer.cookie });
      expect(me.status, `instance ${instance.index}`).toBe(200);
      expect(JSON.stringify(me.json())).toContain(customer.email);
    }
    const out = await request(fleet.instances[1]!.url, "/api/auth/logout", { method: "POST", cookie: customer.cookie });
    expect(out.status).toBeLessThan(300);
    for (const instance of fleet.instances) {
      const me = await request(instance.url, "/api/auth/me", { cookie: customer.cookie });
      expect(me.status, `instance ${instance.index} after sign-out`).toBe(401);
    }
    // A sign-in on one instance is believed by another.
    const cookie = await signIn(fleet.instances[0]!.url, customer.email, customer.password, "198.51.100.10");
    expect((await request(fleet.instances[2]!.url, "/api/auth/me", { cookie })).status).toBe(200);
  });

  it("failed sign-ins spread by nginx over the instances count once: the eleventh is refused on every instance", async () => {
    const attacker = "203.0.113.50";
    const owner = await register(fleet.url, "198.51.100.20");
    for (let guess = 1; guess <= 10; guess++) {
      const answer = await login(fleet.url, owner.email, `wrong guess ${guess}`, attacker);
      expect(answer.status, `guess ${guess}`).toBe(401);
    }
    // nginx shared the guesses out (round robin): more than one instance counted them.
    expect(upstreamsThatAnswered("/api/auth/login").size).toBeGreaterThan(1);
    for (const instance of fleet.instances) {
      const refused = await login(instance.url, owner.email, owner.password, attacker);
      expect(refused.status, `instance ${instance.index}`).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The owner, from their own address, is not locked out.
    expect((await login(fleet.url, owner.email, owner.password, "198.51.100.21")).status).toBe(200);
  });

  it("the per-IP sign-in limit (30 in 15 minutes) holds across the instances", async () => {
    const ip = "203.0.113.70";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const instance = fleet.instances[i % 3]!;
      statuses.push((await login(instance.url, `nobody.${i}@example.com`, "not a password", ip)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // The counters are in the fleet's Redis, under the app's prefix, naming no address.
    const keys = await fleet.redis!.client.keys("fmn:*");
    expect(keys.some((key) => key.includes("login:ip:203.0.113.70"))).toBe(true);
  });

  it("an upload through one instance is served by the others and through nginx, byte for byte", async () => {
    const vendor = await applyAsVendor(fleet.url, "198.51.100.30");
    const url = await uploadBoxPhoto(fleet.instances[0]!.url, vendor.cookie);
    const original = await request(fleet.instances[0]!.url, url);
    expect(original.status).toBe(200);
    expect(original.body.length).toBeGreaterThan(100);
    for (const base of [fleet.instances[1]!.url, fleet.instances[2]!.url, fleet.url]) {
      const served = await request(base, url);
      expect(served.status, base).toBe(200);
      expect(served.headers.get("content-type")).toBe(original.headers.get("content-type"));
      expect(served.body.equals(original.body), base).toBe(true);
    }
  });

  it("a box approved by staff through one instance shows on the other two within a second", async () => {
    const vendor = await applyAsVendor(fleet.url, "198.51.100.40");
    const name = `Fleet Posy ${Date.now()}`;
    const created = await request(fleet.url, "/api/gift-boxes", {
      cookie: vendor.cookie,
      body: {
        name,
        description: "Made through one instance, sold on all three.",
        price: 25,
        imageUrl: await uploadBoxPhoto(fleet.url, vendor.cookie),
        category: "flowers",
        frequency: "monthly",
        supplierId: vendor.supplierId,
      },
    });
    expect(created.status).toBe(201);
    const shows = async (base: string) =>
      (await request(base, "/api/gift-boxes")).json().some((box: { name: string }) => box.name === name);
    // Every instance has built its catalogue snapshot while the vendor is still pending.
    for (const instance of fleet.instances) expect(await shows(instance.url)).toBe(false);

    const staff = await signIn(fleet.url, fleet.admin.email, fleet.admin.password, "198.51.100.41");
    const approved = await request(fleet.instances[0]!.url, `/api/admin/vendors/${vendor.supplierId}/approve`, {
      method: "POST",
      cookie: staff,
    });
    expect(approved.status).toBeLessThan(300);
    const answeredAt = performance.now();
    // Each other instance is asked until it shows the box (25 ms apart, for at most 5 s): how long it took.
    const delays = await Promise.all(
      fleet.instances.slice(1).map(async (instance) => {
        while (performance.now() - answeredAt < 5_000) {
          if (await shows(instance.url)) return performance.now() - answeredAt;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    console.log(`approval seen on the other instances after ${delays.map((ms) => `${Math.round(ms)} ms`).join(", ")}`);
    for (const delay of delays) expect(delay).toBeLessThan(1_000);
  });
});
