import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GOOD_CARD, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import type { CreatedSubscription } from "../../../shared/schemas/subscription";
import { checkouts, emailOutbox, payments, subscriptions } from "../../db/schema";

// Paid on 21 Nov 2026 (Sydney). Every frequency is priced, billed and renewed by the one price function.
let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;
const TEA_AND_TRANQUILITY = 7; // a box of The Unwind Edit plan

/** The subscription form, as /subscription/{id} sends it, for a new recipient. */
async function formDraft(cookie: string, frequency: string, giftBoxId = 1) {
  const response = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie },
    payload: {
      giftBoxId,
      recipientName: "Robin Lane",
      recipientEmail: "robin@example.com",
      recipientAddress: "3 Gum Street, Newtown NSW 2042",
      frequency,
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as CreatedSubscription;
}

const subscriptionRow = async (id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const chargesOf = async (id: number) =>
  (await db.select().from(payments).where(eq(payments.subscriptionId, id)).orderBy(payments.id)).map((p) => [
    p.kind,
    p.amountCents,
    p.periodStart,
  ]);

describe("pricing every frequency (PRODUCT.md: a delivery costs $100)", () => {
  // Regression: weekly, fortnightly and quarterly subscriptions were billed $100 a month.
  it.each([
    ["weekly", 468_000, "2026-11-28", "2026-12-05"],
    ["fortnightly", 234_000, "2026-12-05", "2026-12-19"],
    ["quarterly", 36_000, "2027-02-21", "2027-05-21"],
  ])(
    "%s: one delivery (10,000 cents) a cycle, or %i cents for a year upfront; renewed each cycle",
    async (frequency, annualCents, firstRenewal, secondRenewal) => {
      now = new Date("2026-11-21T01:00:00Z");
      const { cookie } = await signUp(app);
      const draft = await formDraft(cookie, frequency);
      const annual = await prepareCheckout(app, cookie, {
        recipientId: draft.recipientProfileId,
        subscriptionId: draft.id,
        frequency: "annual",
      });
      expect(annual).toMatchObject({
        frequency,
        billingInterval: "annual",
        baseCents: annualCents,
        amountCents: annualCents,
      });
      const payg = await prepareCheckout(app, cookie, {
        recipientId: draft.recipientProfileId,
        subscriptionId: draft.id,
        frequency: "pay-as-you-go",
      });
      expect(payg).toMatchObject({
        frequency,
        billingInterval: "pay-as-you-go",
        baseCents: 10_000,
        amountCents: 10_000,
      });
      expect((await pay(app, cookie, payg.checkoutId)).statusCode).toBe(200);
      expect(await subscriptionRow(draft.id)).toMatchObject({ amountCents: 10_000, nextBillingDate: firstRenewal });

      now = new Date(`${firstRenewal}T01:00:00Z`);
      await app.services.dailyJobs.run();
      await app.services.dailyJobs.run();
      expect(await chargesOf(draft.id)).toEqual([
        ["initial", 10_000, "2026-11-21"],
        ["renewal", 10_000, firstRenewal],
      ]);
      expect((await subscriptionRow(draft.id)).nextBillingDate).toBe(secondRenewal);
    },
  );

  it("renews an annual weekly plan every 52 weeks, for 52 deliveries", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie } = await signUp(app);
    const draft = await formDraft(cookie, "weekly");
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: "annual",
    });
    expect((await pay(app, cookie, checkout.checkoutId)).statusCode).toBe(200);
    expect(await subscriptionRow(draft.id)).toMatchObject({
      billingInterval: "annual",
      amountCents: 468_000,
      nextBillingDate: "2027-11-20",
    });
    now = new Date("2027-11-20T01:00:00Z");
    await app.services.dailyJobs.run();
    expect((await chargesOf(draft.id)).at(-1)).toEqual(["renewal", 468_000, "2027-11-20"]);
  });

  it("reads the spec's 'monthly' as pay-as-you-go", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie } = await signUp(app);
    const draft = await formDraft(cookie, "fortnightly");
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: "monthly",
    });
    expect(checkout).toMatchObject({ billingInterval: "pay-as-you-go", amountCents: 10_000 });
  });
});

describe("the receipt", () => {
  // Regression: the receipt named the plan ("The Unwind Edit") for a Tea & Tranquility box.
  it("names the box bought and says what is billed and how often", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie, user } = await signUp(app);
    const draft = await formDraft(cookie, "fortnightly", TEA_AND_TRANQUILITY);
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: "pay-as-you-go",
    });
    await pay(app, cookie, checkout.checkoutId);
    const [receipt] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, "order-confirmation")));
    expect(receipt!.textBody).toContain("Tea & Tranquility (every 2 weeks) — first delivery: $100.00");
    expect(receipt!.textBody).not.toContain("The Unwind Edit");
    expect(receipt!.textBody).toContain("Billing: $100.00 every fortnight.");
  });
});

