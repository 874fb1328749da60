import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paidSubscription } from "../../../../test/support/fulfilment";
import { signInAsAdmin } from "../../../../test/support/http";
import { orderDeliveredAt } from "../../../../test/support/payouts";
import { pdfTextLines } from "../../../../test/support/pdf-text";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox, fulfilmentOrders } from "../../db/schema";

/** Staff's clock: 26 November 2026, Sydney time. October is over; November is not. */
let now = new Date("2026-11-26T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const alpha = await applyAsVendor(app, { businessName: "Alpha Florals" });
const bravo = await applyAsVendor(app, { businessName: "Bravo Blooms" });
await setVendorStatus(app, alpha.supplierId, "approved");
await setVendorStatus(app, bravo.supplierId, "approved");
const { subscriptionId } = await paidSubscription(app);

// Alpha: 31 Oct 23:30 Sydney (AEDT, UTC+11) is October's; 1 Nov 00:30 Sydney is November's even though
// it is still 31 Oct in UTC; 1 Oct 00:30 Sydney (AEST, UTC+10) is October's though UTC says September.
const lateOctober = await orderDeliveredAt(app, {
  subscriptionId,
  supplierId: alpha.supplierId,
  at: "2026-10-31T12:30:00Z",
  costCents: 6500,
});
await orderDeliveredAt(app, {
  subscriptionId,
  supplierId: alpha.supplierId,
  at: "2026-10-31T13:30:00Z",
  costCents: 3000,
});
await orderDeliveredAt(app, {
  subscriptionId,
  supplierId: alpha.supplierId,
  at: "2026-09-30T14:30:00Z",
  costCents: 4500,
});
// Not delivered: never on a statement.
await orderDeliveredAt(app, {
  subscriptionId,
  supplierId: alpha.supplierId,
  at: "2026-10-15T02:00:00Z",
  costCents: 8000,
  status: "shipped",
});
await orderDeliveredAt(app, {
  subscriptionId,
  supplierId: bravo.supplierId,
  at: "2026-10-10T02:00:00Z",
  costCents: 9900,
});

const staffCall = (method: "GET" | "POST", url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie: staff.cookie }, payload: payload as object | undefined });

async function statementOf(supplierId: number, month: string) {
  const list = (await staffCall("GET", `/api/admin/payout-statements?month=${month}`)).json();
  return list.find((s: { supplierId: number }) => s.supplierId === supplierId) as {
    id: number;
    totalCents: number;
    orderCount: number;
    state: string;
  };
}

