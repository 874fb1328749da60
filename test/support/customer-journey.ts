import type { App } from "../../src/server/app";
import type { CheckoutSession } from "../../src/shared/schemas/checkout";
import type { Recipient } from "../../src/shared/schemas/recipient";

/** A valid recipient-setup payload (spec §3). */
export function recipientPayload(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "Jamie Rivers",
    dateOfBirth: "1990-03-14",
    relationship: "partner",
    streetNumber: "8",
    streetName: "Banksia Avenue",
    suburb: "Newtown",
    state: "NSW",
    postcode: "2042",
    phoneNumber: "0400 111 222",
    giftCategories: "in-bloom",
    specialDates: [{ type: "first-date", date: "2018-06-09" }],
    personalMessages: [{ prompt: "I love you because", message: "you make every day brighter" }],
    favouriteFlower: "peonies",
    favouriteColor: "blush pink",
    ...overrides,
  };
}

export async function createRecipient(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/recipient-profiles",
    headers: { cookie },
    payload: recipientPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`recipient: ${response.statusCode} ${response.body}`);
  return response.json() as Recipient;
}

/** Prepares a checkout for a recipient (monthly unless told). */
export async function prepareCheckout(app: App, cookie: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: "POST",
    url: "/api/create-subscription-checkout",
    headers: { cookie },
    payload: { frequency: "monthly", ...body },
  });
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return response.json() as CheckoutSession;
}

export const GOOD_CARD = {
  method: "card",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  nameOnCard: "Alex Citizen",
};

export function pay(app: App, cookie: string, checkoutId: number, card: Record<string, unknown> = GOOD_CARD) {
  return app.inject({
    method: "POST",
    url: `/api/checkout/${checkoutId}/test-payment`,
    headers: { cookie },
    payload: card,
  });
}
