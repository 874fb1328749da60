import { describe, expect, it } from "vitest";
import { pdfTextLines } from "../../../../test/support/pdf-text";
import { type PaymentDocumentModel, renderPaymentDocument } from "./payment-document-pdf";

const model = (overrides: Partial<PaymentDocumentModel>): PaymentDocumentModel => ({
  title: "Tax invoice",
  number: "FMN-P000007",
  issuedOn: "1 Jan 2027",
  paidAt: new Date("2026-12-31T22:00:00Z"),
  shop: {
    name: "Forget Me Not",
    abn: "51 824 753 556",
    email: "hello@forgetmenot.com.au",
    website: "forgetmenot.com.au",
  },
  buyer: { name: "Zoë O’Brien", email: "zoe@example.com" },
  recipientName: "Łucja Nowak",
  lines: [{ description: "Seasonal Flowers gift subscription", detail: null, quantity: 1, amountCents: 10_000 }],
  totalCents: 10_000,
  gstCents: 909,
  paymentMethod: "Paid by card through Stripe",
  reference: "in_1Qx",
  notes: [],
  ...overrides,
});

describe("a payment's PDF", () => {
  it("writes names as far as its fonts can draw them", async () => {
    const text = (await pdfTextLines(await renderPaymentDocument(model({})))).join("\n");
    expect(text).toContain("Zoë O’Brien");
    expect(text).toContain("Gift subscription for ?ucja Nowak");
  });

  it("is the same file for the same payment", async () => {
    const [a, b] = await Promise.all([renderPaymentDocument(model({})), renderPaymentDocument(model({}))]);
    expect(a.equals(b)).toBe(true);
  });

  it("runs a long list of lines onto more pages, each saying whose it is, with the totals after the last line", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Delivery ${i + 1}`,
      detail: "Delivered on 9 May 2027",
      quantity: 1,
      amountCents: 10_000,
    }));
    const text = await pdfTextLines(
      await renderPaymentDocument(model({ lines, totalCents: 400_000, gstCents: 36_364 })),
    );
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Delivery ${i} 1 $100.00`);
    expect(text.filter((line) => line === "Tax invoice FMN-P000007, continued").length).toBeGreaterThan(0);
    expect(text.indexOf("Total paid $4,000.00")).toBeGreaterThan(text.indexOf("Delivery 40 1 $100.00"));
  });
});