describe("a checkout whose order changed", () => {
  it("is refused when the draft's frequency changed after it was priced, and priced again on the next visit", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const { cookie } = await signUp(app);
    const draft = await formDraft(cookie, "monthly");
    const annual = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: "annual",
    });
    expect(annual.amountCents).toBe(108_000);
    // Another tab re-saves the form as weekly: a year of weekly boxes costs $4,680, not $1,080.
    await app.inject({
      method: "POST",
      url: "/api/subscriptions",
      headers: { cookie },
      payload: {
        giftBoxId: 1,
        recipientProfileId: draft.recipientProfileId,
        recipientName: "Robin Lane",
        recipientEmail: "robin@example.com",
        recipientAddress: "3 Gum Street, Newtown NSW 2042",
        frequency: "weekly",
      },
    });
    const refused = await pay(app, cookie, annual.checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(await db.$count(payments, eq(payments.subscriptionId, draft.id))).toBe(0);
    const again = await prepareCheckout(app, cookie, {
      recipientId: draft.recipientProfileId,
      subscriptionId: draft.id,
      frequency: "annual",
    });
    expect(again).toMatchObject({ checkoutId: annual.checkoutId, frequency: "weekly", amountCents: 468_000 });
    expect((await pay(app, cookie, again.checkoutId)).statusCode).toBe(200);
  });
});

describe("a checkout staff prepare for a buyer", () => {
  // Regression: it was stored under the staff account, so the buyer got 404 for it forever.
  it("belongs to the buyer, who can pay it", async () => {
    now = new Date("2026-11-21T01:00:00Z");
    const buyer = await signUp(app);
    const draft = await formDraft(buyer.cookie, "monthly");
    const staff = await signInAsAdmin(app);
    const prepared = await prepareCheckout(app, staff.cookie, { recipientId: draft.recipientProfileId });
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, prepared.checkoutId));
    expect(row!.userId).toBe(buyer.user.id);
    const paid = await pay(app, buyer.cookie, prepared.checkoutId, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    expect((await subscriptionRow(paid.json().subscriptionId)).userId).toBe(buyer.user.id);
  });
});

/** A weekly pay-as-you-go plan for a new recipient, paid on 21 Nov 2026. */
async function paidWeeklyPlan() {
  now = new Date("2026-11-21T01:00:00Z");
  const { cookie } = await signUp(app);
  const draft = await formDraft(cookie, "weekly");
  const checkout = await prepareCheckout(app, cookie, {
    recipientId: draft.recipientProfileId,
    subscriptionId: draft.id,
  });
  const paid = await pay(app, cookie, checkout.checkoutId, GOOD_CARD);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { cookie, draft };
}

describe("pausing a weekly plan", () => {
  // Regression: every frequency was told a pause skips "one month"; a pause skips one delivery.
  it("speaks of one delivery, not a month, in the hint and the refusal", async () => {
    const { cookie, draft } = await paidWeeklyPlan();
    const patch = (payload: object) =>
      app.inject({ method: "PATCH", url: `/api/subscriptions/${draft.id}`, headers: { cookie }, payload });

    const tooEarly = await patch({ status: "paused" });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(
      "You can pause your subscription after your first delivery. Each pause skips one delivery and resumes automatically — you can pause again later if needed.",
    );

    // The first box arrives (fulfilment counts a confirmed delivery; fulfilment.test.ts covers that path).
    await app.services.subscriptions.countDelivery(app.ctx.db, draft.id, 1);
    expect((await patch({ status: "paused" })).statusCode).toBe(200);
    const again = await patch({ status: "paused" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This subscription is already paused. Only one delivery can be skipped at a time.",
    );
  });
});

describe("changing a weekly plan's gift plan", () => {
  // Regression: the 21-day rule was checked against a month ahead, so a change went through 8 days before a weekly box.
  it("applies from the first weekly delivery at least 21 days away", async () => {
    const { cookie, draft } = await paidWeeklyPlan();

    // Weekly boxes from 1 Dec: 8, 15, 22, 29 Dec… On 2 Dec the next is 6 days away; the first 21 or more is 29 Dec.
    now = new Date("2026-12-02T01:00:00Z");
    const change = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${draft.recipientProfileId}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().planChange).toEqual({ appliesFrom: "2026-12-29", fromNextDelivery: false });
    const view = await app.inject({ method: "GET", url: `/api/subscriptions/${draft.id}`, headers: { cookie } });
    expect(view.json()).toMatchObject({ pendingPlanKey: "unwind-edit", planChangeFrom: "2026-12-29" });
  });
});
