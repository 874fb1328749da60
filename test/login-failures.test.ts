import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * Ten wrong passwords used to lock the owner out for 15 minutes, and so did ten correct sign-ins.
 * Now only failures count, per address and IP: the attacker's IP is slowed for that address while the
 * owner's right password from another IP still signs in. The per-IP limit (30 attempts) stays.
 */
// Each test its own addresses (RFC 5737), so the per-IP limit of one never touches another.
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;
const TOO_MANY = { code: "RATE_LIMITED", message: "Too many attempts. Please wait a few minutes and try again." };

let now = new Date("2026-11-22T09:00:00Z");
const app = await createTestApp({ rateLimitScale: 1, clock: { now: () => now } });

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.cookies.find((c) => c.name === "fmn_session")).toBeUndefined();
}

describe("sign-in failures", () => {
  it("never count correct sign-ins: ten, then an eleventh, all succeed", async () => {
    const IP_A = newIp();
    const { email, password } = await signUp(app);
    for (let i = 1; i <= 11; i++) expect((await login(email, password, IP_A)).statusCode, `sign-in ${i}`).toBe(200);
  });

  it("slow the attacker's IP for that address, not the owner from another IP", async () => {
    const [IP_A, IP_B] = [newIp(), newIp()];
    const { email, password } = await signUp(app);
    for (let i = 1; i <= 10; i++)
      expect((await login(email, `guess number ${i}`, IP_A)).statusCode, `guess ${i}`).toBe(401);
    // The attacker's IP is refused, even with the right password.
    expectRefused(await login(email, "guess number 11", IP_A));
    expectRefused(await login(email, password, IP_A));
    // The owner, from an IP without failures, signs in.
    const owner = await login(email, password, IP_B);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === "fmn_session")).toBeDefined();
    // The attacker's IP may still sign in to another account of its own.
    const other = await signUp(app);
    expect((await login(other.email, other.password, IP_A)).statusCode).toBe(200);
  });

  it("expire after the 15-minute window", async () => {
    const IP_A = newIp();
    const { email, password } = await signUp(app);
    for (let i = 1; i <= 10; i++) await login(email, "wrong password", IP_A);
    expectRefused(await login(email, password, IP_A));
    now = new Date(now.getTime() + 15 * 60_000 + 1_000);
    expect((await login(email, password, IP_A)).statusCode).toBe(200);
  });

  it("are counted before the password check, so a burst of concurrent guesses gets no more than ten tries", async () => {
    const IP_B = newIp();
    const { email } = await signUp(app);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `burst guess ${i}`, IP_B)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("are forgotten after a correct sign-in from that IP", async () => {
    const IP_A = newIp();
    const { email, password } = await signUp(app);
    for (let i = 1; i <= 9; i++) await login(email, "typo password", IP_A);
    expect((await login(email, password, IP_A)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login(email, "typo again", IP_A)).statusCode, `typo ${i}`).toBe(401);
  });
});
