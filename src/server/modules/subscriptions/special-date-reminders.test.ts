import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";
import { emailOutbox } from "../../db/schema";

const START = new Date("2027-01-20T01:00:00Z"); // 20 Jan in Sydney
let now = START;
let wakes = 0;
const app = await createTestApp({ clock: { now: () => now }, onEmailQueued: () => wakes++ });
const db = app.ctx.db;
// A florist covering Newtown (the default recipient's postcode), and nobody covering Alice Springs (0870).
const florist = await applyAsVendor(app, {
  suburb: "Newtown",
  state: "NSW",
  postcode: "2042",
  serviceArea: "2042, Newtown and Enmore",
});
await setVendorStatus(app, florist.supplierId, "approved");

/** A paid subscription for the default recipient (birthday 14 March, first date 9 June). */
async function liveSubscription(addOns: { key: string }[] = [], recipient: Record<string, unknown> = {}) {
  const buyer = await signUp(app);
  const created = await createRecipient(app, buyer.cookie, recipient);
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: created.id, addOns });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { ...buyer, subscriptionId: checkout.subscriptionId };
}

const reminders = (email: string) =>
  db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "special-date")))
    .orderBy(emailOutbox.id);

async function runOn(day: string) {
  now = new Date(`${day}T01:00:00Z`);
  return app.services.dailyJobs.run();
}

describe("the upcoming special-date delivery e-mail", () => {
  afterEach(() => {
    now = START;
  });

  it("tells the buyer once, a week ahead, about each add-on they bought, and nothing about dates they didn't", async () => {
    const { email, subscriptionId } = await liveSubscription([{ key: "valentines" }, { key: "birthday" }]);
    await runOn("2027-02-06"); // Valentine's Day is 8 days away
    expect(await reminders(email)).toEqual([]);

    wakes = 0;
    const result = await runOn("2027-02-07");
    await runOn("2027-02-08");
    await runOn("2027-02-14");
    expect(result.reminders).toBeGreaterThan(0);
    expect(wakes).toBeGreaterThan(0);
    const valentines = await reminders(email);
    expect(valentines).toHaveLength(1);
    expect(valentines[0]).toMatchObject({
      subject: "Jamie Rivers's Valentine's Day delivery is coming on 14 Feb 2027",
      key: `special-date:${subscriptionId}:valentines:2027-02-14`,
    });
    expect(valentines[0]!.text).toContain(`${app.ctx.publicUrl}/account`);

    await runOn("2027-03-08");
    await runOn("2027-03-10");
    // Regression: the profile's first date (9 June) was never bought, yet the buyer was told a box was coming.
    await runOn("2027-06-05");
    expect((await reminders(email)).map((m) => m.subject)).toEqual([
      "Jamie Rivers's Valentine's Day delivery is coming on 14 Feb 2027",
      "Jamie Rivers's Birthday delivery is coming on 14 Mar 2027",
    ]);
  });

  it("promises no local vendor or date where no vendor covers the recipient's postcode", async () => {
    const { email } = await liveSubscription([{ key: "valentines" }], {
      suburb: "Alice Springs",
      state: "NT",
      postcode: "0870",
    });
    await runOn("2027-02-07");
    const [reminder, ...others] = await reminders(email);
    expect(others).toEqual([]);
    expect(reminder!.subject).toBe("We're arranging Jamie Rivers's Valentine's Day delivery");
    expect(reminder!.text).toContain("our team is arranging this delivery");
    expect(reminder!.text).not.toMatch(/local vendor|ready to arrive/);
  });

  it("sends nothing for a cancelled subscription", async () => {
    const { cookie, email, subscriptionId } = await liveSubscription([{ key: "valentines" }]);
    const cancelled = await app.inject({
      method: "DELETE",
      url: `/api/subscriptions/${subscriptionId}`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    await runOn("2027-02-10");
    expect(await reminders(email)).toEqual([]);
  });

  it("reminds every buyer with a date in the coming week, waking the relay once per run", async () => {
    const buyers = await Promise.all(
      Array.from({ length: 5 }, () => liveSubscription([{ key: "birthday" }], { dateOfBirth: "1985-01-25" })),
    );
    wakes = 0;
    await runOn("2027-01-21");
    expect(wakes).toBe(1);
    for (const buyer of buyers) {
      expect((await reminders(buyer.email)).map((m) => m.subject)).toEqual([
        "Jamie Rivers's Birthday delivery is coming on 25 Jan 2027",
      ]);
    }
  });
});

// The same schedule feeds the subscription list: bought add-ons show in the "Next Delivery" slots.
describe("the Next Delivery slots of a subscription with add-ons", () => {
  it("show a bought add-on by name after the first box's 7-10 days", async () => {
    const { cookie, subscriptionId } = await liveSubscription([{ key: "valentines" }]);
    const view = (
      await app.inject({ method: "GET", url: `/api/subscriptions/${subscriptionId}`, headers: { cookie } })
    ).json();
    // Paid on 20 Jan: the first box by 30 Jan, then monthly (28 Feb, as February is short).
    expect(view.nextDeliveries.map((s: { label: string }) => s.label)).toEqual([
      "7-10 days",
      "Valentine's Day 14/02",
      "28 Feb 2027",
    ]);
  });
});