const outboxTo = (address: string) => app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("a month's statement", () => {
  it("sums only the vendor's delivered orders, by Sydney calendar month", async () => {
    const october = await statementOf(alpha.supplierId, "2026-10");
    expect(october).toMatchObject({ orderCount: 2, totalCents: 11_000, state: "open" });
    const november = await statementOf(alpha.supplierId, "2026-11");
    expect(november).toMatchObject({ orderCount: 1, totalCents: 3000 });
    expect(await statementOf(alpha.supplierId, "2026-09")).toBeUndefined();
    expect(await statementOf(bravo.supplierId, "2026-10")).toMatchObject({ orderCount: 1, totalCents: 9900 });

    const detail = (await staffCall("GET", `/api/admin/payout-statements/${october.id}`)).json();
    expect(detail.lines.map((l: { costCents: number }) => l.costCents).sort()).toEqual([4500, 6500]);
    expect(detail.lines.find((l: { orderId: number }) => l.orderId === lateOctober)).toBeTruthy();
    expect(detail).toMatchObject({ vendorName: "Alpha Florals", monthEnded: true, gstCents: null });
  });

  it("filters by state and month, and refuses a malformed filter", async () => {
    const open = (await staffCall("GET", "/api/admin/payout-statements?state=open")).json();
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect((await staffCall("GET", "/api/admin/payout-statements?state=paid")).json()).toEqual([]);
    for (const query of ["month=2026-13", "month=october", "state=done"]) {
      const response = await staffCall("GET", `/api/admin/payout-statements?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });
});

describe("adjustments", () => {
  it("adds staff's corrections with their reasons to the total", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const response = await staffCall("POST", `/api/admin/payout-statements/${id}/adjustments`, {
      amountCents: -500,
      reason: "Vase arrived chipped: refund to the buyer",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ordersCents: 11_000, adjustmentsCents: -500, totalCents: 10_500 });
    expect(response.json().adjustments[0]).toMatchObject({
      amountCents: -500,
      reason: "Vase arrived chipped: refund to the buyer",
    });
  });

  it.each([
    [{ amountCents: 0, reason: "nothing at all" }, "amountCents"],
    [{ amountCents: 12.5, reason: "half a cent" }, "amountCents"],
    [{ amountCents: "500", reason: "a string" }, "amountCents"],
    [{ amountCents: 10_000_001, reason: "too much" }, "amountCents"],
    [{ amountCents: 500 }, "reason"],
    [{ amountCents: 500, reason: "   " }, "reason"],
    [{ amountCents: 500, reason: "x".repeat(501) }, "reason"],
    [{ amountCents: 500, reason: "fine", extra: true }, ""],
  ])("refuses %j with a 400 and changes nothing", async (payload, field) => {
    const { id, totalCents } = await statementOf(alpha.supplierId, "2026-10");
    const response = await staffCall("POST", `/api/admin/payout-statements/${id}/adjustments`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    if (field) expect(response.json().fieldErrors?.[field]).toBeTruthy();
    expect((await statementOf(alpha.supplierId, "2026-10")).totalCents).toBe(totalCents);
  });

  it("answers 404 for a statement that does not exist, and 400 for an id that is not one", async () => {
    const missing = await staffCall("POST", "/api/admin/payout-statements/999999/adjustments", {
      amountCents: 100,
      reason: "nobody's",
    });
    expect(missing.statusCode).toBe(404);
    expect((await staffCall("GET", "/api/admin/payout-statements/abc")).statusCode).toBe(400);
  });
});

describe("open → approved → paid", () => {
  it("cannot be paid before it is approved", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const response = await staffCall("POST", `/api/admin/payout-statements/${id}/paid`, { reference: "EFT-1001" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Approve the statement before marking it paid.");
  });

  it("cannot approve a month that is not over in Sydney", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-11");
    const response = await staffCall("POST", `/api/admin/payout-statements/${id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("November 2026 is not over yet");
  });

  it("cannot approve while an order has no cost, and says which", async () => {
    const order = await orderDeliveredAt(app, {
      subscriptionId,
      supplierId: bravo.supplierId,
      at: "2026-10-11T02:00:00Z",
      costCents: null,
    });
    const { id } = await statementOf(bravo.supplierId, "2026-10");
    const response = await staffCall("POST", `/api/admin/payout-statements/${id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`#${order}`);
    expect((await statementOf(bravo.supplierId, "2026-10")).state).toBe("open");
  });

  it("approval freezes the lines and totals: later order changes leave it as approved", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const approved = await staffCall("POST", `/api/admin/payout-statements/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: "approved", totalCents: 10_500 });
    expect(approved.json().approvedAt).toBeTruthy();

    // A cost override and an un-confirmed delivery after approval change nothing on it.
    await app.ctx.db.update(fulfilmentOrders).set({ costCents: 1 }).where(eq(fulfilmentOrders.id, lateOctober));
    const after = (await staffCall("GET", `/api/admin/payout-statements/${id}`)).json();
    expect(after).toMatchObject({ state: "approved", ordersCents: 11_000, totalCents: 10_500, orderCount: 2 });
    expect(after.lines.map((l: { costCents: number }) => l.costCents).sort()).toEqual([4500, 6500]);
    // Its orders are on no other statement.
    expect((await statementOf(alpha.supplierId, "2026-11")).totalCents).toBe(3000);
  });

  it("takes no adjustment and no second approval once approved", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const adjust = await staffCall("POST", `/api/admin/payout-statements/${id}/adjustments`, {
      amountCents: 100,
      reason: "too late",
    });
    expect(adjust.statusCode).toBe(409);
    expect(adjust.json().message).toBe("This statement is approved: its figures can no longer change.");
    expect((await staffCall("POST", `/api/admin/payout-statements/${id}/approve`)).statusCode).toBe(409);
    expect((await statementOf(alpha.supplierId, "2026-10")).totalCents).toBe(10_500);
  });

  it("needs a payment reference", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    for (const payload of [{}, { reference: "  " }, { reference: "x".repeat(101) }, { reference: 12345 }]) {
      const response = await staffCall("POST", `/api/admin/payout-statements/${id}/paid`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.reference, JSON.stringify(payload)).toBeTruthy();
    }
    expect((await statementOf(alpha.supplierId, "2026-10")).state).toBe("approved");
  });

  it("marks it paid with the reference and e-mails the vendor once", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const paid = await staffCall("POST", `/api/admin/payout-statements/${id}/paid`, { reference: "EFT-2026-1101" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ state: "paid", paymentReference: "EFT-2026-1101", totalCents: 10_500 });
    const again = await staffCall("POST", `/api/admin/payout-statements/${id}/paid`, { reference: "EFT-AGAIN" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This statement is already paid.");

    const mail = (await outboxTo(alpha.email)).filter((e) => e.kind === "payout-paid");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Your October 2026 payout is on its way");
    expect(mail[0]!.textBody).toContain("$105.00");
    expect(mail[0]!.textBody).toContain("EFT-2026-1101");
    expect((await statementOf(alpha.supplierId, "2026-10")).state).toBe("paid");
  });
});

describe("GST and the ABN", () => {
  const patchSupplier = (cookie: string, id: number, payload: unknown) =>
    app.inject({ method: "PATCH", url: `/api/suppliers/${id}`, headers: { cookie }, payload: payload as object });

  it.each([
    [{ gstRegistered: true }, "abn"],
    [{ gstRegistered: true, abn: "" }, "abn"],
    [{ abn: "12345678901" }, "abn"],
    [{ abn: "5182475355" }, "abn"],
    [{ abn: "51 824 753 55X" }, "abn"],
    [{ gstRegistered: "yes" }, "gstRegistered"],
  ])("refuses %j with a 400 on the field and changes nothing", async (payload, field) => {
    const response = await patchSupplier(bravo.cookie, bravo.supplierId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors?.[field]).toBeTruthy();
    const record = (
      await app.inject({ method: "GET", url: "/api/suppliers", headers: { cookie: bravo.cookie } })
    ).json();
    expect(record).toMatchObject({ gstRegistered: false, abn: null });
  });

  it("a registered vendor's open statement shows the GST its total includes, with the ABN", async () => {
    const saved = await patchSupplier(bravo.cookie, bravo.supplierId, { gstRegistered: true, abn: "51 824 753 556" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gstRegistered: true, abn: "51824753556" });
    const { id } = await statementOf(bravo.supplierId, "2026-10");
    const detail = (await staffCall("GET", `/api/admin/payout-statements/${id}`)).json();
    expect(detail).toMatchObject({ gstRegistered: true, abn: "51824753556", totalCents: 9900, gstCents: 900 });
  });

  it("staff can set them too, and an approved statement keeps the GST details it was approved with", async () => {
    // Alpha registers after its October statement was approved: October stays without GST.
    const saved = await patchSupplier(staff.cookie, alpha.supplierId, { gstRegistered: true, abn: "51824753556" });
    expect(saved.statusCode).toBe(200);
    const october = (
      await staffCall("GET", `/api/admin/payout-statements/${(await statementOf(alpha.supplierId, "2026-10")).id}`)
    ).json();
    expect(october).toMatchObject({ gstRegistered: false, gstCents: null, abn: null });
    const november = (
      await staffCall("GET", `/api/admin/payout-statements/${(await statementOf(alpha.supplierId, "2026-11")).id}`)
    ).json();
    expect(november).toMatchObject({ gstRegistered: true, gstCents: Math.round(3000 / 11) });
  });
});

describe("downloads", () => {
  it("CSV: each order, each adjustment with its reason, the total", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-10");
    const response = await staffCall("GET", `/api/admin/payout-statements/${id}/statement.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="forget-me-not-statement-2026-10-alpha-florals.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Type,Order,Date,Description,Amount (AUD)");
    expect(lines).toContain(
      `Order,${lateOctober},${lines.find((l) => l.startsWith(`Order,${lateOctober},`))!.split(",")[2]},"Delivered 31 Oct 2026, 11:30 pm (Sydney time)",65.00`,
    );
    expect(
      lines.some((l) => l.startsWith("Adjustment,") && l.includes("Vase arrived chipped") && l.endsWith(",-5.00")),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith("Total,") && l.endsWith(",105.00"))).toBe(true);
    expect(lines).toContain("Payment reference,,,EFT-2026-1101,");
  });

  it("PDF: the vendor, the month, each order and adjustment, the total and GST with the ABN", async () => {
    const paid = await pdfTextLines(
      (
        await staffCall(
          "GET",
          `/api/admin/payout-statements/${(await statementOf(alpha.supplierId, "2026-10")).id}/statement.pdf`,
        )
      ).rawPayload,
    );
    const text = paid.join("\n");
    expect(text).toContain("Alpha Florals");
    expect(text).toContain("for October 2026 (Sydney time)");
    expect(text).toContain("Not registered for GST");
    expect(paid).toContain(
      `#${lateOctober} ${paid
        .find((l) => l.startsWith(`#${lateOctober} `))!
        .split(" ")
        .slice(1, 4)
        .join(" ")} 31 Oct 2026, 11:30 pm $65.00`,
    );
    expect(text).toContain("Vase arrived chipped: refund to the buyer");
    expect(paid).toContain("Total payable $105.00");
    expect(text).toContain("reference EFT-2026-1101");

    const response = await staffCall(
      "GET",
      `/api/admin/payout-statements/${(await statementOf(bravo.supplierId, "2026-10")).id}/statement.pdf`,
    );
    expect(response.headers["content-type"]).toBe("application/pdf");
    const gst = await pdfTextLines(response.rawPayload);
    expect(gst).toContain("ABN 51 824 753 556 - registered for GST");
    expect(gst).toContain("Includes GST of $9.00");
    expect(gst).toContain("Total payable $99.00");
  });
});

describe("the vendor's own statements", () => {
  it("lists and opens only its own, with the state staff left them in", async () => {
    const list = (
      await app.inject({ method: "GET", url: "/api/vendor/payout-statements", headers: { cookie: alpha.cookie } })
    ).json();
    expect(list.map((s: { month: string; state: string }) => `${s.month} ${s.state}`)).toEqual([
      "2026-11 open",
      "2026-10 paid",
    ]);
    expect(list.every((s: { supplierId: number }) => s.supplierId === alpha.supplierId)).toBe(true);
    const october = list[1];
    const detail = await app.inject({
      method: "GET",
      url: `/api/vendor/payout-statements/${october.id}`,
      headers: { cookie: alpha.cookie },
    });
    expect(detail.json()).toMatchObject({ paymentReference: "EFT-2026-1101", totalCents: 10_500 });
    const pdf = await app.inject({
      method: "GET",
      url: `/api/vendor/payout-statements/${october.id}/statement.pdf`,
      headers: { cookie: alpha.cookie },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it("sees a month change as time passes: November can be approved from 1 December Sydney time", async () => {
    const { id } = await statementOf(alpha.supplierId, "2026-11");
    now = new Date("2026-11-30T12:59:00Z"); // 30 Nov 23:59 in Sydney
    expect((await staffCall("POST", `/api/admin/payout-statements/${id}/approve`)).statusCode).toBe(409);
    now = new Date("2026-11-30T13:00:00Z"); // 1 Dec 00:00 in Sydney
    expect((await staffCall("POST", `/api/admin/payout-statements/${id}/approve`)).statusCode).toBe(200);
  });
});
