// @vitest-environment happy-dom
import { PROOF_OF_DELIVERY_MESSAGES } from "@shared/domain/proof-of-delivery";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CostCell } from "./fulfilment-cost-cell";

afterEach(cleanup);

function renderCell(onSave = vi.fn(async () => true)) {
  render(<CostCell orderId={7} value={45} onSave={onSave} note="Price of the subscribed box" />);
  return { onSave, cost: screen.getByRole("textbox", { name: "Cost for order 7" }) };
}

describe("the staff cost cell", () => {
  it("asks why before a new cost is sent, and sends the amount with the reason", async () => {
    const { onSave, cost } = renderCell();
    expect(screen.queryByRole("textbox", { name: "Reason for the new cost of order 7" })).toBeNull();
    fireEvent.change(cost, { target: { value: "52" } });
    const reason = screen.getByRole("textbox", { name: "Reason for the new cost of order 7" });
    fireEvent.click(screen.getByRole("button", { name: "Save cost for order 7" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", PROOF_OF_DELIVERY_MESSAGES.costReason);
    expect(document.activeElement).toBe(reason);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: "Peonies out of season" } });
    fireEvent.keyDown(reason, { key: "Enter" });
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith("52.00", "Peonies out of season"));
  });

  it("sends nothing for the same cost, and Escape puts the saved cost back", () => {
    const { onSave, cost } = renderCell();
    fireEvent.change(cost, { target: { value: "45.0" } });
    expect(screen.queryByRole("button", { name: /Save cost/ })).toBeNull();
    fireEvent.change(cost, { target: { value: "60" } });
    fireEvent.keyDown(cost, { key: "Escape" });
    expect(cost).toHaveProperty("value", "45.00");
    expect(screen.queryByRole("button", { name: /Save cost/ })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
