import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, prepareCheckout } from "../../../../test/support/customer-journey";
import { generateOrders } from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createStripeTestApp, unixSeconds } from "../../../../test/support/stripe-test-app";
import type { LedgerDelivery } from "../../../shared/schemas/deliveries";
import { fulfilmentOrders, payments, subscriptions } from "../../db/schema";

/**
 * Under Stripe the shop does not charge: Stripe invoices on its own schedule and the webhook records
 * each invoice. The buyer's skip, un-skip and "send the next one sooner" (issue 16) must keep that
 * schedule on the ledger's next charge date, against the local Stripe stub. Paid on Saturday
 * 21 November 2026 at noon in Sydney.
 */
let now = new Date("2026-11-21T01:00:00Z");
const { app, stub, invoicePaid } = await createStripeTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const staff = await signInAsAdmin(app);

/** A buyer whose Stripe subscription's first invoice was paid. */
async function paidThroughStripe(plan: "monthly" | "annual") {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id, frequency: plan });
  const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
  const stripeSub = draft!.providerSubscriptionId!;
  const paid = await invoicePaid(`in_first_${stripeSub}`, stripeSub, "subscription_create", checkout.amountCents, [
    "2026-11-21T01:00:00Z",
    plan === "annual" ? "2027-11-21T01:00:00Z" : "2026-12-21T01:00:00Z",
  ]);
  expect(paid.statusCode).toBe(200);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
  expect(sub!.status).toBe("active");
  return { ...buyer, subscriptionId: checkout.subscriptionId, stripeSub };
}

const api = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const deliveries = async (cookie: string, id: number) =>
  (await api(cookie, "GET", `/api/subscriptions/${id}/deliveries`)).json() as LedgerDelivery[];
