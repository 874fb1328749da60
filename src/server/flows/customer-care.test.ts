import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pay, prepareCheckout } from "../../../test/support/customer-journey";
import { sessionFor, signInAsAdmin, signUp } from "../../../test/support/http";
import { createTestApp } from "../../../test/support/test-app";
import { REFUND_MESSAGES } from "../../shared/domain/staff-refund";
import type { CustomerDetail, CustomerSearchResult } from "../../shared/schemas/customers";
import { emailOutbox, fulfilmentOrders, payments } from "../db/schema";
import { testModeProvider } from "../integrations/payments/test-mode";

/**
 * Staff's customers (issue 19): search by any part of a name or e-mail, a customer's subscriptions,
 * deliveries and payments, and a refund of one paid delivery through the ledger. Paid on Saturday
 * 21 November 2026 at noon in Sydney.
 */
const now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

const api = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A buyer named `fullName` with a quarterly annual plan ($360: four deliveries of $90). */
async function buyer(fullName: string, email: string) {
  const account = await signUp(app, { fullName, email });
  const draft = await api("POST", "/api/subscriptions", account.cookie, {
    giftBoxId: 1,
    recipientName: "Robin Lane",
    recipientEmail: "robin@example.com",
    recipientAddress: "3 Gum Street, Newtown NSW 2042",
    frequency: "quarterly",
  });
  if (draft.statusCode !== 201) throw new Error(draft.body);
  const checkout = await prepareCheckout(app, account.cookie, {
    recipientId: draft.json().recipientProfileId,
    subscriptionId: draft.json().id,
    frequency: "annual",
  });
  const paid = await pay(app, account.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { ...account, id: account.user.id as number, subscriptionId: draft.json().id as number };
}

const search = async (q: string, page = 1) => {
  const response = await api("GET", `/api/admin/customers?q=${encodeURIComponent(q)}&page=${page}`, staff.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerSearchResult;
};
const detailOf = async (customerId: number) => {
  const response = await api("GET", `/api/admin/customers/${customerId}`, staff.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerDetail;
};
const ledgerOf = (subscriptionId: number) =>
  db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, subscriptionId))
    .orderBy(asc(fulfilmentOrders.deliveryDate));
const paymentsOf = (subscriptionId: number) =>
  db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)).orderBy(asc(payments.id));
const refundMails = (to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "refund")));
const refund = (customerId: number, deliveryId: number, payload: object, cookie = staff.cookie) =>
  api("POST", `/api/admin/customers/${customerId}/deliveries/${deliveryId}/refund`, cookie, payload);

const marguerite = await buyer("Marguerite Okonkwo-Bell", "m.okonkwo@example.com");
const li = await buyer("Ann Li", "annli@example.net");
await buyer("Lionel Zhang", "lz_100@example.org");

