// @vitest-environment happy-dom
import type { CustomerSearchResult } from "@shared/schemas/customers";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, sessionUser, stubApi } from "../../lib/test-support";
import { Component as CustomersPage } from "./customers-page";

const found: CustomerSearchResult = {
  customers: [
    {
      id: 31,
      fullName: "Ann Li",
      email: "annli@example.net",
      createdAt: "2026-11-01T00:00:00.000Z",
      subscriptions: 2,
      liveSubscriptions: 1,
    },
  ],
  page: 1,
  pageSize: 20,
  hasMore: false,
};

function openPage() {
  const api = stubApi({
    "GET /api/auth/session": { status: 200, body: { user: sessionUser({ role: "admin" }) } },
    "GET /api/admin/customers": { status: 200, body: found },
  });
  renderScreen(<CustomersPage />, { url: "/admin/customers", route: "/admin/customers" });
  const searched = () => api.calls.filter((call) => call.path === "/api/admin/customers").length;
  return { searched };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("staff's customer search", () => {
  it("asks for two characters, then searches once typing pauses and lists the customer", async () => {
    const { searched } = openPage();
    const box = await screen.findByRole("searchbox", { name: "Name or e-mail" });
    fireEvent.change(box, { target: { value: "a" } });
    expect(await screen.findByText(/at least 2 characters/, {}, { timeout: 2_000 })).toBeTruthy();
    expect(searched()).toBe(0);

    fireEvent.change(box, { target: { value: "an" } });
    fireEvent.change(box, { target: { value: "ann " } });
    fireEvent.change(box, { target: { value: "ann l" } });
    const link = await screen.findByRole("link", { name: /Ann Li/ }, { timeout: 2_000 });
    expect(link.getAttribute("href")).toBe("/admin/customers/31");
    expect(link.textContent).toContain("2 subscriptions, 1 live");
    // One search for the pause, not one per keystroke.
    expect(searched()).toBe(1);
    expect(screen.getByRole("status").textContent).toBe("1 customer matches “ann l”.");
    expect((box as HTMLInputElement).value).toBe("ann l");
  });

  it("Search runs at once, without waiting", async () => {
    const { searched } = openPage();
    const box = await screen.findByRole("searchbox", { name: "Name or e-mail" });
    fireEvent.change(box, { target: { value: "example.net" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("link", { name: /Ann Li/ });
    expect(searched()).toBe(1);
  });
});
