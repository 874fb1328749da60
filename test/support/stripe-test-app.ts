import Stripe from "stripe";
import { afterAll } from "vitest";
import type { BuildAppOptions } from "../../src/server/app";
import { stripeClient, stripeProvider } from "../../src/server/integrations/payments/stripe";
import { startStripeStub } from "./stripe-stub";
import { createTestApp } from "./test-app";

/** An instant as Stripe writes it: whole seconds since 1970. */
export const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * The whole API taking payments through Stripe, against the local Stripe stub (closed after the file's
 * tests like the app), and Stripe's webhooks signed as Stripe signs them.
 */
export async function createStripeTestApp(overrides: Partial<BuildAppOptions> = {}) {
  const stub = await startStripeStub();
  afterAll(() => stub.close());
  const settings = {
    secretKey: "sk_test_stub",
    publishableKey: "pk_test_stub",
    webhookSecret: "whsec_test_stub",
    host: { host: "127.0.0.1", port: stub.port, protocol: "http" as const },
  };
  const app = await createTestApp({
    ...overrides,
    payments: stripeProvider(settings),
    stripeWebhooks: { stripe: stripeClient(settings), webhookSecret: settings.webhookSecret },
  });
  const signer = new Stripe(settings.secretKey);
  let events = 0;

  /** Stripe delivering (or replaying) an event to the shop's webhook, signed with `secret` as Stripe signs. */
  function deliver(event: object, secret = settings.webhookSecret) {
    const body = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret });
    return app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload: body,
    });
  }

  /**
   * Stripe's invoice.paid for a subscription's invoice (`reason`: subscription_create, _cycle or _update)
   * covering `period`, delivered to the shop's webhook; each call is a new event.
   */
  function invoicePaid(id: string, subscription: string, reason: string, amount: number, period: [string, string]) {
    return deliver({
      id: `evt_invoice_paid_${++events}`,
      object: "event",
      type: "invoice.paid",
      api_version: "2026-10-28.endive",
      created: unixSeconds(period[0]),
      data: {
        object: {
          id,
          object: "invoice",
          billing_reason: reason,
          amount_paid: amount,
          amount_due: amount,
          created: unixSeconds(period[0]),
          parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
          lines: {
            object: "list",
            data: [{ period: { start: unixSeconds(period[0]), end: unixSeconds(period[1]) } }],
          },
        },
      },
    });
  }

  return { app, stub, deliver, invoicePaid };
}
