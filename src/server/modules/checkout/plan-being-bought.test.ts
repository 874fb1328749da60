import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { AFTERPAY_MESSAGES } from "../../../shared/domain/afterpay";
import { subscriptions } from "../../db/schema";
import { noPlanMessage } from "./checkout.service";

const AFTERPAY_NO_ALCOHOL = AFTERPAY_MESSAGES.alcohol;

// The checkout pays for the plan actually being bought: the box chosen on the subscription form,
// or else the recipient profile's plan as it is now.
const app = await createTestApp({ clock: { now: () => new Date("2026-11-21T01:00:00Z") } });
const FLOWERS_BOX = 1; // in-bloom
const SAVOUR_BOX = 4; // moments-to-savour: may carry wine for adults who want it

const WINE_LOVER = { giftCategories: "in-bloom", drinksEnjoy: "wine-cocktails-alcoholic", alcoholConsent: "yes" };

async function formDraft(cookie: string, recipientId: number, giftBoxId: number) {
  const response = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie },
    payload: {
      giftBoxId,
      recipientProfileId: recipientId,
      recipientName: "Jamie Rivers",
      recipientEmail: "jamie@example.com",
      recipientAddress: "8 Banksia Avenue, Newtown NSW 2042",
      frequency: "monthly",
    },
  });
  if (response.statusCode !== 201) throw new Error(`form: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
}

const checkout = (cookie: string, body: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/create-subscription-checkout",
    headers: { cookie },
    payload: { frequency: "annual", ...body },
  });

describe("the plan being bought", () => {
  it("decides alcohol: a wine lover's flowers profile buying Moments to Savour gets no Afterpay", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, WINE_LOVER);
    const draft = await formDraft(cookie, recipient.id, SAVOUR_BOX);

    const view = await checkout(cookie, { recipientId: recipient.id, subscriptionId: draft.id });
    expect(view.json()).toMatchObject({ includesAlcohol: true, afterpayAvailable: false });
    const afterpay = await checkout(cookie, {
      recipientId: recipient.id,
      subscriptionId: draft.id,
      paymentMethod: "afterpay",
    });
    expect(afterpay.statusCode).toBe(400);
    expect(afterpay.json().message).toBe(AFTERPAY_NO_ALCOHOL);
  });

  it("decides alcohol the other way too: the same wine lover's flowers box keeps Afterpay", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, { ...WINE_LOVER, giftCategories: "moments-to-savour" });
    const draft = await formDraft(cookie, recipient.id, FLOWERS_BOX);
    const view = await checkout(cookie, {
      recipientId: recipient.id,
      subscriptionId: draft.id,
      paymentMethod: "afterpay",
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ includesAlcohol: false, afterpayAvailable: true });
    expect((await pay(app, cookie, view.json().checkoutId, { method: "afterpay" })).statusCode).toBe(200);
  });

  it("is required: a recipient without a plan can't be paid for, and nothing is charged", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, { giftCategories: null });
    const refused = await checkout(cookie, { recipientId: recipient.id, frequency: "monthly" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(noPlanMessage(recipient.name));

    // Once the profile has a plan, Start Subscription pays for it.
    const patched = await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    expect(patched.statusCode).toBe(200);
    const ready = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    const [draft] = await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, ready.subscriptionId));
    expect(draft!.planKey).toBe("unwind-edit");
  });

  it("follows the profile: Start Subscription after a plan change pays for the new plan", async () => {
    const { cookie } = await signUp(app);
    const recipient = await createRecipient(app, cookie, { giftCategories: "in-bloom" });
    const first = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    await app.inject({
      method: "PATCH",
      url: `/api/recipient-profiles/${recipient.id}`,
      headers: { cookie },
      payload: { giftCategories: "unwind-edit" },
    });
    const again = await prepareCheckout(app, cookie, { recipientId: recipient.id });
    expect(again.checkoutId).toBe(first.checkoutId);
    expect((await pay(app, cookie, again.checkoutId)).statusCode).toBe(200);
    const list = (await app.inject({ method: "GET", url: "/api/subscriptions", headers: { cookie } })).json();
    expect(list[0]).toMatchObject({ planKey: "unwind-edit", planName: "The Unwind Edit" });
  });
});
