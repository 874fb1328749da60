import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pay, prepareCheckout } from "../../../test/support/customer-journey";
import { confirmFirstDelivery, generateOrders, paidSubscription } from "../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../test/support/http";
import { createTestApp } from "../../../test/support/test-app";
import type { CreatedSubscription } from "../../shared/schemas/subscription";
import { emailOutbox, fulfilmentOrders, payments, subscriptions } from "../db/schema";

/**
 * The ledger of deliveries (issue 16, ADR 0018) through the API: what each payment paid for, the
 * buyer's control over single deliveries, and a cancellation that never drops a paid delivery.
 * Paid on Saturday 21 November 2026 at noon in Sydney.
 */
let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

async function formDraft(cookie: string, frequency: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie },
    payload: {
      giftBoxId: 1,
      recipientName: "Robin Lane",
      recipientEmail: "robin@example.com",
      recipientAddress: "3 Gum Street, Newtown NSW 2042",
      frequency,
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as CreatedSubscription;
}

/** A buyer with a paid subscription of `frequency`, paid annually or each delivery. */
async function bought(frequency: string, plan: "annual" | "pay-as-you-go") {
  const buyer = await signUp(app);
  const draft = await formDraft(buyer.cookie, frequency);
  const checkout = await prepareCheckout(app, buyer.cookie, {
    recipientId: draft.recipientProfileId,
    subscriptionId: draft.id,
    frequency: plan,
  });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { ...buyer, subscriptionId: draft.id };
}

const ledgerOf = async (subscriptionId: number) =>
  db
    .select()
    .from(fulfilmentOrders)
    .where(eq(fulfilmentOrders.subscriptionId, subscriptionId))
    .orderBy(asc(fulfilmentOrders.deliveryDate), asc(fulfilmentOrders.id));
const paymentsOf = async (subscriptionId: number) =>
  db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)).orderBy(asc(payments.id));
