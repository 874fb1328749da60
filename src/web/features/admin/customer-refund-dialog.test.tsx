// @vitest-environment happy-dom
import { REFUND_MESSAGES } from "@shared/domain/staff-refund";
import type { StaffDelivery } from "@shared/schemas/customers";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { CustomerRefundDialog } from "./customer-refund-dialog";

const delivery: StaffDelivery = {
  id: 55,
  deliveryDate: "2027-03-01",
  kind: "regular",
  specialDateType: "",
  status: "scheduled",
  stateLabel: "Scheduled",
  boxName: "Seasonal Flowers",
  paymentId: 9,
  allocatedCents: 9_000,
  allocatedGstCents: 818,
  refundPaymentId: null,
  refundRefusal: null,
};
const url = "POST /api/admin/customers/7/deliveries/55/refund";

function openDialog(answer: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ [url]: answer });
  const onRefunded = vi.fn();
  renderScreen(
    <CustomerRefundDialog customerId={7} customerName="Ann Li" delivery={delivery} onRefunded={onRefunded} />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Refund the delivery on 1 Mar 2027" }));
  return { api, onRefunded };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("refunding a delivery", () => {
  it("shows the amount first, asks for a reason, then refunds with it", async () => {
    const refund = {
      deliveryId: 55,
      deliveryDate: "2027-03-01",
      refundPaymentId: 12,
      amountCents: 9_000,
      gstCents: 818,
    };
    const { api, onRefunded } = openDialog((call) => ({
      status: 200,
      body: { ...refund, reason: (call.body as { reason: string }).reason },
    }));
    const dialog = await screen.findByRole("dialog", { name: "Refund the delivery on 1 Mar 2027?" });
    expect(dialog.textContent).toContain("$90.00 (including $8.18 GST) goes back to Ann Li's card");

    fireEvent.click(screen.getByRole("button", { name: "Refund $90.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REFUND_MESSAGES.reason);
    expect(api.calls).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "Reason (sent to the customer)" }), {
      target: { value: "Moving overseas" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Refund $90.00" }));
    await vi.waitFor(() => expect(onRefunded).toHaveBeenCalledWith({ ...refund, reason: "Moving overseas" }));
    expect(api.calls).toEqual([{ method: "POST", path: url.slice(5), body: { reason: "Moving overseas" } }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with the server's reason when the refund is refused", async () => {
    const { onRefunded } = openDialog({
      status: 409,
      body: { code: "INVALID_STATE", message: REFUND_MESSAGES.dispatched },
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Reason (sent to the customer)" }), {
      target: { value: "Arrived late" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Refund $90.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REFUND_MESSAGES.dispatched);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onRefunded).not.toHaveBeenCalled();
  });
});
