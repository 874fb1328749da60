// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { OrderHistoryButton } from "./fulfilment-history";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const step = (id: number, values: Record<string, unknown>) => ({
  id,
  vendorName: null,
  toVendorName: null,
  actorName: null,
  reason: null,
  note: null,
  acceptBy: null,
  at: "2026-11-23T00:00:00.000Z",
  ...values,
});

describe("an order's offer history", () => {
  it("lists who was offered it, who declined and why, and where it went", async () => {
    stubApi({
      "GET /api/admin/fulfillment-orders/9/events": {
        status: 200,
        body: [
          step(1, { kind: "offered", label: "Offered", vendorName: "Carlton Stems", reason: "Routed" }),
          step(2, {
            kind: "declined",
            label: "Declined",
            vendorName: "Carlton Stems",
            actorName: "Rosa Bloom",
            reason: "Fully booked",
            note: "Wedding",
          }),
          step(3, {
            kind: "passed_on",
            label: "Passed on",
            vendorName: "Carlton Stems",
            reason: "Declined by the vendor",
          }),
          step(4, { kind: "unassigned", label: "Left unassigned", reason: "Declined by the vendor" }),
        ],
      },
    });
    renderScreen(<OrderHistoryButton orderId={9} />);
    fireEvent.click(screen.getByRole("button", { name: "History of order 9" }));
    await screen.findByRole("dialog", { name: "Order 9: offers" });
    expect(await screen.findByText("Offered to Carlton Stems (Routed)")).toBeTruthy();
    expect(screen.getByText("Declined by Carlton Stems (Fully booked)")).toBeTruthy();
    expect(screen.getByText(/Rosa Bloom · “Wedding”/)).toBeTruthy();
    expect(screen.getByText("Passed on from Carlton Stems to nobody (Declined by the vendor)")).toBeTruthy();
    expect(screen.getByText("Left unassigned (Declined by the vendor)")).toBeTruthy();
  });
});
