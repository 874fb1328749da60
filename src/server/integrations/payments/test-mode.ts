import { randomBytes } from "node:crypto";
import {
  CARD_MESSAGES,
  type CardDetails,
  type CardField,
  cardDigits,
  cardProblems,
  STRIPE_TEST_CARDS,
} from "../../../shared/domain/test-cards";
import type { PaymentProvider } from "./payment-provider";

/** Outcomes of Stripe's public test card numbers, simulated offline. */
export type TestCardOutcome =
  | { ok: true; label: string; renewalsFail: boolean }
  | { ok: false; message: string; field?: CardField };

/** Checks a test card the way Stripe's test mode answers it: the card's own problems first, then its outcome. */
export function evaluateTestCard(input: CardDetails, now: Date): TestCardOutcome {
  const problems = Object.entries(cardProblems(input, now)) as [CardField, string][];
  if (problems.length) return { ok: false, message: problems[0]![1], field: problems[0]![0] };
  const digits = cardDigits(input.cardNumber);
  const card = STRIPE_TEST_CARDS.find((c) => c.number === digits);
  if (!card) return { ok: false, message: CARD_MESSAGES.notATestCard, field: "cardNumber" };
  if (card.outcome === "declined") return { ok: false, message: card.message ?? "Your card was declined." };
  return { ok: true, label: `${card.brand} •••• ${digits.slice(-4)}`, renewalsFail: card.renewalsFail ?? false };
}

/**
 * The default provider: no network, no real charge. Intents are ids the shop makes itself; the
 * checkout service applies the same state changes Stripe's webhooks would.
 */
export function testModeProvider(): PaymentProvider {
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
    async moveNextCharge() {},
    async chargeNow() {},
    async cancel() {},
    // Test mode moves no money: the refund's id names what it gives back, so a replay is the same refund.
    async refund({ idempotencyKey }) {
      return { refundId: `test-refund:${idempotencyKey}` };
    },
    // Relative: the page opens on whatever address the buyer is using, with their session cookie.
    async portalUrl({ subscriptionId }) {
      return `/billing/${subscriptionId}`;
    },
  };
}
