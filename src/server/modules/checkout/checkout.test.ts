import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { checkouts, emailOutbox, payments, subscriptions } from "../../db/schema";

const now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;

describe("checkout in test mode", () => {
  it("prices monthly $100 and annual $1,080 plus $75 per special date, with real occasion dates", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const monthly = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    expect(monthly.amountCents).toBe(10_000);
    const annual = await prepareCheckout(app, cookie, {
      recipientId: recipient.id,
      frequency: "annual",
      addOns: [{ key: "mothers-day" }, { key: "valentines" }],
    });
    expect(annual.amountCents).toBe(108_000 + 2 * 7_500);
    expect(annual.addOns.map((a) => [a.name, a.date])).toEqual([
      ["Mother's Day", "2027-05-09"],
      ["Valentine's Day", "2027-02-14"],
    ]);
    // One checkout and one intent, however often the options change.
    expect(annual.checkoutId).toBe(monthly.checkoutId);
    expect(annual.clientSecret).toBe(monthly.clientSecret);
    expect(await db.$count(checkouts, eq(checkouts.recipientProfileId, recipient.id))).toBe(1);
  });

  it("asks for a birthday the profile lacks and saves it once paid", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, { anniversary: null });
    const missing = await app.inject({
      method: "POST",
      url: "/api/create-subscription-checkout",
      headers: { cookie },
      payload: { recipientId: recipient.id, frequency: "monthly", addOns: [{ key: "anniversary" }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please choose the date for the anniversary.");
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: recipient.id,
      addOns: [{ key: "anniversary", date: "2019-02-02" }],
    });
    // Delivered on the next anniversary; the profile keeps the date as entered.
    expect(checkout.addOns).toEqual([expect.objectContaining({ name: "Anniversary", date: "2027-02-02" })]);
    expect((await pay(app, cookie, checkout.checkoutId)).statusCode).toBe(200);
    const profile = await app.inject({
      method: "GET",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
    });
    expect(profile.json().anniversary).toBe("2019-02-02");
  });

  it("shows the decline and creates nothing with 4000 0000 0000 0002", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const declined = await pay(app, cookie, checkout.checkoutId, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Your card was declined.");
    const insufficient = await pay(app, cookie, checkout.checkoutId, {
      ...GOOD_CARD,
      cardNumber: "4000 0000 0000 9995",
    });
    expect(insufficient.json().message).toBe("Your card has insufficient funds.");
    expect(await db.$count(payments, eq(payments.checkoutId, checkout.checkoutId))).toBe(0);
    const list = await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it("activates the subscription on payment, records the amounts and e-mails a GST receipt once", async () => {
    const { cookie, user } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, {
      recipientId: recipient.id,
      addOns: [{ key: "fathers-day" }],
    });
    const paid = await pay(app, cookie, checkout.checkoutId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ subscriptionId: checkout.subscriptionId, recipientId: recipient.id });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId));
    expect(sub).toMatchObject({
      status: "active",
      amountCents: 10_000,
      addOnCents: 7_500,
      planKey: "in-bloom",
      startDate: "2026-11-21",
      nextDeliveryDate: "2026-12-01",
    });
    expect(sub!.specialDates).toEqual([
      { type: "fathers-day", name: "Father's Day", date: "2027-09-05", priceCents: 7_500 },
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    const receipts = mails.filter((m) => m.kind === "order-confirmation");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain("Total paid (including GST of $15.91): $175.00");
    expect(receipts[0]!.textBody).toContain("Seasonal Flowers (monthly) — first delivery: $100.00");
    expect(receipts[0]!.textBody).toContain("Billing: $100.00 every month.");
    expect(receipts[0]!.textBody).toContain(`Billed to: ${user.fullName} <${user.email}>.`);
    // No ABN configured here: the receipt doesn't pretend to be a tax invoice.
    expect(receipts[0]!.textBody).toMatch(/^Receipt FMN-\d{6} — 21 Nov 2026\./m);
    const list = await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ displayStatus: "New", planName: "Seasonal Flowers" });
    // No approved vendor covers Newtown here: no "7-10 days" is promised (confirmation-details.test.ts).
    expect(list.json()[0].nextDeliveries[0].label).toBe("Being arranged");
  });

  it("charges once and creates one subscription for 50 concurrent confirmations", async () => {
    const { cookie, user } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(app, cookie, checkout.checkoutId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.json().subscriptionId))).toEqual(new Set([checkout.subscriptionId]));
    expect(await db.$count(payments, eq(payments.checkoutId, checkout.checkoutId))).toBe(1);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(1);
    const receipts = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(receipts.filter((m) => m.kind === "order-confirmation")).toHaveLength(1);
    console.log("50 concurrent confirmations → 1 payment, 1 subscription, 1 receipt e-mail");
  });

  it("refuses a second live subscription for the same recipient", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const first = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    await pay(app, cookie, first.checkoutId);
    const again = await app.inject({
      method: "POST",
      url: "/api/create-subscription-checkout",
      headers: { cookie },
      payload: { recipientId: recipient.id, frequency: "monthly" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("offers Afterpay only for annual billing", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const monthly = await app.inject({
      method: "POST",
      url: "/api/create-subscription-checkout",
      headers: { cookie },
      payload: { recipientId: recipient.id, frequency: "monthly", paymentMethod: "afterpay" },
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().message).toMatch(/Afterpay is only available/);
    // Refused, it changed nothing: no draft, no checkout.
    const drafts = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.recipientProfileId, recipient.id));
    expect(drafts).toEqual([]);
    const annual = await prepareCheckout(app, cookie, {
      recipientId: recipient.id,
      frequency: "annual",
      paymentMethod: "afterpay",
    });
    const paid = await pay(app, cookie, annual.checkoutId, { method: "afterpay" });
    expect(paid.statusCode).toBe(200);
  });

  it("never lets customer B see or pay customer A's checkout", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const recipient = await createRecipient(app, a.cookie);
    const checkout = await prepareCheckout(app, a.cookie, { recipientId: recipient.id });
    const foreignPay = await pay(app, b.cookie, checkout.checkoutId);
    expect(foreignPay.statusCode).toBe(404);
    const foreignPrepare = await app.inject({
      method: "POST",
      url: "/api/create-subscription-checkout",
      headers: { cookie: b.cookie },
      payload: { recipientId: recipient.id, frequency: "monthly" },
    });
    expect(foreignPrepare.statusCode).toBe(404);
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.checkoutId));
    expect(row!.status).toBe("open");
  });
});

