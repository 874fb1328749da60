// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { OfferActions } from "./offer-actions";
import { vendorOrder } from "./order-test-fixtures";

const offered = vendorOrder({ id: 5, offerState: "offered", acceptBy: "2026-11-23T22:00:00.000Z" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("answering an offered order", () => {
  it("shows its deadline in Sydney time, en-AU, and accepts it", async () => {
    const api = stubApi({
      "POST /api/vendor/orders/5/accept": { status: 200, body: { ...offered, offerState: "accepted" } },
    });
    renderScreen(<OfferActions order={offered} />);
    expect(screen.getByText(/Accept by Tue, 24 Nov, 9:00\s?am AEDT/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Accept the order for/ }));
    await vi.waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/vendor/orders/5/accept"),
    );
  });

  it("asks for a reason before declining, then sends it with the note", async () => {
    const api = stubApi({
      "POST /api/vendor/orders/5/decline": { status: 200, body: { id: 5, message: "Passed on." } },
    });
    renderScreen(<OfferActions order={offered} />);
    fireEvent.click(screen.getByRole("button", { name: /^Decline the order for/ }));
    await screen.findByRole("dialog", { name: "Decline this order" });
    fireEvent.click(screen.getByRole("button", { name: "Decline order" }));
    expect(await screen.findByText("Please choose why you're declining this order.")).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "fully_booked" } });
    fireEvent.change(screen.getByLabelText("Note (optional)"), { target: { value: "Two weddings" } });
    fireEvent.click(screen.getByRole("button", { name: "Decline order" }));
    await vi.waitFor(() =>
      expect(api.calls).toEqual([
        {
          method: "POST",
          path: "/api/vendor/orders/5/decline",
          body: { reason: "fully_booked", note: "Two weddings" },
        },
      ]),
    );
  });

  it("shows nothing for an accepted order", () => {
    stubApi({});
    renderScreen(<OfferActions order={vendorOrder({ offerState: "accepted" })} />);
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });
});
