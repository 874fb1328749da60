import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recipientProfiles, subscriptions } from "../src/server/db/schema";
import type { CreatedSubscription } from "../src/shared/schemas/subscription";
import { createRecipient, pay, prepareCheckout } from "./support/customer-journey";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

// Two requests about the same recipient at once. On PostgreSQL (CI runs this suite there too) they
// really interleave; each must end in a clear answer (never a 500) and a consistent shop.
const app = await createTestApp();
const db = app.ctx.db;
const ROUNDS = 8;

const form = (cookie: string, recipientProfileId: number) =>
  app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie },
    payload: {
      giftBoxId: 1,
      recipientProfileId,
      recipientName: "Jamie Rivers",
      recipientEmail: "jamie@example.com",
      recipientAddress: "8 Banksia Avenue, Newtown NSW 2042",
      frequency: "monthly",
    },
  });

const subscriptionsOf = (recipientId: number) =>
  db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.recipientProfileId, recipientId));

describe("races about one recipient", () => {
  it("deleting the recipient while paying: one wins, the other is told why (409 or 404), nothing half-done", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { cookie } = await signUp(app);
      const recipient = await createRecipient(app, cookie);
      const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
      const [removed, paid] = await Promise.all([
        app.inject({ method: "DELETE", url: `/api/recipient-profiles/${recipient.id}`, headers: { cookie } }),
        pay(app, cookie, checkout.checkoutId),
      ]);
      expect([204, 409], removed.body).toContain(removed.statusCode);
      expect([200, 404], paid.body).toContain(paid.statusCode);
      const left = await db.select().from(recipientProfiles).where(eq(recipientProfiles.id, recipient.id));
      if (paid.statusCode === 200) {
        // Paid first: the recipient stays, with its live subscription, and deletion was refused.
        expect(removed.statusCode).toBe(409);
        expect(left).toHaveLength(1);
        expect((await subscriptionsOf(recipient.id)).map((s) => s.status)).toEqual(["active"]);
      } else {
        expect(removed.statusCode).toBe(204);
        expect(left).toHaveLength(0);
      }
    }
  });

  it("saving the subscription form while paying: never a 500, never a draft beside the live subscription", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { cookie } = await signUp(app);
      const recipient = await createRecipient(app, cookie);
      const draft = (await form(cookie, recipient.id)).json() as CreatedSubscription;
      const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id, subscriptionId: draft.id });
      const [paid, saved] = await Promise.all([pay(app, cookie, checkout.checkoutId), form(cookie, recipient.id)]);
      expect(paid.statusCode, paid.body).toBe(200);
      expect([201, 409], saved.body).toContain(saved.statusCode);
      if (saved.statusCode === 409)
        expect(saved.json().message).toBe("This recipient already has an active subscription.");
      // Regression: the form raced the payment into a second, orphaned draft.
      expect((await subscriptionsOf(recipient.id)).map((s) => s.status)).toEqual(["active"]);
    }
  });

  it("preparing a checkout while paying: the paid one wins, the other is refused, no extra draft", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { cookie } = await signUp(app);
      const recipient = await createRecipient(app, cookie);
      const checkout = await prepareCheckout(app, cookie, { recipientId: recipient.id });
      const [paid, prepared] = await Promise.all([
        pay(app, cookie, checkout.checkoutId),
        app.inject({
          method: "POST",
          url: "/api/create-subscription-checkout",
          headers: { cookie },
          payload: { recipientId: recipient.id, frequency: "annual" },
        }),
      ]);
      expect([200, 409], paid.body).toContain(paid.statusCode);
      expect([200, 409], prepared.body).toContain(prepared.statusCode);
      const live = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.recipientProfileId, recipient.id), inArray(subscriptions.status, ["active", "paused"])),
        );
      const drafts = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.recipientProfileId, recipient.id), eq(subscriptions.status, "draft")));
      expect(live.length + drafts.length).toBe(1);
    }
  });
});
