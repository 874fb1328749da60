// @vitest-environment happy-dom
import type { StatementDetail } from "@shared/schemas/payouts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatementFigures } from "./statement-panel";

afterEach(cleanup);

const statement: StatementDetail = {
  id: 3,
  supplierId: 7,
  vendorName: "Banksia Lane",
  month: "2026-11",
  state: "open",
  orderCount: 1,
  ordersCents: 6840,
  adjustmentsCents: 0,
  totalCents: 6840,
  gstCents: null,
  approvedAt: null,
  paidAt: null,
  paymentReference: null,
  gstRegistered: false,
  abn: null,
  approvedByName: null,
  paidByName: null,
  monthEnded: true,
  lines: [
    {
      orderId: 12,
      deliveryDate: "2026-12-07",
      deliveredAt: "2026-11-26T23:00:00.000Z",
      costCents: 6840,
      costNote: null,
    },
  ],
  adjustments: [],
};

describe("a statement's figures", () => {
  it("puts the delivered orders in a labelled region that scrolls by keyboard on a phone", () => {
    render(<StatementFigures statement={statement} />);
    const region = screen.getByRole("region", { name: "Delivered orders" });
    expect(region.getAttribute("tabindex")).toBe("0");
    const row = within(region).getByRole("row", { name: /#12/ });
    expect(row.textContent).toContain("$68.40");
  });
});
