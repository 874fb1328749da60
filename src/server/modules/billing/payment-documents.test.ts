import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { sessionCookie, sessionFor, signInAsAdmin, signUp } from "../../../../test/support/http";
import { pdfTextLines } from "../../../../test/support/pdf-text";
import { createTestApp } from "../../../../test/support/test-app";
import { formatIsoDate, todayIso } from "../../../shared/domain/dates";
import type { App } from "../../app";
import { payments } from "../../db/schema";

let now = new Date("2026-11-21T01:00:00Z");
const clock = { now: () => now };
const ABN = "51 824 753 556";
const withAbn = await createTestApp({ clock, shopAbn: ABN });
const withoutAbn = await createTestApp({ clock });

/** A buyer who paid a checkout: their cookie and the payment's id. */
async function paidBuyer(app: App, checkout: Record<string, unknown> = {}) {
  const buyer = await signUp(app, { fullName: "Alex Citizen" });
  const recipient = await createRecipient(app, buyer.cookie);
  const prepared = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, ...checkout });
  expect((await pay(app, buyer.cookie, prepared.checkoutId, GOOD_CARD)).statusCode).toBe(200);
  const [payment] = await app.ctx.db.select().from(payments).where(eq(payments.checkoutId, prepared.checkoutId));
  return { ...buyer, payment: payment!, subscriptionId: prepared.subscriptionId };
}

const documentOf = (app: App, paymentId: number | string, cookie?: string) =>
  app.inject({
    method: "GET",
    url: `/api/payments/${paymentId}/document.pdf`,
    headers: cookie ? { cookie } : {},
  });

async function textOf(app: App, paymentId: number, cookie: string) {
  const response = await documentOf(app, paymentId, cookie);
  expect(response.statusCode).toBe(200);
  return (await pdfTextLines(response.rawPayload)).join("\n");
}

