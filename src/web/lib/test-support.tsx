import type { User } from "@shared/schemas/auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "../components/ui/toast";

/**
 * For the forms' component tests: the app's providers around one screen, and the browser's fetch
 * answering the API by "METHOD /path" (the query left out) with the requests kept.
 */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | ((call: ApiCall) => { status: number; body?: unknown });

/** Stubs fetch: each "METHOD /path" answers as given; anything else is a 404 (and is kept too). */
export function stubApi(answers: Record<string, Answer>): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = (init.method ?? "GET").toUpperCase();
      const path = new URL(input, "http://shop.test").pathname;
      const call = { method, path, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = answers[`${method} ${path}`];
      const { status, body } = typeof answer === "function" ? answer(call) : (answer ?? { status: 404 });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { calls };
}

/** A signed-in user as GET /api/auth/session returns it. */
export function sessionUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: "robin",
    email: "robin@example.com",
    fullName: "Robin Tester",
    role: "customer",
    phone: "0412 345 678",
    streetNumber: "1",
    streetName: "Main Street",
    aptUnitNumber: null,
    suburb: "Fitzroy",
    city: "Melbourne",
    state: "VIC",
    postcode: "3065",
    country: "Australia",
    address: "1 Main Street, Fitzroy, Melbourne, VIC 3065, Australia",
    createdAt: "2026-01-10T00:00:00.000Z",
    ...overrides,
  };
}

/** Where a screen navigated to, shown in place of any other route. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

/** Renders a screen at `url` (matched by `route`) inside the app's providers: queries, toasts, router. */
export function renderScreen(screen: ReactElement, { url = "/", route = "/" }: { url?: string; route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
