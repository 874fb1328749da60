import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createStripeTestApp } from "../../../../test/support/stripe-test-app";
import { emailOutbox, payments, subscriptions } from "../../db/schema";

const { app, stub, deliver } = await createStripeTestApp();
const db = app.ctx.db;

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${++eventCounter}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: 1_790_000_000,
    data: { object },
  };
}
function invoice(id: string, subscription: string, reason: string, amount: number, checkoutId?: number) {
  return {
    id,
    object: "invoice",
    billing_reason: reason,
    amount_paid: amount,
    amount_due: amount,
    created: 1_790_000_000,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription, metadata: checkoutId ? { checkoutId: String(checkoutId) } : {} },
    },
    lines: { object: "list", data: [{ period: { start: 1_790_000_000, end: 1_792_600_000 } }] },
  };
}
const shuffle = <T>(items: T[]) =>
  items
    .map((v) => [Math.random(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);

describe("the Stripe adapter against a local Stripe stub", () => {
  it("lets the page load Stripe's Payment Element (and only when Stripe is in use)", async () => {
    const csp = String((await app.inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
  });

  it("creates one default_incomplete subscription per checkout and replaces it when options change", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const first = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    expect(first).toMatchObject({ provider: "stripe", publishableKey: "pk_test_stub" });
    expect(first.clientSecret).toMatch(/^pi_sub_\d+_secret_x$/);
    const created = stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(created).toHaveLength(1);
    expect(created[0]!.body.get("payment_behavior")).toBe("default_incomplete");
    expect(created[0]!.body.get("metadata[checkoutId]")).toBe(String(first.checkoutId));
    // Billing subscriptions can't take Afterpay: cards only, and the checkout doesn't offer it.
    expect(created[0]!.body.getAll("payment_settings[payment_method_types][0]")).toEqual(["card"]);
    expect(first.afterpayAvailable).toBe(false);

    const same = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    expect(same.clientSecret).toBe(first.clientSecret);
    expect(stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions")).toHaveLength(1);

    const annual = await prepareCheckout(app, cookie, {
      recipientId: recipient.id,
      frequency: "annual",
      addOns: [{ key: "valentines" }],
    });
    expect(annual.amountCents).toBe(108_000 + 7_500);
    expect(stub.requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    const latest = stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").at(-1)!;
    expect(latest.body.get("add_invoice_items[0][price_data][unit_amount]")).toBe("7500");
  });

  // Regression: every plan was billed monthly (or yearly), whatever its delivery frequency.
  it.each([
    ["weekly", "pay-as-you-go", "10000", "week", "1"],
    ["fortnightly", "pay-as-you-go", "10000", "week", "2"],
    ["quarterly", "pay-as-you-go", "10000", "month", "3"],
    ["fortnightly", "annual", "234000", "week", "52"],
    ["monthly", "annual", "108000", "year", "1"],
  ])("bills a %s plan %s at %s cents every %s × %s", async (frequency, plan, amount, interval, count) => {
    const { cookie } = await signUp(app);
    const form = await app.inject({
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
    const draft = form.json() as { id: number; recipientProfileId: number };
    await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: plan,
    });
    const price = stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices").at(-1)!;
    expect(price.body.get("unit_amount")).toBe(amount);
    expect(price.body.get("recurring[interval]")).toBe(interval);
    expect(price.body.get("recurring[interval_count]")).toBe(count);
  });

  it("activates on invoice.paid; replays and shuffled duplicates leave one subscription and one charge", async () => {
    const { cookie, user } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    const stripeSub = draft!.providerSubscriptionId!;

    const events = [
      event("invoice.paid", invoice("in_first", stripeSub, "subscription_create", 10_000, checkout.checkoutId)),
      event("invoice.paid", invoice("in_cycle_1", stripeSub, "subscription_cycle", 10_000)),
      event("invoice.payment_failed", invoice("in_cycle_2", stripeSub, "subscription_cycle", 10_000)),
      event("customer.subscription.updated", { id: stripeSub, object: "subscription", status: "active" }),
    ];
    const deliveries = shuffle(events.flatMap((e) => [e, e, e]));
    const statuses = [];
    for (const payload of deliveries) statuses.push((await deliver(payload)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));

    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub!.status).toBe("active");
    expect(await db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(1);
    const rows = await db.select().from(payments).where(eq(payments.subscriptionId, sub!.id));
    expect(rows.map((p) => `${p.kind}:${p.status}:${p.providerPaymentId}`).sort()).toEqual([
      "initial:succeeded:in_first",
      "renewal:failed:in_cycle_2",
      "renewal:succeeded:in_cycle_1",
    ]);
    const kinds = (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email)))
      .map((m) => m.kind)
      .sort();
    expect(kinds).toEqual(["order-confirmation", "payment-failed", "welcome"]);
    console.log(
      `webhook replay: ${deliveries.length} deliveries → ${rows.length} payments, 1 subscription, ${kinds.length - 1} e-mails`,
    );
  });

  it("refuses a badly signed webhook and changes nothing", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const forged = await deliver(
      event("invoice.paid", invoice("in_forged", "sub_x", "subscription_create", 10_000, checkout.checkoutId)),
      "whsec_wrong",
    );
    expect(forged.statusCode).toBe(400);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub!.status).toBe("draft");
  });

  it("pauses collection, opens Stripe's portal and cancels when Stripe deletes the subscription", async () => {
    const { cookie, user } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    const stripeSub = draft!.providerSubscriptionId!;
    await deliver(
      event("invoice.paid", invoice(`in_${stripeSub}`, stripeSub, "subscription_create", 10_000, checkout.checkoutId)),
    );
    // The first box arrives (fulfilment counts a confirmed delivery; fulfilment.test.ts covers that path).
    await app.services.subscriptions.countDelivery(db, checkout.subscriptionId, 1);

    const paused = await app.inject({
      method: "PATCH",
      url: `/api/subscriptions/${checkout.subscriptionId}`,
      headers: { cookie },
      payload: { status: "paused" },
    });
    expect(paused.statusCode).toBe(200);
    const pauseCall = stub.requests
      .filter((r) => r.path === `/v1/subscriptions/${stripeSub}` && r.method === "POST")
      .at(-1)!;
    expect(pauseCall.body.get("pause_collection[behavior]")).toBe("void");

    const portal = await app.inject({
      method: "POST",
      url: "/api/create-customer-portal",
      headers: { cookie },
      payload: { subscriptionId: checkout.subscriptionId },
    });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/cus_\d+$/);

    const deleted = event("customer.subscription.deleted", {
      id: stripeSub,
      object: "subscription",
      status: "canceled",
    });
    await deliver(deleted);
    await deliver(deleted);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub!.status).toBe("cancelled");
    const cancellations = (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).filter(
      (m) => m.kind === "cancellation",
    );
    expect(cancellations).toHaveLength(1);
  });
});

