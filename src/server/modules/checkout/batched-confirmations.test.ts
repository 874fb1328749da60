import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { titleCase } from "../../../shared/domain/names";
import { checkouts, emailOutbox, payments, subscriptions } from "../../db/schema";

// Confirmations arriving together are recorded in one transaction (group commit): these tests
// fire them at once and check that each buyer still gets exactly their own outcome.
const app = await createTestApp({ clock: { now: () => new Date("2026-11-21T01:00:00Z") } });
const db = app.ctx.db;

async function buyerWithCheckouts(count: number) {
  const buyer = await signUp(app);
  const open = [];
  for (let i = 0; i < count; i++) {
    const recipient = await createRecipient(app, buyer.cookie, { fullName: `${buyer.user.fullName} friend ${i}` });
    open.push({ recipient, checkout: await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id }) });
  }
  return { ...buyer, open };
}

describe("confirmations arriving together", () => {
  it("pay every buyer's own checkouts, once each, with each receipt to its buyer", async () => {
    const buyers = await Promise.all([buyerWithCheckouts(4), buyerWithCheckouts(4), buyerWithCheckouts(4)]);
    const attempts = buyers.flatMap((buyer) =>
      buyer.open.map(({ checkout }) => pay(app, buyer.cookie, checkout.checkoutId)),
    );
    const answers = await Promise.all(attempts);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));

    for (const buyer of buyers) {
      const list = await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie: buyer.cookie } });
      expect(
        list
          .json()
          .map((s: { recipientName: string }) => s.recipientName)
          .sort(),
      ).toEqual(buyer.open.map((o) => o.recipient.name).sort());
      const receipts = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.user.email));
      const orderReceipts = receipts.filter((m) => m.kind === "order-confirmation");
      expect(orderReceipts).toHaveLength(4);
      for (const { recipient } of buyer.open)
        expect(orderReceipts.some((m) => m.textBody.includes(`for ${titleCase(recipient.name)} is confirmed`))).toBe(
          true,
        );
    }
    const ids = buyers.flatMap((b) => b.open.map((o) => o.checkout.checkoutId));
    expect(await db.$count(payments, inArray(payments.checkoutId, ids))).toBe(12);
  });

  it("answer a foreign checkout 404 and a declined card 402 without touching the others in the batch", async () => {
    const a = await buyerWithCheckouts(3);
    const b = await buyerWithCheckouts(1);
    const [first, second, third] = a.open.map((o) => o.checkout.checkoutId) as [number, number, number];
    const answers = await Promise.all([
      pay(app, a.cookie, first),
      pay(app, b.cookie, second), // B paying A's checkout
      pay(app, a.cookie, third, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" }),
      pay(app, b.cookie, b.open[0]!.checkout.checkoutId),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 402, 200]);
    const rows = await db
      .select()
      .from(checkouts)
      .where(inArray(checkouts.id, [first, second, third]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first]: "paid",
      [second]: "open",
      [third]: "open",
    });
    expect(rows.find((r) => r.id === third)!.lastError).toBe("Your card was declined.");
    expect(await db.$count(payments, inArray(payments.checkoutId, [second, third]))).toBe(0);
  });

  it("refuse only the one whose recipient already has a live subscription", async () => {
    const buyer = await buyerWithCheckouts(4);
    const [taken, ...others] = buyer.open;
    await pay(app, buyer.cookie, taken!.checkout.checkoutId);
    // A second unpaid subscription for the same recipient, as a race between two tabs could leave.
    const [draft] = await db
      .insert(subscriptions)
      .values({ userId: buyer.user.id, recipientProfileId: taken!.recipient.id, status: "draft", planKey: "in-bloom" })
      .returning();
    const [second] = await db
      .insert(checkouts)
      .values({
        userId: buyer.user.id,
        recipientProfileId: taken!.recipient.id,
        subscriptionId: draft!.id,
        amountCents: 10_000,
        provider: "test",
      })
      .returning();

    const answers = await Promise.all([
      pay(app, buyer.cookie, second!.id),
      ...others.map((o) => pay(app, buyer.cookie, o.checkout.checkoutId)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([409, 200, 200, 200]);
    expect(answers[0]!.json().message).toBe("This recipient already has an active subscription.");
    const [refused] = await db.select().from(checkouts).where(eq(checkouts.id, second!.id));
    expect(refused!.status).toBe("open");
    expect(await db.$count(payments, eq(payments.checkoutId, second!.id))).toBe(0);
    const [stillDraft] = await db.select().from(subscriptions).where(eq(subscriptions.id, draft!.id));
    expect(stillDraft!.status).toBe("draft");
  });
});