const mailsTo = async (to: string, kind: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Each payment's parts add up to it exactly, GST included. */
async function expectAllocationsAddUp(subscriptionId: number) {
  const rows = await ledgerOf(subscriptionId);
  for (const payment of (await paymentsOf(subscriptionId)).filter(
    (p) => p.kind !== "refund" && p.status === "succeeded",
  )) {
    const parts = rows.filter((r) => r.paymentId === payment.id);
    expect(parts.reduce((sum, r) => sum + r.allocatedCents, 0)).toBe(payment.amountCents);
    expect(parts.reduce((sum, r) => sum + r.allocatedGstCents, 0)).toBe(payment.gstCents);
  }
}

describe("what a payment paid for", () => {
  it("a quarterly annual plan ($360) pays its four deliveries $90 each, GST shared to the cent", async () => {
    const buyer = await bought("quarterly", "annual");
    const [payment] = await paymentsOf(buyer.subscriptionId);
    expect(payment).toMatchObject({ amountCents: 36_000, gstCents: 3_273 });
    const rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.map((r) => [r.deliveryDate, r.status, r.paymentId, r.allocatedCents, r.allocatedGstCents])).toEqual([
      ["2026-12-01", "scheduled", payment!.id, 9_000, 819],
      ["2027-03-01", "scheduled", payment!.id, 9_000, 818],
      ["2027-06-01", "scheduled", payment!.id, 9_000, 818],
      ["2027-09-01", "scheduled", payment!.id, 9_000, 818],
    ]);
    await expectAllocationsAddUp(buyer.subscriptionId);
  });

  it("the buyer's deliveries list shows each delivery's date, state, lock time and what paid for it", async () => {
    const buyer = await bought("quarterly", "annual");
    const response = await api("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, buyer.cookie);
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({
      deliveryDate: "2026-12-01",
      kind: "regular",
      state: "scheduled",
      // 3 days before, at midnight in Sydney (AEDT, UTC+11).
      locksAt: "2026-11-27T13:00:00.000Z",
      locked: false,
      canSkip: true,
      allocatedCents: 9_000,
      payment: { kind: "initial" },
    });
    const other = await signUp(app);
    expect((await api("GET", `/api/subscriptions/${buyer.subscriptionId}/deliveries`, other.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe("cancelling never drops a paid delivery (issue 16, first fault)", () => {
  it("the old cancel keeps the paid first box: it is still made an order and sent", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidSubscription(app);
    expect((await api("DELETE", `/api/subscriptions/${buyer.subscriptionId}`, buyer.cookie)).statusCode).toBe(200);
    await generateOrders(app, staff.cookie);
    expect((await ledgerOf(buyer.subscriptionId)).map((r) => [r.deliveryDate, r.status, r.allocatedCents])).toEqual([
      ["2026-12-01", "to_order", 10_000],
    ]);
    const [mail] = await mailsTo(buyer.email, "cancellation");
    expect(mail?.textBody).toContain("$100.00");
  });

  it("shows what happens first, then refunds the unlocked paid deliveries at the price bought", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    const preview = await api("GET", `/api/subscriptions/${buyer.subscriptionId}/cancellation`, buyer.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ willBeSent: [], refundableCents: 36_000, refundableGstCents: 3_273 });
    expect(preview.json().refundable).toHaveLength(4);

    const bad = await api("POST", `/api/subscriptions/${buyer.subscriptionId}/cancel`, buyer.cookie, {
      paidDeliveries: "keep",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/send or refund/);
    const stranger = await signUp(app);
    expect(
      (
        await api("POST", `/api/subscriptions/${buyer.subscriptionId}/cancel`, stranger.cookie, {
          paidDeliveries: "refund",
        })
      ).statusCode,
    ).toBe(404);
    expect((await db.select().from(subscriptions).where(eq(subscriptions.id, buyer.subscriptionId)))[0]!.status).toBe(
      "active",
    );

    const done = await api("POST", `/api/subscriptions/${buyer.subscriptionId}/cancel`, buyer.cookie, {
      paidDeliveries: "refund",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ cancelled: true, refundCents: 36_000, refundGstCents: 3_273, sent: [] });
    const [charge, refund] = await paymentsOf(buyer.subscriptionId);
    expect(refund).toMatchObject({ kind: "refund", status: "succeeded", amountCents: -36_000, gstCents: -3_273 });
    expect(refund!.refundOf).toBe(charge!.id);
    const rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.every((r) => r.status === "refunded" && r.refundPaymentId === refund!.id)).toBe(true);
    const [mail] = await mailsTo(buyer.email, "cancellation");
    expect(mail?.textBody).toContain("$360.00");
    // Nothing refunded is ever made an order.
    await generateOrders(app, staff.cookie);
    expect((await ledgerOf(buyer.subscriptionId)).every((r) => r.status === "refunded")).toBe(true);
  });

  it("a locked paid delivery is sent even when the buyer asks for refunds", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    now = new Date("2026-11-28T01:00:00Z"); // 1 December's delivery locked on 28 November
    await generateOrders(app, staff.cookie);
    const done = await api("POST", `/api/subscriptions/${buyer.subscriptionId}/cancel`, buyer.cookie, {
      paidDeliveries: "refund",
    });
    expect(done.json()).toMatchObject({ refundCents: 27_000, sent: [{ deliveryDate: "2026-12-01", cents: 9_000 }] });
    const rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.map((r) => r.status)).toEqual(["to_order", "refunded", "refunded", "refunded"]);
  });
});

describe("a pause skips a box, not a charge (issue 16, second fault)", () => {
  it("paused after the first box arrived early, it skips the next box and says which", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidSubscription(app);
    now = new Date("2026-11-28T01:00:00Z");
    await confirmFirstDelivery(app, staff.cookie, buyer.subscriptionId); // the 1 December box, delivered early
    const paused = await api("PATCH", `/api/subscriptions/${buyer.subscriptionId}`, buyer.cookie, {
      status: "paused",
      pauseType: "regular",
    });
    expect(paused.statusCode).toBe(200);
    const sub = (await db.select().from(subscriptions).where(eq(subscriptions.id, buyer.subscriptionId)))[0]!;
    expect(sub).toMatchObject({ status: "paused", pausedUntil: "2027-01-01", nextBillingDate: "2027-01-21" });
    const rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.find((r) => r.deliveryDate === "2026-12-01")?.status).toBe("delivered");
    expect(rows.find((r) => r.deliveryDate === "2027-01-01")?.status).toBe("skipped");
    const [mail] = await mailsTo(buyer.email, "pause");
    expect(mail?.textBody).toContain("1 Jan 2027");
  });
});

describe("the buyer's control over each delivery", () => {
  it("skips a prepaid delivery to the end of the term, un-skips it, and moves another", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    const base = `/api/subscriptions/${buyer.subscriptionId}/deliveries`;
    const list = (await api("GET", base, buyer.cookie)).json() as { id: number; deliveryDate: string }[];
    const march = list.find((d) => d.deliveryDate === "2027-03-01")!;

    const skipped = await api("POST", `${base}/${march.id}/skip`, buyer.cookie);
    expect(skipped.statusCode).toBe(200);
    let rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.find((r) => r.id === march.id)).toMatchObject({ status: "skipped", allocatedCents: 0 });
    // Never lost: the end of the term (1 December 2027) now holds its $90.
    expect(rows.find((r) => r.deliveryDate === "2027-12-01")).toMatchObject({
      status: "scheduled",
      allocatedCents: 9_000,
    });
    await expectAllocationsAddUp(buyer.subscriptionId);

    expect((await api("POST", `${base}/${march.id}/unskip`, buyer.cookie)).statusCode).toBe(200);
    rows = await ledgerOf(buyer.subscriptionId);
    expect(rows.find((r) => r.id === march.id)).toMatchObject({ status: "scheduled", allocatedCents: 9_000 });
    expect(rows.find((r) => r.deliveryDate === "2027-12-01")?.allocatedCents ?? 0).toBe(0);
    await expectAllocationsAddUp(buyer.subscriptionId);

    const moved = await api("POST", `${base}/${march.id}/move`, buyer.cookie, { date: "2027-03-05" });
    expect(moved.statusCode).toBe(200);
    expect((await ledgerOf(buyer.subscriptionId)).find((r) => r.id === march.id)?.deliveryDate).toBe("2027-03-05");
  });

  // Regression: the account's next-delivery slots listed a skipped delivery, and a moved one on its old date.
  it("shows the account's next deliveries as the buyer changed them", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    const base = `/api/subscriptions/${buyer.subscriptionId}/deliveries`;
    const march = ((await api("GET", base, buyer.cookie)).json() as { id: number; deliveryDate: string }[]).find(
      (d) => d.deliveryDate === "2027-03-01",
    )!;
    const slots = async () => {
      const listed = (await api("GET", "/api/subscriptions", buyer.cookie)).json() as {
        id: number;
        nextDeliveries: { label: string }[];
      }[];
      const mine = listed.find((s) => s.id === buyer.subscriptionId)!;
      const one = (await api("GET", `/api/subscriptions/${buyer.subscriptionId}`, buyer.cookie)).json() as {
        nextDeliveries: { label: string }[];
      };
      expect(one.nextDeliveries).toEqual(mine.nextDeliveries);
      return mine.nextDeliveries.map((slot) => slot.label);
    };
    expect(await slots()).toEqual(["Being arranged", "1 Mar 2027", "1 Jun 2027"]);
    expect((await api("POST", `${base}/${march.id}/skip`, buyer.cookie)).statusCode).toBe(200);
    expect(await slots()).toEqual(["Being arranged", "1 Jun 2027", "1 Sep 2027"]);
    expect((await api("POST", `${base}/${march.id}/unskip`, buyer.cookie)).statusCode).toBe(200);
    expect((await api("POST", `${base}/${march.id}/move`, buyer.cookie, { date: "2027-03-05" })).statusCode).toBe(200);
    expect(await slots()).toEqual(["Being arranged", "5 Mar 2027", "1 Jun 2027"]);
  });

  it("refuses clearly: a date too soon, not a date, a locked delivery, someone else's", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    const base = `/api/subscriptions/${buyer.subscriptionId}/deliveries`;
    const [first] = (await api("GET", base, buyer.cookie)).json() as { id: number }[];
    const tooSoon = await api("POST", `${base}/${first!.id}/move`, buyer.cookie, { date: "2026-11-23" });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toContain("25 Nov 2026");
    const notADate = await api("POST", `${base}/${first!.id}/move`, buyer.cookie, { date: "2026-13-01" });
    expect(notADate.statusCode).toBe(400);
    expect((await api("POST", `${base}/abc/skip`, buyer.cookie)).statusCode).toBe(400);
    const stranger = await signUp(app);
    expect((await api("POST", `${base}/${first!.id}/skip`, stranger.cookie)).statusCode).toBe(404);
    now = new Date("2026-11-28T01:00:00Z");
    const locked = await api("POST", `${base}/${first!.id}/skip`, buyer.cookie);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain("already being prepared");
    expect((await ledgerOf(buyer.subscriptionId))[0]!.status).toBe("scheduled");
  });

  it("sends the next delivery sooner, and keeps a usual weekday", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await bought("quarterly", "annual");
    const sooner = await api(
      "POST",
      `/api/subscriptions/${buyer.subscriptionId}/deliveries/send-sooner`,
      buyer.cookie,
      {},
    );
    expect(sooner.statusCode).toBe(200);
    expect((await ledgerOf(buyer.subscriptionId))[0]).toMatchObject({
      deliveryDate: "2026-11-25",
      slotDate: "2026-12-01",
    });
    const weekday = await api("PUT", `/api/subscriptions/${buyer.subscriptionId}/delivery-weekday`, buyer.cookie, {
      weekday: 5,
    });
    expect(weekday.statusCode).toBe(200);
    // The subscription says which day is saved, so the deliveries page shows it selected.
    const view = await api("GET", `/api/subscriptions/${buyer.subscriptionId}`, buyer.cookie);
    expect(view.json().deliveryWeekday).toBe(5);
    const list = await api("GET", "/api/subscriptions", buyer.cookie);
    expect(list.json()[0].deliveryWeekday).toBe(5);
    // 1 March 2027 is a Monday: that week's Friday.
    expect((await ledgerOf(buyer.subscriptionId)).find((r) => r.slotDate === "2027-03-01")?.deliveryDate).toBe(
      "2027-03-05",
    );
    const bad = await api("PUT", `/api/subscriptions/${buyer.subscriptionId}/delivery-weekday`, buyer.cookie, {
      weekday: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose a weekday");
  });
});