describe("a payment's PDF with the shop's ABN set", () => {
  it("is a tax invoice naming the shop's ABN, the buyer, what was paid for and the GST it includes", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    // $1,080 for a year of monthly boxes and $150 of special dates: over $1,000, so the buyer's identity is required.
    const { cookie, email, payment } = await paidBuyer(withAbn, {
      frequency: "annual",
      addOns: [{ key: "mothers-day" }, { key: "valentines" }],
    });
    const response = await documentOf(withAbn, payment.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const number = `FMN-P${String(payment.id).padStart(6, "0")}`;
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="forget-me-not-tax-invoice-${number}.pdf"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const lines = await pdfTextLines(response.rawPayload);
    expect(lines.slice(0, 2)).toEqual(["Tax invoice", "Forget Me Not"]);
    expect(lines).toContain(`ABN ${ABN}`);
    expect(lines).toContain(`Number ${number}`);
    // The day it was recorded, in Sydney, as the billing page shows it.
    expect(lines).toContain(`Date ${formatIsoDate(todayIso(payment.createdAt))}`);
    expect(lines.join("\n")).toContain("Alex Citizen");
    expect(lines.join("\n")).toContain(email);
    // One line per delivery the payment paid for (the ledger's allocations): twelve boxes and two add-ons.
    expect(lines.filter((line) => /^Seasonal Flowers delivery 1 \$90\.00$/.test(line))).toHaveLength(12);
    expect(lines).toContain("Delivery of 1 Dec 2026, Annual plan, monthly deliveries");
    expect(lines).toContain("Delivery of 1 Nov 2027, Annual plan, monthly deliveries");
    expect(lines).toContain("Mother's Day delivery (one-time add-on) 1 $75.00");
    expect(lines).toContain("Delivery of 9 May 2027");
    expect(lines).toContain("Valentine's Day delivery (one-time add-on) 1 $75.00");
    expect(lines).toContain("Total paid $1,230.00");
    // One eleventh of $1,230.00.
    expect(lines).toContain("Total includes GST of $111.82");
    expect(lines.join("\n")).toContain(`Reference ${payment.providerPaymentId}`);
    expect(lines.join("\n")).toContain("Paid by card in test mode");
  });

  it("gives a renewal its own invoice for the period it covers", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { email, password, subscriptionId } = await paidBuyer(withAbn);
    now = new Date("2026-12-21T01:00:00Z");
    await withAbn.services.dailyJobs.run();
    // A month on, the buyer signs in again (the first session has expired).
    const login = await withAbn.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const cookie = sessionCookie(login);
    const [renewal] = await withAbn.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, "renewal")));
    const text = await textOf(withAbn, renewal!.id, cookie);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(`Date ${formatIsoDate(todayIso(renewal!.createdAt))}`);
    expect(text).toContain(
      "Seasonal Flowers delivery 1 $100.00\nDelivery of 1 Jan 2027, Pay as you go, monthly deliveries",
    );
    expect(text).toContain("Total paid $100.00");
    expect(text).toContain("Total includes GST of $9.09");
  });

  it("makes a refund (a negative payment) an adjustment note with the GST it gives back", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, payment } = await paidBuyer(withAbn, { frequency: "annual" });
    const [refund] = await withAbn.ctx.db
      .insert(payments)
      .values({
        userId: payment.userId,
        subscriptionId: payment.subscriptionId,
        provider: "test",
        providerPaymentId: `refund-${payment.id}`,
        kind: "refund",
        status: "succeeded",
        amountCents: -9_000,
        gstCents: -818,
        createdAt: new Date("2026-11-25T23:30:00Z"),
      })
      .returning();
    const response = await documentOf(withAbn, refund!.id, cookie);
    expect(response.headers["content-disposition"]).toContain("forget-me-not-adjustment-note-FMN-P");
    const lines = await pdfTextLines(response.rawPayload);
    expect(lines.slice(0, 2)).toEqual(["Adjustment note", "Forget Me Not"]);
    expect(lines).toContain(`ABN ${ABN}`);
    // 23:30 UTC on the 25th is the 26th in Sydney, as the shop shows dates.
    expect(lines).toContain("Date 26 Nov 2026");
    expect(lines).toContainEqual(expect.stringMatching(/^Refund: .* 1 -\$90\.00$/));
    expect(lines).toContain("Total refunded -$90.00");
    expect(lines).toContain("Total refunded includes GST of $8.18");
    expect(lines.join("\n")).toContain("Refunded to the card in test mode");
    expect(lines.join("\n")).not.toContain("Tax invoice");
  });
});

describe("a refund's adjustment note", () => {
  it("lists the deliveries the refund gave back, each at the price it was bought at, adding up to the refund", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { email, password, subscriptionId } = await paidBuyer(withAbn, { frequency: "annual" });
    now = new Date("2027-02-20T01:00:00Z"); // December to February's boxes have locked; March's has not
    const login = await withAbn.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
    const cookie = sessionCookie(login);
    const cancelled = await withAbn.inject({
      method: "POST",
      url: `/api/subscriptions/${subscriptionId}/cancel`,
      headers: { cookie },
      payload: { paidDeliveries: "refund" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refundCents).toBe(81_000);
    const [refund] = await withAbn.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, "refund")));
    const lines = await pdfTextLines((await documentOf(withAbn, refund!.id, cookie)).rawPayload);
    expect(lines[0]).toBe("Adjustment note");
    const refunded = lines.filter((line) => line.startsWith("Refund: "));
    expect(refunded).toEqual(Array(9).fill("Refund: Seasonal Flowers delivery 1 -$90.00"));
    expect(lines).toContain("Delivery of 1 Mar 2027, not sent: refunded");
    expect(lines).toContain("Delivery of 1 Nov 2027, not sent: refunded");
    expect(lines).not.toContain("Delivery of 1 Feb 2027, not sent: refunded");
    expect(lines).toContain("Total refunded -$810.00");
    // The GST the refunded parts carried (their largest-remainder shares of the charge's GST).
    expect(lines).toContain(`Total refunded includes GST of $${(-refund!.gstCents / 100).toFixed(2)}`);
    expect(-refund!.gstCents).toBeGreaterThanOrEqual(7_362);
    expect(-refund!.gstCents).toBeLessThanOrEqual(7_365);
  });
});

