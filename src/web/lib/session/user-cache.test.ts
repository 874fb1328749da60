import type { User } from "@shared/schemas/auth";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, sessionQueryOptions } from "./get-session";

/** The spec's key (spec §3 "User"). */
const USER_CACHE_KEY = "forgetMeNot_user";

/**
 * `forgetMeNot_user` used to hold the whole user (address, phone, e-mail) and was read back as the
 * session's placeholder without any check. Now it holds only who is signed in, and the session never
 * takes its data from it.
 */
const user: User = {
  id: 41,
  username: "robin",
  email: "robin@example.com",
  fullName: "Robin Tester",
  role: "customer",
  phone: "0412 345 678",
  streetNumber: "12",
  streetName: "Wattle Street",
  aptUnitNumber: "3",
  suburb: "Fitzroy",
  city: "Melbourne",
  state: "VIC",
  postcode: "3065",
  country: "Australia",
  address: "3/12 Wattle Street, Fitzroy, Melbourne, VIC 3065, Australia",
  createdAt: "2026-11-20T01:00:00.000Z",
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
const answerSession = (body: { user: User | null }) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } })),
  );

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("forgetMeNot_user", () => {
  it("keeps only who is signed in: no address, phone or e-mail", async () => {
    answerSession({ user });
    expect(await getSession()).toEqual(user);
    const stored = JSON.parse(storage.getItem(USER_CACHE_KEY)!);
    expect(stored).toEqual({ id: 41, username: "robin", fullName: "Robin Tester", role: "customer" });
    const text = storage.getItem(USER_CACHE_KEY)!;
    for (const personal of ["Wattle", "3065", "0412", "robin@example.com"]) expect(text).not.toContain(personal);
  });

  it("is removed when the session says nobody is signed in", async () => {
    storage.setItem(USER_CACHE_KEY, JSON.stringify({ id: 41 }));
    answerSession({ user: null });
    expect(await getSession()).toBeNull();
    expect(storage.getItem(USER_CACHE_KEY)).toBeNull();
  });

  it("never stands in for the session: a forged or unreadable value is not the session's data, and is replaced", async () => {
    for (const stored of [JSON.stringify({ id: 1, role: "admin", fullName: 5 }), "{not json"]) {
      storage.setItem(USER_CACHE_KEY, stored);
      const client = new QueryClient();
      const observer = new QueryObserver(client, { ...sessionQueryOptions(), enabled: false });
      expect(observer.getCurrentResult().data).toBeUndefined();
      answerSession({ user: null });
      await client.fetchQuery(sessionQueryOptions());
      expect(storage.getItem(USER_CACHE_KEY)).toBeNull();
    }
  });
});
