import { afterAll, describe, expect, it } from "vitest";
import { startStripeStub } from "../../../../test/support/stripe-stub";
import { stripeProvider } from "./stripe";
import { testModeProvider } from "./test-mode";

const stub = await startStripeStub();
afterAll(() => stub.close());
const stripe = stripeProvider({
  secretKey: "sk_test_stub",
  publishableKey: "pk_test_stub",
  webhookSecret: null,
  host: { host: "127.0.0.1", port: stub.port, protocol: "http" },
});

describe("refunds through the provider (issue 16: a refund is made, then recorded)", () => {
  it("Stripe: finds the invoice's payment, refunds part of it once per key", async () => {
    const { refundId } = await stripe.refund({
      providerPaymentId: "in_42",
      amountCents: 27_000,
      idempotencyKey: "refund:7:11-12-13",
    });
    expect(refundId).toMatch(/^re_/);
    const lookup = stub.requests.find((r) => r.path === "/v1/invoice_payments");
    expect(lookup?.method).toBe("GET");
    const refund = stub.requests.find((r) => r.path === "/v1/refunds");
    expect(refund?.body.get("payment_intent")).toBe("pi_for_in_42");
    expect(refund?.body.get("amount")).toBe("27000");
    expect(refund?.body.get("reason")).toBe("requested_by_customer");
    // The same key with other parameters is refused: a retry can never refund a different amount.
    await expect(
      stripe.refund({ providerPaymentId: "in_42", amountCents: 1, idempotencyKey: "refund:7:11-12-13" }),
    ).rejects.toThrow(/idempotent/);
  });

  it("test mode: the refund's id names what it gives back, so a replay is the same refund", async () => {
    const provider = testModeProvider();
    const input = { providerPaymentId: "checkout-1", amountCents: 9_000, idempotencyKey: "refund:1:5" };
    expect(await provider.refund(input)).toEqual(await provider.refund(input));
  });
});
