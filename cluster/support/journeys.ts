import { GOOD_CARD, recipientPayload } from "../../test/support/customer-journey";
import { register, request } from "./client";

/**
 * A buyer's whole purchase over HTTP (through nginx, or one instance): registered from `ip`, a
 * recipient at `postcode`, a monthly subscription paid with the test card. Answers its ids.
 */
export async function buySubscription(
  baseUrl: string,
  ip: string,
  recipient: { postcode: string; suburb: string; state: string } = {
    postcode: "3065",
    suburb: "Fitzroy",
    state: "VIC",
  },
) {
  const buyer = await register(baseUrl, ip);
  const made = await request(baseUrl, "/api/recipient-profiles", {
    cookie: buyer.cookie,
    body: recipientPayload(recipient),
  });
  if (made.status !== 201) throw new Error(`recipient: ${made.status} ${made.text.slice(0, 300)}`);
  const checkout = await request(baseUrl, "/api/create-subscription-checkout", {
    cookie: buyer.cookie,
    body: { recipientId: made.json().id, frequency: "monthly" },
  });
  if (checkout.status !== 200) throw new Error(`checkout: ${checkout.status} ${checkout.text.slice(0, 300)}`);
  const { checkoutId, subscriptionId } = checkout.json() as { checkoutId: number; subscriptionId: number };
  const paid = await request(baseUrl, `/api/checkout/${checkoutId}/test-payment`, {
    cookie: buyer.cookie,
    body: GOOD_CARD,
  });
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.text.slice(0, 300)}`);
  return { ...buyer, subscriptionId };
}