describe("a payment's PDF without an ABN", () => {
  it("is a receipt, not a tax invoice, with the same amounts", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, payment, subscriptionId } = await paidBuyer(withoutAbn);
    // The billing page learns from the overview what each payment's document is called and where it is.
    const overview = await withoutAbn.inject({
      method: "GET",
      url: `/api/billing/${subscriptionId}`,
      headers: { cookie },
    });
    expect(overview.json().payments[0].document).toEqual({
      title: "Receipt",
      url: `/api/payments/${payment.id}/document.pdf`,
    });
    const response = await documentOf(withoutAbn, payment.id, cookie);
    expect(response.headers["content-disposition"]).toContain("forget-me-not-receipt-FMN-P");
    const lines = await pdfTextLines(response.rawPayload);
    expect(lines.slice(0, 2)).toEqual(["Receipt", "Forget Me Not"]);
    const text = lines.join("\n");
    expect(text).not.toContain("ABN");
    expect(text).not.toMatch(/Tax invoice/);
    expect(text).toContain("This receipt is not a tax invoice.");
    expect(lines).toContain("Seasonal Flowers delivery 1 $100.00");
    expect(lines).toContain("Delivery of 1 Dec 2026, Pay as you go, monthly deliveries");
    expect(lines).toContain("Total paid $100.00");
    expect(lines).toContain("Total includes GST of $9.09");
  });
});

describe("who may download a payment's PDF", () => {
  it("is the buyer who paid and staff; anyone else is told it does not exist", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { payment } = await paidBuyer(withAbn);
    const other = await signUp(withAbn);
    const vendor = await sessionFor(withAbn, "vendor");
    const staff = await signInAsAdmin(withAbn);

    const theirs = await documentOf(withAbn, payment.id, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Payment not found");
    // The same answer as for a payment that does not exist: nothing tells the two apart.
    const missing = await documentOf(withAbn, 2_000_000_000, other.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());

    expect((await documentOf(withAbn, payment.id, vendor.cookie)).statusCode).toBe(403);
    expect((await documentOf(withAbn, payment.id)).statusCode).toBe(401);

    const forStaff = await documentOf(withAbn, payment.id, staff.cookie);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.headers["content-type"]).toBe("application/pdf");
  });

  it("answers 400 for an id that is not a number, and 404 for a declined charge", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, payment } = await paidBuyer(withAbn);
    const bad = await documentOf(withAbn, "abc", cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION");

    const [failed] = await withAbn.ctx.db
      .insert(payments)
      .values({
        userId: payment.userId,
        subscriptionId: payment.subscriptionId,
        provider: "test",
        providerPaymentId: `declined-${payment.id}`,
        kind: "renewal",
        status: "failed",
        amountCents: 10_000,
        gstCents: 909,
        failureMessage: "Your card was declined.",
      })
      .returning();
    const overview = await withAbn.inject({
      method: "GET",
      url: `/api/billing/${payment.subscriptionId}`,
      headers: { cookie },
    });
    expect(overview.json().payments.map((p: { document: unknown }) => p.document)).toEqual([
      null,
      { title: "Tax invoice", url: `/api/payments/${payment.id}/document.pdf` },
    ]);
    const declined = await documentOf(withAbn, failed!.id, cookie);
    expect(declined.statusCode).toBe(404);
    expect(declined.json().message).toBe("This payment did not go through, so it has no document.");
  });
});

describe("the OpenAPI document", () => {
  it("lists the route as answering a PDF, under billing", () => {
    type Operation = { tags: string[]; responses: Record<string, { content: Record<string, unknown> }> };
    const openApi = withAbn.swagger() as unknown as { paths: Record<string, { get: Operation }> };
    const route = openApi.paths["/api/payments/{id}/document.pdf"]!.get;
    expect(route.tags).toEqual(["billing"]);
    expect(Object.keys(route.responses["200"]!.content)).toEqual(["application/pdf"]);
  });
});
