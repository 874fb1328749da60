import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { type AuthRepository, authRepository } from "../src/server/modules/auth/auth.repository";
import { newCustomer } from "./support/http";
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
// Every password check starts with the account's lookup: counting lookups counts checked guesses.
let passwordChecks = 0;
const countingRepository: AuthRepository = {
  ...authRepository,
  findUserByEmail: (db, email) => {
    passwordChecks++;
    return authRepository.findUserByEmail(db, email);
  },
};
const app = await createTestApp({ rateLimitScale: 1, clock: { now: () => now }, authRepository: countingRepository });

/** A new customer, registered from an IP of its own (registration allows ten an hour per IP). */
let registrations = 0;
async function signUp() {
  const payload = newCustomer();
  const remoteAddress = `198.51.100.${++registrations}`;
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload, remoteAddress });
  expect(response.statusCode, response.body).toBe(201);
  return { email: payload.email, password: payload.password };
}

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
    const { email, password } = await signUp();
    for (let i = 1; i <= 11; i++) expect((await login(email, password, IP_A)).statusCode, `sign-in ${i}`).toBe(200);
  });

  it("slow the attacker's IP for that address, not the owner from another IP", async () => {
    const [IP_A, IP_B] = [newIp(), newIp()];
    const { email, password } = await signUp();
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
    const other = await signUp();
    expect((await login(other.email, other.password, IP_A)).statusCode).toBe(200);
  });

  it("expire after the 15-minute window", async () => {
    const IP_A = newIp();
    const { email, password } = await signUp();
    for (let i = 1; i <= 10; i++) await login(email, "wrong password", IP_A);
    expectRefused(await login(email, password, IP_A));
    now = new Date(now.getTime() + 15 * 60_000 + 1_000);
    expect((await login(email, password, IP_A)).statusCode).toBe(200);
  });

  it("are counted before the password check, so a burst of concurrent guesses gets no more than ten tries", async () => {
    const IP_B = newIp();
    const { email } = await signUp();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `burst guess ${i}`, IP_B)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("are forgotten after a correct sign-in from that IP", async () => {
    const IP_A = newIp();
    const { email, password } = await signUp();
    for (let i = 1; i <= 9; i++) await login(email, "typo password", IP_A);
    expect((await login(email, password, IP_A)).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login(email, "typo again", IP_A)).statusCode, `typo ${i}`).toBe(401);
  });
});

/**
 * Ten failures per address and IP still let an attacker with many IPs make ten guesses from each:
 * from 10 addresses, 100 of 110 guesses against one account were checked. Now, once an account has
 * twenty failed sign-ins in the window (from any IPs), a further attempt from an IP that already has
 * a failure against it is refused before the password is checked; an IP without failures (the owner
 * at home) is still checked, so the owner's right password signs in.
 */
