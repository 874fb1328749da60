import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, GOOD_CARD, pay, prepareCheckout } from "../../../test/support/customer-journey";
import { signUp } from "../../../test/support/http";
import { createTestApp } from "../../../test/support/test-app";
import { payments, recipientProfiles, subscriptions } from "../db/schema";

let now = new Date("2026-11-21T01:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const db = app.ctx.db;

async function liveSubscriptionIn(state: string) {
  const buyer = await signUp(app);
  const recipient = await createRecipient(app, buyer.cookie);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId, GOOD_CARD);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  // The recipient moves (the address form's own rules are not this test's).
  await db.update(recipientProfiles).set({ state }).where(eq(recipientProfiles.id, recipient.id));
  return checkout.subscriptionId;
}
const renewalsOf = async (ids: number[]) =>
  (
    await db
      .select({ subscriptionId: payments.subscriptionId })
      .from(payments)
      .where(inArray(payments.subscriptionId, ids))
  ).length - ids.length; // less each initial payment

describe("test-mode renewals follow the recipient's state's day (ADR 0023)", () => {
  it("charges in Sydney at its midnight, and in Perth only once Perth's day has begun", async () => {
    const sydney = await liveSubscriptionIn("NSW");
    const perth = await liveSubscriptionIn("WA");
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, perth));
    expect(sub!.nextBillingDate).toBe("2026-12-21");

    now = new Date("2026-12-20T14:00:00Z"); // 21 Dec 01:00 in Sydney; 20 Dec 22:00 in Perth
    await app.services.dailyJobs.run();
    expect(await renewalsOf([sydney])).toBe(1);
    expect(await renewalsOf([perth])).toBe(0);

    now = new Date("2026-12-20T16:30:00Z"); // 21 Dec 00:30 in Perth
    await app.services.dailyJobs.run();
    await app.services.dailyJobs.run();
    expect(await renewalsOf([sydney, perth])).toBe(2);
  });
});