describe("concurrent option changes", () => {
  it("keep one checkout and one intent when a page fires several updates at once", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie);
    const answers = await Promise.all(
      ["monthly", "annual", "monthly", "annual"].map((frequency) =>
        app.inject({
          method: "POST",
          url: "/api/create-subscription-checkout",
          headers: { cookie },
          payload: { recipientId: recipient.id, frequency },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1);
    expect(await db.$count(checkouts, eq(checkouts.recipientProfileId, recipient.id))).toBe(1);
  });
});

describe("the receipt with the shop's ABN", () => {
  it("is a tax invoice naming the shop's ABN and the buyer", async () => {
    const shop = await createTestApp({ clock: { now: () => now }, shopAbn: "51 824 753 556" });
    const { cookie, user } = await signUp(shop);
    const recipient = await createRecipient(shop, cookie);
    const checkout = await prepareCheckout(shop, cookie, { recipientId: recipient.id, frequency: "annual" });
    expect((await pay(shop, cookie, checkout.checkoutId)).statusCode).toBe(200);
    const receipt = (await shop.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).find(
      (m) => m.kind === "order-confirmation",
    );
    expect(receipt!.textBody).toMatch(
      /^Tax invoice FMN-\d{6} — 21 Nov 2026\. Forget Me Not, Australia\. ABN 51 824 753 556\./m,
    );
    expect(receipt!.textBody).toContain(`Billed to: ${user.fullName} <${user.email}>.`);
    expect(receipt!.textBody).toContain("Total paid (including GST of $98.18): $1,080.00");
  });
});