const nextBillingDate = async (id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.nextBillingDate;
/** The updates the shop sent Stripe for one subscription since `from` requests. */
const updatesOf = (stripeSub: string, from: number) =>
  stub.requests.slice(from).filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${stripeSub}`);

describe("Stripe's charge schedule follows the buyer's delivery changes", () => {
  it("pay-as-you-go: a skip moves Stripe's next invoice a cycle on, an un-skip brings it back; nothing is voided", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidThroughStripe("monthly");
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2026-12-21");
    const second = (await deliveries(buyer.cookie, buyer.subscriptionId)).filter((d) => d.kind === "regular")[1]!;
    expect(second).toMatchObject({ deliveryDate: "2027-01-01", payment: null });

    let from = stub.requests.length;
    const skipped = await api(
      buyer.cookie,
      "POST",
      `/api/subscriptions/${buyer.subscriptionId}/deliveries/${second.id}/skip`,
    );
    expect(skipped.statusCode).toBe(200);
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2027-01-21");
    const [skip] = updatesOf(buyer.stripeSub, from);
    // Stripe's next invoice is on the ledger's next charge date; no invoice is voided meanwhile.
    expect(skip?.body.get("trial_end")).toBe(String(unixSeconds("2027-01-21T01:00:00Z")));
    expect(skip?.body.get("proration_behavior")).toBe("none");
    expect(skip?.body.get("pause_collection[behavior]")).toBeNull();
    // Any pause is lifted: the trial now says when Stripe next charges.
    expect(skip?.body.get("pause_collection")).toBe("");

    from = stub.requests.length;
    const unskipped = await api(
      buyer.cookie,
      "POST",
      `/api/subscriptions/${buyer.subscriptionId}/deliveries/${second.id}/unskip`,
    );
    expect(unskipped.statusCode).toBe(200);
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2026-12-21");
    const [unskip] = updatesOf(buyer.stripeSub, from);
    expect(unskip?.body.get("trial_end")).toBe(String(unixSeconds("2026-12-21T01:00:00Z")));
    expect(unskip?.body.get("proration_behavior")).toBe("none");
  });

  it("pay-as-you-go: a delivery sent sooner is invoiced by Stripe now, so it is paid and routed before it locks", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidThroughStripe("monthly");
    now = new Date("2026-12-10T01:00:00Z"); // 1 December's box is sent; 1 January's is not yet charged
    const from = stub.requests.length;
    const sooner = await api(
      buyer.cookie,
      "POST",
      `/api/subscriptions/${buyer.subscriptionId}/deliveries/send-sooner`,
      {},
    );
    expect(sooner.statusCode).toBe(200);
    const moved = (sooner.json() as LedgerDelivery[]).find((d) => d.slotDate === "2027-01-01")!;
    expect(moved).toMatchObject({ deliveryDate: "2026-12-14", payment: null });
    const [charge] = updatesOf(buyer.stripeSub, from);
    expect(charge?.body.get("billing_cycle_anchor[type]")).toBe("now");
    expect(charge?.body.get("proration_behavior")).toBe("none");
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2026-12-10");

    // Stripe's invoice for the reset cycle arrives: it pays the delivery sent sooner, which generation then routes.
    const paid = await invoicePaid(`in_now_${buyer.stripeSub}`, buyer.stripeSub, "subscription_update", 10_000, [
      "2026-12-10T01:00:00Z",
      "2027-01-10T01:00:00Z",
    ]);
    expect(paid.statusCode).toBe(200);
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2027-01-10");
    await generateOrders(app, staff.cookie);
    const [row] = await db.select().from(fulfilmentOrders).where(eq(fulfilmentOrders.id, moved.id));
    expect(row).toMatchObject({ status: "to_order", allocatedCents: 10_000 });
    expect(row!.paymentId).not.toBeNull();
  });

  it("annual: a skipped prepaid delivery moves to the end of the term; nothing is charged, refunded or voided", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidThroughStripe("annual");
    const before = await deliveries(buyer.cookie, buyer.subscriptionId);
    const paidBefore = before.filter((d) => d.kind === "regular" && d.allocatedCents > 0);
    expect(paidBefore).toHaveLength(12);
    const last = paidBefore.at(-1)!;
    const second = paidBefore[1]!;
    const nextCharge = await nextBillingDate(buyer.subscriptionId);

    const from = stub.requests.length;
    const skipped = await api(
      buyer.cookie,
      "POST",
      `/api/subscriptions/${buyer.subscriptionId}/deliveries/${second.id}/skip`,
    );
    expect(skipped.statusCode).toBe(200);
    const after = skipped.json() as LedgerDelivery[];
    expect(after.find((d) => d.id === second.id)).toMatchObject({ state: "skipped", allocatedCents: 0 });
    // Its $90.00 went to the first delivery after the paid ones, a cycle after the term's last.
    const paidAfter = after.filter((d) => d.kind === "regular" && d.allocatedCents > 0);
    expect(paidAfter).toHaveLength(12);
    expect(paidAfter.at(-1)!.deliveryDate > last.deliveryDate).toBe(true);
    expect(paidAfter.at(-1)).toMatchObject({ allocatedCents: 9_000, payment: { id: second.payment!.id } });

    // No charge and no refund: one payment, and Stripe was never asked to invoice, refund or void.
    const recorded = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, buyer.subscriptionId))
      .orderBy(asc(payments.id));
    expect(recorded.map((p) => p.kind)).toEqual(["initial"]);
    const calls = stub.requests.slice(from);
    expect(calls.some((r) => r.path === "/v1/refunds" || r.path.startsWith("/v1/invoices"))).toBe(false);
    const updates = updatesOf(buyer.stripeSub, from);
    expect(updates.every((r) => r.body.get("pause_collection[behavior]") === null)).toBe(true);
    expect(updates.every((r) => r.body.get("billing_cycle_anchor[type]") === null)).toBe(true);
    // The year's renewal follows the term: Stripe's next invoice is on the shop's next charge date.
    const moved = await nextBillingDate(buyer.subscriptionId);
    expect(moved! > nextCharge!).toBe(true);
    expect(updates.at(-1)?.body.get("trial_end")).toBe(String(unixSeconds(`${moved}T01:00:00Z`)));
  });
});

describe("a $0 invoice from Stripe", () => {
  it("pays for nothing: no renewal is recorded and no delivery becomes paid", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await paidThroughStripe("monthly");
    const unpaidBefore = (await deliveries(buyer.cookie, buyer.subscriptionId)).filter((d) => d.payment === null);
    expect(unpaidBefore.length).toBeGreaterThan(0);
    const zero = await invoicePaid(`in_zero_${buyer.stripeSub}`, buyer.stripeSub, "subscription_update", 0, [
      "2026-11-21T02:00:00Z",
      "2026-12-21T02:00:00Z",
    ]);
    expect(zero.statusCode).toBe(200);
    const recorded = await db.select().from(payments).where(eq(payments.subscriptionId, buyer.subscriptionId));
    expect(recorded.map((p) => p.kind)).toEqual(["initial"]);
    const unpaidAfter = (await deliveries(buyer.cookie, buyer.subscriptionId)).filter((d) => d.payment === null);
    expect(unpaidAfter.map((d) => d.id)).toEqual(unpaidBefore.map((d) => d.id));
    expect(await nextBillingDate(buyer.subscriptionId)).toBe("2026-12-21");
  });
});
