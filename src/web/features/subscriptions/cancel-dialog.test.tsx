// @vitest-environment happy-dom
import type { CancellationPreview, CancellationResult } from "@shared/schemas/deliveries";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { CancelDialog } from "./cancel-dialog";

const preview: CancellationPreview = {
  willBeSent: [{ id: 1, deliveryDate: "2027-03-05", cents: 3000 }],
  refundable: [
    { id: 2, deliveryDate: "2027-04-05", cents: 3000, gstCents: 273 },
    { id: 3, deliveryDate: "2027-05-05", cents: 3000, gstCents: 273 },
  ],
  refundableCents: 6000,
  refundableGstCents: 546,
  unpaidWithdrawn: [],
};

const refunded: CancellationResult = {
  cancelled: true,
  sent: [{ id: 1, deliveryDate: "2027-03-05", cents: 3000 }],
  refunded: preview.refundable.map(({ id, deliveryDate, cents }) => ({ id, deliveryDate, cents })),
  refundCents: 6000,
  refundGstCents: 546,
};

function openDialog(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    "GET /api/subscriptions/9/cancellation": { status: 200, body: preview },
    "POST /api/subscriptions/9/cancel": { status: 200, body: refunded },
    ...answers,
  });
  renderScreen(<CancelDialog subscriptionId={9} recipientName="Jamie Rivers" offerPause={false} />);
  fireEvent.click(screen.getByRole("button", { name: "Cancel subscription for Jamie Rivers" }));
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("cancelling with paid deliveries", () => {
  it("shows what is still sent and what could be refunded, with GST, before anything is cancelled", async () => {
    const api = openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Cancel this subscription?" });
    const choice = await within(dialog).findByRole("radiogroup", { name: /Paid for, not yet being prepared \(2\)/ });
    expect(dialog.textContent).toContain("Still sent (1)");
    expect(dialog.textContent).toContain("Fri 5 Mar 2027");
    expect(within(choice).getByRole("radio", { name: "Send them" })).toHaveProperty("checked", true);
    expect(within(choice).getByRole("radio", { name: "Refund $60.00" })).toHaveProperty("checked", false);
    expect(dialog.textContent).toContain("Includes $5.46 GST");
    expect(api.calls.map((call) => call.method)).toEqual(["GET"]);
  });

  it("sends the buyer's choice and shows the refund before the dialog closes", async () => {
    const api = openDialog();
    const refund = await screen.findByRole("radio", { name: "Refund $60.00" });
    fireEvent.click(refund);
    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const done = await screen.findByRole("dialog", { name: "Subscription cancelled" });
    expect(api.calls.at(-1)).toEqual({
      method: "POST",
      path: "/api/subscriptions/9/cancel",
      body: { paidDeliveries: "refund" },
    });
    expect(done.textContent).toContain("Refunded $60.00 (incl. $5.46 GST) for 2 deliveries");
    expect(done.textContent).toContain("Fri 5 Mar 2027");
    expect(document.activeElement).toBe(within(done).getByRole("status"));
    fireEvent.click(within(done).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await screen.findByText("Subscription Cancelled");
  });

  it("keeps the dialog open with the server's reason when the cancellation is refused", async () => {
    openDialog({
      "POST /api/subscriptions/9/cancel": { status: 409, body: { message: "This subscription is already cancelled." } },
    });
    await screen.findByRole("radiogroup");
    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This subscription is already cancelled.");
    expect(screen.getByRole("dialog", { name: "Cancel this subscription?" })).toBeTruthy();
  });
});
