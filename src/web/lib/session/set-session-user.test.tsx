// @vitest-environment happy-dom
import type { User } from "@shared/schemas/auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { QUERY_ROOTS } from "../query-keys";
import { sessionQueryKey, useSetSessionUser } from "./get-session";

/** Signing in as someone else in the same browser: nothing read for the previous person stays. */
const person = (id: number, fullName: string): User => ({
  id,
  username: fullName.toLowerCase(),
  email: `${fullName.toLowerCase()}@example.com`,
  fullName,
  role: "customer",
  phone: null,
  streetNumber: null,
  streetName: null,
  aptUnitNumber: null,
  suburb: null,
  city: null,
  state: null,
  postcode: null,
  country: null,
  address: null,
  createdAt: "2026-11-20T01:00:00.000Z",
});
const recipientsKey = [QUERY_ROOTS.recipients, "list"];

function setUp(signedIn: User | null) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, signedIn);
  client.setQueryData(recipientsKey, [{ id: 1, name: "Jamie" }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetSessionUser(), { wrapper });
  return { client, setUser: result.current };
}

describe("useSetSessionUser", () => {
  it("forgets the previous person's reads when someone else signs in", () => {
    const { client, setUser } = setUp(person(1, "Alex"));
    act(() => setUser(person(2, "Sam")));
    expect(client.getQueryData(recipientsKey)).toBeUndefined();
    expect(client.getQueryData<User>(sessionQueryKey)?.id).toBe(2);
  });

  it("keeps them when the same person's details change (a profile save)", () => {
    const { client, setUser } = setUp(person(1, "Alex"));
    act(() => setUser({ ...person(1, "Alexandra") }));
    expect(client.getQueryData(recipientsKey)).toHaveLength(1);
  });

  it("keeps a visitor's reads (the catalogue) when they sign in", () => {
    const { client, setUser } = setUp(null);
    act(() => setUser(person(2, "Sam")));
    expect(client.getQueryData(recipientsKey)).toHaveLength(1);
  });
});
