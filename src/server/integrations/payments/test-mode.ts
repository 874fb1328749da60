import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider";

/** Outcomes of Stripe's public test card numbers, simulated offline. */
export type TestCardOutcome =
  | { ok: true; label: string; renewalsFail: boolean }
  | { ok: false; message: string };

const DECLINES: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000009987": "Your card was declined.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
  "4000000000000119": "An error occurred while processing your card. Try again in a little bit.",
};
const SUCCEEDS: Record<string, string> = {
  "4242424242424242": "Visa",
  "4000056655665556": "Visa (debit)",
  "5555555555554444": "Mastercard",
  "2223003122003222": "Mastercard",
  "378282246310005": "American Express",
  "4000000000000341": "Visa",
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a test card the way Stripe's test mode answers it. */
export function evaluateTestCard(input: { cardNumber?: string; expiry?: string; cvc?: string }, now: Date): TestCardOutcome {
  const digits = (input.cardNumber ?? "").replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, message: "Your card number is invalid." };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry ?? "");
  if (!expiry) return { ok: false, message: "Your card's expiry date is incomplete." };
  const month = Number(expiry[1]);
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiry month is invalid." };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, message: "Your card's expiry year is in the past." };
  if (!/^\d{3,4}$/.test(input.cvc ?? "")) return { ok: false, message: "Your card's security code is incomplete." };
  if (DECLINES[digits]) return { ok: false, message: DECLINES[digits] };
  const brand = SUCCEEDS[digits];
  if (!brand) return { ok: false, message: "In test mode, use one of Stripe's test card numbers, such as 4242 4242 4242 4242." };
  return { ok: true, label: `${brand} •••• ${digits.slice(-4)}`, renewalsFail: digits === "4000000000000341" };
}

/**
 * The default provider: no network, no real charge. Intents are ids the shop makes itself; the
 * checkout service applies the same state changes Stripe's webhooks would.
 */
export function testModeProvider(shopUrl: string): PaymentProvider {
  return {
    name: "test",
    publishableKey: null,
    offersAfterpay: true,
    async prepareCheckout({ checkoutId, existing, customer }) {
      const intentId = existing.intentId ?? `pi_test_${checkoutId}_${randomBytes(6).toString("hex")}`;
      return {
        intentId,
        clientSecret: existing.clientSecret ?? `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        customerId: customer.existingCustomerId ?? `cus_test_${randomBytes(6).toString("hex")}`,
        subscriptionId: existing.subscriptionId ?? `sub_test_${checkoutId}`,
      };
    },
    async pause() {},
    async resume() {},
    async cancel() {},
    async portalUrl({ subscriptionId }) {
      return `${shopUrl}/billing/${subscriptionId}`;
    },
  };
}
