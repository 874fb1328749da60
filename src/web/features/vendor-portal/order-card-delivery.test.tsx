// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { OrderCard } from "./order-card";
import { vendorOrder } from "./order-test-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shipped = vendorOrder({
  id: 12,
  status: "shipped",
  fulfilment: {
    packagePhotoId: "pkg",
    packagePhotoUrl: "/api/fulfilment-orders/12/package-photo",
    inclusions: "Peonies",
    dispatchDate: "2026-11-19",
    dispatchTime: null,
    courier: null,
    trackingNumber: null,
    notes: null,
  },
});

describe("the order card's delivery actions (issue 17)", () => {
  it("links the packing slip as a PDF in a new tab", () => {
    stubApi({});
    renderScreen(<OrderCard order={vendorOrder({ id: 12 })} />);
    const link = screen.getByRole("link", { name: /Print packing slip for Jamie Rivers/ });
    expect(link.getAttribute("href")).toBe("/api/vendor/orders/12/packing-slip.pdf");
    expect(link.getAttribute("target")).toBe("_blank");
    // Not yet sent: nothing to mark delivered.
    expect(screen.queryByRole("button", { name: /Mark delivered/ })).toBeNull();
  });

  it("prints no slip for a card whose recipient is hidden (an inactive vendor)", () => {
    stubApi({});
    renderScreen(
      <OrderCard
        order={vendorOrder({
          recipientName: "Recipient details hidden",
          address: { line1: null, suburb: null, state: null, postcode: null },
        })}
      />,
    );
    expect(screen.queryByRole("link", { name: /Print packing slip/ })).toBeNull();
  });

  it("marks a shipped order delivered without a photo, and shows the proof", async () => {
    const delivered = {
      ...shipped,
      status: "delivered",
      proof: { deliveredAt: "2026-11-24T03:00:00.000Z", confirmedBy: "vendor", photoUrl: null },
    };
    const api = stubApi({
      "POST /api/vendor/orders/12/delivered": { status: 200, body: delivered },
      "GET /api/vendor/orders": { status: 200, body: [delivered] },
    });
    renderScreen(<OrderCard order={shipped} />);
    fireEvent.click(screen.getByRole("button", { name: "Mark delivered for Jamie Rivers" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark delivered" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm delivered" }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")).toEqual({
        method: "POST",
        path: "/api/vendor/orders/12/delivered",
        body: { photoId: null },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's reason when it is refused", async () => {
    stubApi({
      "POST /api/vendor/orders/12/delivered": {
        status: 409,
        body: { code: "CONFLICT", message: "This order is already marked delivered." },
      },
    });
    renderScreen(<OrderCard order={shipped} />);
    fireEvent.click(screen.getByRole("button", { name: "Mark delivered for Jamie Rivers" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark delivered" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm delivered" }));
    expect(await screen.findByText("This order is already marked delivered.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Mark delivered" })).toBeTruthy();
  });

  it("shows when and by whom a delivered order was confirmed, with its photo", () => {
    stubApi({});
    renderScreen(
      <OrderCard
        order={{
          ...shipped,
          status: "delivered",
          proof: {
            deliveredAt: "2026-11-24T03:00:00.000Z",
            confirmedBy: "vendor",
            photoUrl: "/api/fulfilment-orders/12/delivery-photo",
          },
        }}
      />,
    );
    const proof = screen.getByRole("region", { name: "Proof of delivery for Jamie Rivers" });
    expect(proof.textContent).toContain("Delivered 24 Nov 2026, 2:00 pm · Confirmed by the florist");
    expect(within(proof).getByRole("img").getAttribute("src")).toBe("/api/fulfilment-orders/12/delivery-photo");
    expect(screen.queryByRole("button", { name: /Mark delivered/ })).toBeNull();
  });
});
