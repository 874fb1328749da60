import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkouts, recipientProfiles, subscriptions } from "../src/server/db/schema";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * Customer B gets nothing of customer A's: not by naming A's subscription in the billing page's
 * card update, nor A's recipient or subscription in the subscription form or checkout. A record
 * someone else owns answers exactly like a missing one (404), so ids reveal nothing.
 */
const app = await createTestApp();
const db = app.ctx.db;

const MASTERCARD = { ...GOOD_CARD, cardNumber: "5555 5555 5555 4444" };
/** Stripe's "succeeds, then every renewal is declined" card: what an attacker would plant. */
const RENEWALS_FAIL = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0341" };
const DECLINED = { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" };
const NO_SUCH_ID = 2_000_000_000;

const subscriptionRow = async (id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const recipientRow = async (id: number) =>
  (await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, id)))[0]!;
const checkoutsOf = (subscriptionId: number) =>
  db.select().from(checkouts).where(eq(checkouts.subscriptionId, subscriptionId));
const countsOf = async (userId: number) => ({
  recipients: await db.$count(recipientProfiles, eq(recipientProfiles.userId, userId)),
  subscriptions: await db.$count(subscriptions, eq(subscriptions.userId, userId)),
  checkouts: await db.$count(checkouts, eq(checkouts.userId, userId)),
});
const allCounts = async () => ({
  recipients: await db.$count(recipientProfiles),
  subscriptions: await db.$count(subscriptions),
  checkouts: await db.$count(checkouts),
});

/** A customer whose recipient has a paid (active) subscription. */
async function customerWithLiveSubscription() {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { ...buyer, recipient, subscriptionId: checkout.subscriptionId, checkoutId: checkout.checkoutId };
}

/** A customer with a draft subscription saved by the subscription form (no checkout yet). */
async function customerWithDraft() {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const response = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie: buyer.cookie },
    payload: subscriptionForm({ recipientProfileId: recipient.id }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...buyer, recipient, subscriptionId: response.json().id as number };
}

function subscriptionForm(overrides: Record<string, unknown> = {}) {
  return {
    giftBoxId: 1,
    recipientName: "Sam Lee",
    recipientEmail: "attacker@example.com",
    recipientAddress: "5 Jacaranda Lane, Paddington QLD 4064",
    frequency: "weekly",
    ...overrides,
  };
}

const putCard = (cookie: string, id: number, card: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: `/api/billing/${id}/payment-method`, headers: { cookie }, payload: card });

const checkoutAs = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/create-subscription-checkout",
    headers: { cookie },
    payload: { frequency: "monthly", ...payload },
  });