describe("finding a customer", () => {
  it("finds by any part of the name, in any case", async () => {
    const found = await search("konKWO");
    expect(found.customers.map((c) => c.email)).toEqual(["m.okonkwo@example.com"]);
    expect(found.customers[0]).toMatchObject({
      fullName: "Marguerite Okonkwo-Bell",
      subscriptions: 1,
      liveSubscriptions: 1,
    });
    expect((await search("guerite")).customers.map((c) => c.id)).toEqual([marguerite.id]);
  });

  it("finds by part of the e-mail, an exact e-mail first", async () => {
    expect((await search("EXAMPLE.NET")).customers.map((c) => c.id)).toEqual([li.id]);
    expect((await search("m.okonkwo@example.com")).customers[0]!.id).toBe(marguerite.id);
  });

  it("two characters match the start of the name, of a word in it, or of the e-mail", async () => {
    const names = (await search("li")).customers.map((c) => c.fullName);
    expect(names).toEqual(expect.arrayContaining(["Ann Li", "Lionel Zhang"]));
    expect(names).not.toContain("Marguerite Okonkwo-Bell");
  });

  it("reads % and _ as letters, not wildcards", async () => {
    expect((await search("z_1")).customers.map((c) => c.fullName)).toEqual(["Lionel Zhang"]);
    // As wildcards both would match "Lionel".
    expect((await search("n%l")).customers).toEqual([]);
    expect((await search("o_e")).customers).toEqual([]);
  });

  it("lists customers only, never staff or vendors", async () => {
    await sessionFor(app, "vendor", "Okonkwo Florals");
    expect((await search("okonkwo")).customers.every((c) => c.id === marguerite.id)).toBe(true);
    expect((await search("staff.")).customers).toEqual([]);
  });

  it("pages 20 at a time, saying whether there are more", async () => {
    for (let i = 0; i < 21; i++) await signUp(app, { fullName: `Pagewright ${String(i).padStart(2, "0")}` });
    const first = await search("pagewright");
    expect(first).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    expect(first.customers).toHaveLength(20);
    expect(first.customers[0]!.fullName).toBe("Pagewright 00");
    const second = await search("pagewright", 2);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.customers.map((c) => c.fullName)).toEqual(["Pagewright 20"]);
  });

  it("asks for at least two characters, and refuses a bad page, with 400", async () => {
    for (const url of [
      "/api/admin/customers?q=a",
      "/api/admin/customers?q=%20%20",
      "/api/admin/customers",
      "/api/admin/customers?q=ann&page=0",
    ]) {
      const response = await api("GET", url, staff.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect((await api("GET", "/api/admin/customers?q=a", staff.cookie)).json().message).toMatch(
      /at least 2 characters/,
    );
  });
});

describe("who may", () => {
  it("visitors get 401; buyers and vendors get 403, on search, a customer's page and a refund", async () => {
    const vendor = await sessionFor(app, "vendor");
    const [delivery] = await ledgerOf(marguerite.subscriptionId);
    const calls = (cookie?: string) => [
      api("GET", "/api/admin/customers?q=okonkwo", cookie),
      api("GET", `/api/admin/customers/${marguerite.id}`, cookie),
      refund(marguerite.id, delivery!.id, { reason: "Asked for it back" }, cookie ?? ""),
    ];
    for (const response of await Promise.all(calls())) expect(response.statusCode).toBe(401);
    for (const cookie of [marguerite.cookie, vendor.cookie])
      for (const response of await Promise.all(calls(cookie))) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
      }
    expect((await ledgerOf(marguerite.subscriptionId)).every((r) => r.status === "scheduled")).toBe(true);
  });

  it("a customer that is not one is a 404", async () => {
    expect((await api("GET", "/api/admin/customers/999999", staff.cookie)).statusCode).toBe(404);
    const vendor = await sessionFor(app, "vendor");
    expect((await api("GET", `/api/admin/customers/${vendor.userId}`, staff.cookie)).statusCode).toBe(404);
  });
});

describe("a customer's page", () => {
  it("shows each subscription with its deliveries (what paid for each) and its payments", async () => {
    const detail = await detailOf(marguerite.id);
    expect(detail.customer).toMatchObject({ id: marguerite.id, fullName: "Marguerite Okonkwo-Bell" });
    expect(detail.customer).not.toHaveProperty("passwordHash");
    const [sub] = detail.subscriptions;
    expect(sub).toMatchObject({
      id: marguerite.subscriptionId,
      status: "active",
      recipientName: "Robin Lane",
      frequency: "quarterly",
      billingInterval: "annual",
      amountCents: 36_000,
    });
    const [charge] = sub!.payments;
    expect(charge).toMatchObject({ kind: "initial", status: "succeeded", amountCents: 36_000, gstCents: 3_273 });
    expect(sub!.deliveries.map((d) => [d.deliveryDate, d.stateLabel, d.paymentId, d.allocatedCents])).toEqual([
      ["2026-12-01", "Scheduled", charge!.id, 9_000],
      ["2027-03-01", "Scheduled", charge!.id, 9_000],
      ["2027-06-01", "Scheduled", charge!.id, 9_000],
      ["2027-09-01", "Scheduled", charge!.id, 9_000],
    ]);
    expect(sub!.deliveries.every((d) => d.refundRefusal === null)).toBe(true);
  });
});

