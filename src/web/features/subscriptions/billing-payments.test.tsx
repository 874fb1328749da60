// @vitest-environment happy-dom
import type { BillingOverview } from "@shared/schemas/billing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BillingPayments } from "./billing-payments";

type Payment = BillingOverview["payments"][number];

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 1,
  kind: "initial",
  status: "succeeded",
  amountCents: 17_500,
  gstCents: 1_591,
  periodStart: "2026-11-21",
  failureMessage: null,
  createdAt: "2026-11-21T01:00:00.000Z",
  document: { title: "Tax invoice", url: "/api/payments/1/document.pdf" },
  ...overrides,
});

afterEach(cleanup);

describe("the billing page's payments", () => {
  it("link each payment's PDF, named after the payment, and no link for a declined charge", () => {
    render(
      <BillingPayments
        payments={[
          payment({
            id: 3,
            kind: "refund",
            amountCents: -9_000,
            gstCents: -818,
            createdAt: "2026-11-25T23:30:00.000Z",
            document: { title: "Adjustment note", url: "/api/payments/3/document.pdf" },
          }),
          payment({
            id: 2,
            kind: "renewal",
            status: "failed",
            failureMessage: "Your card was declined.",
            document: null,
          }),
          payment({}),
        ]}
      />,
    );
    // The table (tablets up) and the cards (phones) each carry the links; the table is read here.
    const table = within(screen.getByRole("table", { name: "Payments made" }));
    const links = table.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Download adjustment note for the refund of $90.00 on 26 Nov 2026 (PDF)", "/api/payments/3/document.pdf"],
      ["Download tax invoice for the payment of $175.00 on 21 Nov 2026 (PDF)", "/api/payments/1/document.pdf"],
    ]);
    expect(links.every((link) => link.hasAttribute("download"))).toBe(true);
    expect(table.getByText("Refunded")).toBeTruthy();
  });
});