describe("PUT /api/billing/:id/payment-method", () => {
  it("lets the owner replace the card on file", async () => {
    const a = await customerWithLiveSubscription();
    expect((await subscriptionRow(a.subscriptionId)).paymentMethodLabel).toBe("Visa •••• 4242");
    const response = await putCard(a.cookie, a.subscriptionId, MASTERCARD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentMethodLabel: "Mastercard •••• 4444" });
    const row = await subscriptionRow(a.subscriptionId);
    expect(row.paymentMethodLabel).toBe("Mastercard •••• 4444");
    expect(row.testRenewalFails).toBe(false);
    const billing = await app.inject({
      method: "GET",
      url: `/api/billing/${a.subscriptionId}`,
      headers: { cookie: a.cookie },
    });
    expect(billing.json().subscription.paymentMethodLabel).toBe("Mastercard •••• 4444");
  });

  it("answers customer B with a 404 on A's subscription, exactly like a missing one, and changes nothing", async () => {
    const a = await customerWithLiveSubscription();
    const b = await customerWithLiveSubscription();
    const before = await subscriptionRow(a.subscriptionId);
    const missing = await putCard(b.cookie, NO_SUCH_ID, MASTERCARD);
    expect(missing.statusCode).toBe(404);
    const cards: Record<string, Record<string, unknown>> = {
      MASTERCARD,
      RENEWALS_FAIL,
      DECLINED,
      "no card": { method: "card" },
    };
    for (const [name, card] of Object.entries(cards)) {
      const response = await putCard(b.cookie, a.subscriptionId, card);
      expect(response.statusCode, name).toBe(404);
      // No oracle: a declined card does not reveal (with a 402) that the id exists.
      expect(response.json(), name).toEqual(missing.json());
    }
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Subscription not found" });
    expect(await subscriptionRow(a.subscriptionId)).toEqual(before);
    // B's own subscription is untouched too, and A still sees the card A chose.
    expect((await subscriptionRow(b.subscriptionId)).paymentMethodLabel).toBe("Visa •••• 4242");
    const billing = await app.inject({
      method: "GET",
      url: `/api/billing/${a.subscriptionId}`,
      headers: { cookie: a.cookie },
    });
    expect(billing.json().subscription.paymentMethodLabel).toBe("Visa •••• 4242");
  });

  it("refuses B on A's unpaid draft as well", async () => {
    const a = await customerWithDraft();
    const b = await signUp(app);
    const before = await subscriptionRow(a.subscriptionId);
    const response = await putCard(b.cookie, a.subscriptionId, MASTERCARD);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
    expect(await subscriptionRow(a.subscriptionId)).toEqual(before);
  });

  it("refuses anyone not signed in", async () => {
    const a = await customerWithLiveSubscription();
    const before = await subscriptionRow(a.subscriptionId);
    const response = await app.inject({
      method: "PUT",
      url: `/api/billing/${a.subscriptionId}/payment-method`,
      payload: MASTERCARD,
    });
    expect(response.statusCode).toBe(401);
    expect(await subscriptionRow(a.subscriptionId)).toEqual(before);
  });
});

