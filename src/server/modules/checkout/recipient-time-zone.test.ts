import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import type { SubscriptionView } from "../../../shared/schemas/subscription";

// 14:30 UTC on 21 November 2026: already Sunday the 22nd in Sydney, still Saturday the 21st in Perth.
const app = await createTestApp({ clock: { now: () => new Date("2026-11-21T14:30:00Z") } });

describe("business dates follow the recipient's state (PRODUCT.md)", () => {
  it("starts a Perth recipient's subscription on Perth's date and a Sydney one's on Sydney's", async () => {
    const { cookie } = await signUp(app);
    const perth = await createRecipient(app, cookie, {
      fullName: "Pat Perth",
      state: "WA",
      suburb: "Perth",
      postcode: "6000",
    });
    const sydney = await createRecipient(app, cookie, { fullName: "Sam Sydney" });
    for (const recipient of [perth, sydney]) {
      const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
      expect((await pay(app, cookie, checkout.checkoutId)).statusCode).toBe(200);
    }
    const list = (
      await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } })
    ).json() as SubscriptionView[];
    const byName = Object.fromEntries(list.map((s) => [s.recipientName, s]));
    // The first box is due ten days after each one's own start date.
    expect(byName["Pat Perth"]).toMatchObject({ startDate: "2026-11-21", nextDeliveryDate: "2026-12-01" });
    expect(byName["Sam Sydney"]).toMatchObject({ startDate: "2026-11-22", nextDeliveryDate: "2026-12-02" });
  });
});