describe("refunding a delivery", () => {
  it("refunds its part through the provider: a negative payment with GST and the reason, the delivery refunded, the buyer e-mailed", async () => {
    const rows = await ledgerOf(marguerite.subscriptionId);
    const second = rows[1]!;
    const response = await refund(marguerite.id, second.id, {
      reason: "  The recipient is moving overseas in March.  ",
    });
    expect(response.statusCode, response.body).toBe(200);
    const [charge, refunded] = await paymentsOf(marguerite.subscriptionId);
    expect(refunded).toMatchObject({
      kind: "refund",
      status: "succeeded",
      amountCents: -9_000,
      gstCents: -818,
      refundOf: charge!.id,
      reason: "The recipient is moving overseas in March.",
    });
    expect(response.json()).toEqual({
      deliveryId: second.id,
      deliveryDate: "2027-03-01",
      refundPaymentId: refunded!.id,
      amountCents: 9_000,
      gstCents: 818,
      reason: "The recipient is moving overseas in March.",
    });
    const after = await ledgerOf(marguerite.subscriptionId);
    expect(after.map((r) => r.status)).toEqual(["scheduled", "refunded", "scheduled", "scheduled"]);
    expect(after[1]).toMatchObject({ refundPaymentId: refunded!.id, paymentId: charge!.id, allocatedCents: 9_000 });

    const [mail, ...more] = await refundMails("m.okonkwo@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("We've refunded $90.00");
    expect(mail!.textBody).toContain("$90.00 (including $8.18 GST)");
    expect(mail!.textBody).toContain("1 Mar 2027");
    expect(mail!.textBody).toContain("The recipient is moving overseas in March.");

    const page = await detailOf(marguerite.id);
    const shown = page.subscriptions[0]!;
    expect(shown.payments[0]).toMatchObject({
      kind: "refund",
      amountCents: -9_000,
      reason: "The recipient is moving overseas in March.",
      refundedBy: expect.any(String),
    });
    expect(shown.deliveries[1]).toMatchObject({ stateLabel: "Refunded", refundRefusal: REFUND_MESSAGES.refunded });
  });

  it("refuses a second refund of the same delivery, changing nothing", async () => {
    const rows = await ledgerOf(marguerite.subscriptionId);
    const again = await refund(marguerite.id, rows[1]!.id, { reason: "Clicked twice by mistake" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: REFUND_MESSAGES.refunded });
    expect(await paymentsOf(marguerite.subscriptionId)).toHaveLength(2);
    expect(await refundMails("m.okonkwo@example.com")).toHaveLength(1);
  });

  it("two clicks at once make one refund", async () => {
    const rows = await ledgerOf(li.subscriptionId);
    const target = rows[3]!;
    const answers = await Promise.all(
      [0, 1].map(() => refund(li.id, target.id, { reason: "Duplicate order, agreed on the phone" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await paymentsOf(li.subscriptionId)).filter((p) => p.kind === "refund")).toHaveLength(1);
    expect(await refundMails("annli@example.net")).toHaveLength(1);
  });

  it("refuses a dispatched or delivered delivery with a clear message, changing nothing", async () => {
    const rows = await ledgerOf(marguerite.subscriptionId);
    const first = rows[0]!;
    for (const [status, message] of [
      ["shipped", REFUND_MESSAGES.dispatched],
      ["dispatch_scheduled", REFUND_MESSAGES.dispatched],
      ["delivered", REFUND_MESSAGES.delivered],
    ] as const) {
      await db.update(fulfilmentOrders).set({ status }).where(eq(fulfilmentOrders.id, first.id));
      const response = await refund(marguerite.id, first.id, { reason: "Flowers arrived wilted" });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: "INVALID_STATE", message });
      const [row] = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, first.id));
      expect(row).toMatchObject({ status, refundPaymentId: null });
    }
    expect(await paymentsOf(marguerite.subscriptionId)).toHaveLength(2);
    expect(await refundMails("m.okonkwo@example.com")).toHaveLength(1);
    const page = await detailOf(marguerite.id);
    expect(page.subscriptions[0]!.deliveries[0]!.refundRefusal).toBe(REFUND_MESSAGES.delivered);
  });

  it("refuses a missing or too-short reason with 400, changing nothing", async () => {
    const rows = await ledgerOf(marguerite.subscriptionId);
    for (const payload of [{}, { reason: "" }, { reason: "   no  " }, { reason: 42 }]) {
      const response = await refund(marguerite.id, rows[2]!.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect((await refund(marguerite.id, rows[2]!.id, {})).json().fieldErrors?.reason ?? "").toMatch(/reason/);
    expect((await ledgerOf(marguerite.subscriptionId))[2]!.status).toBe("scheduled");
    expect(await paymentsOf(marguerite.subscriptionId)).toHaveLength(2);
  });

  it("a delivery of another customer is not found, and nothing changes", async () => {
    const rows = await ledgerOf(marguerite.subscriptionId);
    const response = await refund(li.id, rows[2]!.id, { reason: "Wrong customer chosen" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(REFUND_MESSAGES.notFound);
    expect((await ledgerOf(marguerite.subscriptionId))[2]!.status).toBe("scheduled");
  });

  it("a skipped delivery whose part moved on has nothing to refund", async () => {
    const rows = await ledgerOf(li.subscriptionId);
    await db
      .update(fulfilmentOrders)
      .set({ status: "skipped", allocatedCents: 0, allocatedGstCents: 0 })
      .where(eq(fulfilmentOrders.id, rows[2]!.id));
    const response = await refund(li.id, rows[2]!.id, { reason: "Skipped but wants money back" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REFUND_MESSAGES.skippedMoved);
  });
});

describe("when the payment provider fails", () => {
  it("says so and changes nothing", async () => {
    const provider = testModeProvider();
    const failing = await createTestApp({
      clock: { now: () => now },
      payments: { ...provider, refund: async () => Promise.reject(new Error("card network down")) },
    });
    const admin = await signInAsAdmin(failing);
    const account = await signUp(failing, { fullName: "Nell Offline" });
    const draft = await failing.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie: account.cookie },
      payload: {
        giftBoxId: 1,
        recipientName: "Robin Lane",
        recipientEmail: "robin@example.com",
        recipientAddress: "3 Gum Street, Newtown NSW 2042",
        frequency: "monthly",
      },
    });
    const checkout = await prepareCheckout(failing, account.cookie, {
      recipientId: draft.json().recipientProfileId,
      subscriptionId: draft.json().id,
      frequency: "pay-as-you-go",
    });
    expect((await pay(failing, account.cookie, checkout.checkoutId)).statusCode).toBe(200);
    const [row] = await failing.ctx.db
      .select()
      .from(fulfilmentOrders)
      .where(eq(fulfilmentOrders.subscriptionId, draft.json().id));
    const response = await failing.inject({
      method: "POST",
      url: `/api/admin/customers/${account.user.id}/deliveries/${row!.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: "Customer asked before it was sent" },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: "UPSTREAM", message: REFUND_MESSAGES.providerDown });
    const [after] = await failing.ctx.db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, row!.id));
    expect(after!.status).toBe("scheduled");
    const recorded = await failing.ctx.db.select().from(payments).where(eq(payments.subscriptionId, draft.json().id));
    expect(recorded.map((p) => p.kind)).toEqual(["initial"]);
  });
});
