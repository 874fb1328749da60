import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";

/**
 * For the tabs' component tests: the browser's fetch answering the one call a tab makes, held until
 * `release()` so the pending state can be seen; its requests are kept.
 */
export function answer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      await gate;
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return { calls, release };
}

/** Renders a tab with its own query client (no retries, as in the app). */
export function renderWithQueries(tab: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{tab}</QueryClientProvider>);
}
