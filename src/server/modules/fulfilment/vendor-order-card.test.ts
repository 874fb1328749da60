import { describe, expect, it } from "vitest";
import { createRecipient, pay, prepareCheckout } from "../../../../test/support/customer-journey";
import { generateOrders } from "../../../../test/support/fulfilment";
import { signInAsAdmin, signUp } from "../../../../test/support/http";
import { createTestApp } from "../../../../test/support/test-app";
import { applyAsVendor, setVendorStatus } from "../../../../test/support/vendor";

// Paid on Monday 23 November 2026 (Sydney): the first box is due ten days later, 3 December.
const now = new Date("2026-11-23T00:00:00Z");
const app = await createTestApp({ clock: { now: () => now } });
const staff = await signInAsAdmin(app);
const fitzroy = await applyAsVendor(app);
await setVendorStatus(app, fitzroy.supplierId, "approved");
const other = await applyAsVendor(app, {
  businessName: "Harbour Flowers",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  serviceArea: "2000, 2010 and the inner city",
});
await setVendorStatus(app, other.supplierId, "approved");

/** A buyer's subscription made through the subscription form, with a card message; its recipient's details. */
async function subscribed(card: { cardMessage: string; customMessage?: string }, recipient: Record<string, unknown>) {
  const buyer = await signUp(app);
  const profile = await createRecipient(app, buyer.cookie, {
    postcode: "3000",
    state: "VIC",
    suburb: "Melbourne",
    ...recipient,
  });
  const form = await app.inject({
    method: "POST",
    url: "/api/subscriptions",
    headers: { cookie: buyer.cookie },
    payload: {
      giftBoxId: 1,
      recipientProfileId: profile.id,
      recipientName: profile.name,
      recipientEmail: "recipient@example.com",
      recipientAddress: "8 Banksia Avenue, Melbourne VIC 3000",
      frequency: "monthly",
      ...card,
    },
  });
  if (form.statusCode !== 201) throw new Error(`form: ${form.statusCode} ${form.body}`);
  const checkout = await prepareCheckout(app, buyer.cookie, {
    recipientId: profile.id,
    subscriptionId: form.json().id,
    giftBoxId: 1,
  });
  if ((await pay(app, buyer.cookie, checkout.checkoutId)).statusCode !== 200) throw new Error("payment");
  await generateOrders(app, staff.cookie);
  return { buyer, subscriptionId: checkout.subscriptionId };
}

const myOrders = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/vendor/orders", headers: { cookie } })).json() as Record<
    string,
    unknown
  >[];

describe("the vendor's order card (issue 17)", () => {
  it("shows the card message's words, the personal message for this delivery and the recipient's phone", async () => {
    const { buyer } = await subscribed(
      { cardMessage: "thinking-of-you" },
      {
        fullName: "Jamie Rivers",
        phoneNumber: "0400 111 222",
        personalMessages: [{ prompt: "I love you because", message: "you make every day brighter" }],
      },
    );
    const card = (await myOrders(fitzroy.cookie)).find((o) => o.recipientName === "Jamie Rivers")!;
    expect(card).toMatchObject({
      cardMessage: "Thinking of you",
      personalMessage: "I love you because you make every day brighter",
      recipientPhone: "0400 111 222",
    });
    // Still nothing else of the buyer's: no name, e-mail or phone of theirs anywhere on the card.
    const text = JSON.stringify(card);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain("thinking-of-you");
    // Another vendor sees none of it.
    expect(JSON.stringify(await myOrders(other.cookie))).not.toContain("0400 111 222");
  });

  it("prints the buyer's own words for a custom card, and no personal message when there are none", async () => {
    await subscribed(
      { cardMessage: "custom", customMessage: "To many more Sunday markets" },
      { fullName: "Robin Ash", phoneNumber: "0411 222 333", personalMessages: [] },
    );
    const card = (await myOrders(fitzroy.cookie)).find((o) => o.recipientName === "Robin Ash")!;
    expect(card).toMatchObject({
      cardMessage: "To many more Sunday markets",
      personalMessage: null,
      recipientPhone: "0411 222 333",
    });
  });
});
