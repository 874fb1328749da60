// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, sessionUser, stubApi } from "../../lib/test-support";
import { Component as AccountPage } from "./account-page";

const VENDOR = sessionUser({ id: 12, role: "vendor", email: "hello@lanewaystems.example", fullName: "Laneway Stems" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("/account for a vendor", () => {
  // Regression: a signed-in vendor saw two red error boxes (recipients and subscriptions are customers').
  it("shows where the vendor portal is, and no error", async () => {
    const api = stubApi({ "GET /api/auth/session": { status: 200, body: { user: VENDOR } } });
    renderScreen(<AccountPage />, { url: "/account", route: "/account" });

    await screen.findByRole("heading", { level: 1, name: "You're signed in as a vendor" });
    expect(screen.getByRole("link", { name: "Go to the Vendor Portal" }).getAttribute("href")).toBe("/for-vendors");
    expect(screen.queryAllByRole("alert")).toEqual([]);
    expect(api.calls.map((call) => call.path)).toEqual(["/api/auth/session"]);
  });

  it("signing in with a vendor's account on /account leads to the vendor portal", async () => {
    stubApi({
      "GET /api/auth/session": { status: 200, body: { user: null } },
      "POST /api/auth/login": { status: 200, body: { user: VENDOR } },
    });
    renderScreen(<AccountPage />, { url: "/account", route: "/account" });
    const form = await screen.findByRole("form", { name: "Sign in" });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: VENDOR.email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Vendor-pass-1!" } });
    fireEvent.submit(form);
    expect(await screen.findByText("Now at /for-vendors")).toBeTruthy();
  });
});