describe("payments that no longer match their checkout", () => {
  // Regression: an invoice for a replaced Stripe subscription activated the checkout's newer, unpaid options.
  it("does not activate on an invoice of a replaced subscription, and cancels that subscription", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const monthly = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const [draft] = await db.select().from(subscriptions).where(eq(subscriptions.id, monthly.subscriptionId));
    const replaced = draft!.providerSubscriptionId!;
    await prepareCheckout(app, cookie, { recipientId: recipient.id, frequency: "annual" });
    const cancelsBefore = stub.requests.filter(
      (r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${replaced}`,
    ).length;

    const response = await deliver(
      event("invoice.paid", invoice("in_replaced", replaced, "subscription_create", 10_000, monthly.checkoutId)),
    );
    expect(response.statusCode).toBe(200);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, monthly.subscriptionId));
    expect(sub!.status).toBe("draft");
    expect(await db.$count(payments, eq(payments.subscriptionId, monthly.subscriptionId))).toBe(0);
    expect(
      stub.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${replaced}`).length,
    ).toBe(cancelsBefore + 1);
  });

  it("cancels the open Stripe subscription when an unpaid recipient is deleted", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const open = (await db.select().from(subscriptions).where(eq(subscriptions.recipientProfileId, recipient.id)))[0]!
      .providerSubscriptionId!;
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(stub.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${open}`)).toBe(true);
  });

  it("lets the buyer switch options back and forth (no reused idempotency key)", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    for (const frequency of ["monthly", "annual", "monthly"]) {
      expect((await prepareCheckout(app, cookie, { recipientId: recipient.id, frequency })).amountCents).toBe(
        frequency === "annual" ? 108_000 : 10_000,
      );
    }
  });
});