describe("POST /api/subscriptions with another customer's recipientProfileId", () => {
  it("is refused with a 404, creates nothing and leaves A's recipient as it was", async () => {
    const a = await signUp(app);
    const recipient = await createRecipient(app, a.cookie);
    const b = await signUp(app);
    const recipientBefore = await recipientRow(recipient.id);
    // The form fills in the recipient's e-mail when the profile has none: B must not be able to.
    expect(recipientBefore.email).toBeNull();
    const totalsBefore = await allCounts();
    const aBefore = await countsOf(a.user.id);

    for (const frequency of ["weekly", "monthly"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/subscriptions",
        headers: { cookie: b.cookie },
        payload: subscriptionForm({ recipientProfileId: recipient.id, frequency }),
      });
      expect(response.statusCode, frequency).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Recipient profile not found" });
    }

    expect(await allCounts()).toEqual(totalsBefore);
    expect(await countsOf(a.user.id)).toEqual(aBefore);
    expect(await countsOf(b.user.id)).toEqual({ recipients: 0, subscriptions: 0, checkouts: 0 });
    expect(await recipientRow(recipient.id)).toEqual(recipientBefore);
    const mine = await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie: b.cookie } });
    expect(mine.json()).toEqual([]);
  });

  it("does not touch A's existing draft or live subscription for that recipient", async () => {
    const draftOwner = await customerWithDraft();
    const liveOwner = await customerWithLiveSubscription();
    const b = await signUp(app);
    for (const owner of [draftOwner, liveOwner]) {
      const subBefore = await subscriptionRow(owner.subscriptionId);
      const recipientBefore = await recipientRow(owner.recipient.id);
      const totalsBefore = await allCounts();
      const response = await app.inject({
        method: "POST",
        url: "/api/subscriptions",
        headers: { cookie: b.cookie },
        payload: subscriptionForm({
          recipientProfileId: owner.recipient.id,
          frequency: "quarterly",
          cardMessage: "custom",
          customMessage: "hijacked",
        }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
      expect(await subscriptionRow(owner.subscriptionId)).toEqual(subBefore);
      expect(await recipientRow(owner.recipient.id)).toEqual(recipientBefore);
      expect(await allCounts()).toEqual(totalsBefore);
    }
  });
});

describe("POST /api/create-subscription-checkout with another customer's subscriptionId", () => {
  it("is refused with A's recipient and A's subscription, and no checkout is created for it", async () => {
    const a = await customerWithDraft();
    const b = await signUp(app);
    const totalsBefore = await allCounts();
    const subBefore = await subscriptionRow(a.subscriptionId);
    const response = await checkoutAs(b.cookie, { recipientId: a.recipient.id, subscriptionId: a.subscriptionId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Recipient profile not found" });
    expect(await checkoutsOf(a.subscriptionId)).toEqual([]);
    expect(await subscriptionRow(a.subscriptionId)).toEqual(subBefore);
    expect(await allCounts()).toEqual(totalsBefore);
  });

  it("is refused with B's own recipient and A's subscription, answering like a missing subscription", async () => {
    const a = await customerWithDraft();
    const b = await signUp(app);
    const bRecipient = await createRecipient(app, b.cookie);
    const totalsBefore = await allCounts();
    const subBefore = await subscriptionRow(a.subscriptionId);

    const missing = await checkoutAs(b.cookie, { recipientId: bRecipient.id, subscriptionId: NO_SUCH_ID });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Subscription not found" });
    for (const frequency of ["monthly", "annual"]) {
      const response = await checkoutAs(b.cookie, {
        recipientId: bRecipient.id,
        subscriptionId: a.subscriptionId,
        frequency,
      });
      expect(response.statusCode, frequency).toBe(404);
      expect(response.json(), frequency).toEqual(missing.json());
    }

    expect(await checkoutsOf(a.subscriptionId)).toEqual([]);
    expect(await subscriptionRow(a.subscriptionId)).toEqual(subBefore);
    expect(await allCounts()).toEqual(totalsBefore);
    expect(await countsOf(b.user.id)).toEqual({ recipients: 1, subscriptions: 0, checkouts: 0 });
    // B's own checkout still works afterwards, for B's own draft only.
    const own = await prepareCheckout(app, b.cookie, { recipientId: bRecipient.id });
    expect(own.subscriptionId).not.toBe(a.subscriptionId);
    expect((await subscriptionRow(own.subscriptionId)).userId).toBe(b.user.id);
  });

  it("leaves A's open checkout (amount, billing, intent) untouched", async () => {
    const a = await signUp(app);
    const aRecipient = await createRecipient(app, a.cookie);
    const aCheckout = await prepareCheckout(app, a.cookie, { recipientId: aRecipient.id });
    const b = await signUp(app);
    const bRecipient = await createRecipient(app, b.cookie);
    const [checkoutBefore] = await checkoutsOf(aCheckout.subscriptionId);
    const subBefore = await subscriptionRow(aCheckout.subscriptionId);

    for (const payload of [
      {
        recipientId: bRecipient.id,
        subscriptionId: aCheckout.subscriptionId,
        frequency: "annual",
        addOns: [{ key: "valentines" }],
      },
      { recipientId: aRecipient.id, subscriptionId: aCheckout.subscriptionId, frequency: "annual" },
      { recipientId: aRecipient.id, frequency: "annual" },
    ]) {
      const response = await checkoutAs(b.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
      expect(response.body).not.toContain(aCheckout.clientSecret);
    }

    expect(await checkoutsOf(aCheckout.subscriptionId)).toEqual([checkoutBefore]);
    expect(checkoutBefore).toMatchObject({
      userId: a.user.id,
      billingInterval: "pay-as-you-go",
      amountCents: 10_000,
      status: "open",
    });
    expect(await subscriptionRow(aCheckout.subscriptionId)).toEqual(subBefore);
    expect(await countsOf(b.user.id)).toEqual({ recipients: 1, subscriptions: 0, checkouts: 0 });
  });

  it("does not reveal that A's subscription is already paid (404, not 409)", async () => {
    const a = await customerWithLiveSubscription();
    const b = await signUp(app);
    const bRecipient = await createRecipient(app, b.cookie);
    const totalsBefore = await allCounts();
    const response = await checkoutAs(b.cookie, { recipientId: bRecipient.id, subscriptionId: a.subscriptionId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Subscription not found" });
    expect(await checkoutsOf(a.subscriptionId)).toHaveLength(1);
    expect(await allCounts()).toEqual(totalsBefore);
  });
});