describe("guessing one account from many IPs", () => {
  const ACCOUNT_CEILING = 20;
  // Loopback addresses, a block per call (127.0.91.x, 127.0.92.x, …), as a botnet's many clients;
  // the owners sign in from 127.1.0.x.
  let nextBlock = 1;
  const loopbackIps = (count: number) => {
    const block = nextBlock++;
    return Array.from({ length: count }, (_, i) => `127.0.${90 + block}.${i + 1}`);
  };

  /** Rounds of guesses, each one from every IP in turn: the statuses, and how many were checked. */
  async function guessFromEach(
    ips: string[],
    rounds: number,
    attempt: (password: string, ip: string) => Promise<LightMyRequestResponse>,
  ) {
    const before = passwordChecks;
    const statuses: number[] = [];
    for (let round = 1; round <= rounds; round++)
      for (const ip of ips) statuses.push((await attempt(`guess ${round} from ${ip}`, ip)).statusCode);
    return { statuses, checked: passwordChecks - before };
  }

  it("refuses most of 110 guesses from 10 IPs unchecked, and the owner from a clean IP still signs in", async () => {
    const { email, password } = await signUp();
    const ips = loopbackIps(10);
    const { statuses, checked } = await guessFromEach(ips, 11, (guess, ip) => login(email, guess, ip));
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_CEILING);
    expect(statuses.filter((s) => s === 429)).toHaveLength(110 - ACCOUNT_CEILING);
    expect(checked).toBe(ACCOUNT_CEILING);
    // A refused guess carries the same answer as any other limit, and no hint that the account is targeted.
    expectRefused(await login(email, "one more guess", ips[0]!));

    const owner = await login(email, password, "127.1.0.1");
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === "fmn_session")).toBeDefined();
    // The owner's sign-in is no failure: it neither ends the attack window nor adds to it.
    expectRefused(await login(email, password, ips[1]!));
  });

  it("holds for a concurrent burst: the account's attempts are counted before any password is checked", async () => {
    const { email } = await signUp();
    const before = passwordChecks;
    const ips = loopbackIps(10);
    const responses = await Promise.all(
      ips.flatMap((ip) => Array.from({ length: 11 }, (_, i) => login(email, `burst ${i} from ${ip}`, ip))),
    );
    const checked = passwordChecks - before;
    // At most the ceiling, plus the first guess of each IP.
    expect(checked).toBeLessThanOrEqual(ACCOUNT_CEILING + ips.length);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(checked);
  });

  it("gives each new IP one checked guess while the account is under attack", async () => {
    const { email } = await signUp();
    await guessFromEach(loopbackIps(10), 2, (guess, ip) => login(email, guess, ip));
    const fresh = loopbackIps(5);
    const { statuses, checked } = await guessFromEach(fresh, 3, (guess, ip) => login(email, guess, ip));
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    expect(checked).toBe(5);
  });

  it("refuses an IP with a failure even with the right password while the attack lasts, until its window ends", async () => {
    const { email, password } = await signUp();
    const typo = "127.1.0.2";
    expect((await login(email, "typo password", typo)).statusCode).toBe(401);
    await guessFromEach(loopbackIps(10), 2, (guess, ip) => login(email, guess, ip));
    expectRefused(await login(email, password, typo));
    now = new Date(now.getTime() + 15 * 60_000 + 1_000);
    expect((await login(email, password, typo)).statusCode).toBe(200);
  });

  it("leaves an account with a few failures from a few IPs alone", async () => {
    const { email, password } = await signUp();
    const { statuses } = await guessFromEach(loopbackIps(2), 9, (guess, ip) => login(email, guess, ip));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await login(email, password, "127.1.0.3")).statusCode).toBe(200);
  });

  it("never counts the owner's own sign-ins towards the ceiling", async () => {
    const { email, password } = await signUp();
    const [typist, home] = ["127.1.0.5", "127.1.0.6"];
    // Nine typos from one IP and ten from two others: with the next typo, exactly at the ceiling.
    for (let i = 0; i < 9; i++) expect((await login(email, `typo ${i}`, typist)).statusCode).toBe(401);
    await guessFromEach(loopbackIps(2), 5, (guess, ip) => login(email, guess, ip));
    for (let i = 0; i < 5; i++) expect((await login(email, password, home)).statusCode).toBe(200);
    // Had those sign-ins counted, the account would be under attack and the typist refused unchecked.
    expect((await login(email, "typo again", typist)).statusCode).toBe(401);
  });

  it("counts the vendor sign-in against the same account ceiling", async () => {
    const vendor = { email: `vendor.${Date.now()}@example.com`, password: "vendor password 1" };
    await app.services.auth.createVendorAccount(
      { ...vendor, fullName: "Vera Vendor", phone: "0412345678" },
      "taken",
      async () => undefined,
    );
    const vendorLogin = (password: string, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/vendor/login",
        payload: { email: vendor.email, password },
        remoteAddress,
      });
    const ips = loopbackIps(10);
    // Half the guesses at the customer sign-in, half at the vendor's: one budget for the account.
    const { statuses, checked } = await guessFromEach(ips, 11, (guess, ip) =>
      ips.indexOf(ip) % 2 ? vendorLogin(guess, ip) : login(vendor.email, guess, ip),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(110 - ACCOUNT_CEILING);
    expect(checked).toBe(ACCOUNT_CEILING);
    expect((await vendorLogin(vendor.password, "127.1.0.4")).statusCode).toBe(200);
  });
});
