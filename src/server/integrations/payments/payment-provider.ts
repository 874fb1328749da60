import type { Cycle } from "../../../shared/domain/frequency";
import type { BillingPlan } from "../../../shared/domain/pricing";

export interface PrepareCheckoutInput {
  checkoutId: number;
  customer: { email: string; name: string; existingCustomerId: string | null };
  billingInterval: BillingPlan;
  /** The delivery frequency being bought (the product's name says it). */
  frequency: string;
  /** How often the recurring charge (`baseCents`) repeats. */
  billingCycle: Cycle;
  baseCents: number;
  addOnCents: number;
  /** What the checkout already holds: a provider reuses it instead of creating another intent. */
  existing: {
    intentId: string | null;
    subscriptionId: string | null;
    clientSecret: string | null;
    amountCents: number | null;
    billingInterval: string | null;
    frequency: string | null;
  };
}

export interface PreparedCheckout {
  intentId: string;
  clientSecret: string;
  customerId: string | null;
  subscriptionId: string | null;
}

/** The money side of the shop: test mode by default, Stripe when keys are set (PRODUCT.md "Money"). */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  readonly publishableKey: string | null;
  /** Whether Afterpay can be offered at all (Stripe Billing subscriptions take cards and card wallets only). */
  readonly offersAfterpay: boolean;
  prepareCheckout(input: PrepareCheckoutInput): Promise<PreparedCheckout>;
  /** Pause collection for one cycle; resumes by itself at `resumesAt`. */
  pause(providerSubscriptionId: string | null, resumesAt: Date): Promise<void>;
  resume(providerSubscriptionId: string | null): Promise<void>;
  /**
   * The next recurring charge moved to `at`, later cycles following from it; nothing is charged,
   * refunded or voided now (the buyer's skip and un-skip keep the provider's schedule on the ledger's).
   * Test mode: nothing to do, its renewals read the subscription's next billing date.
   */
  moveNextCharge(providerSubscriptionId: string | null, at: Date): Promise<void>;
  /** The next recurring charge made now, later cycles following from today (a delivery sent sooner). */
  chargeNow(providerSubscriptionId: string | null): Promise<void>;
  cancel(providerSubscriptionId: string | null): Promise<void>;
  /**
   * Gives back `amountCents` of a recorded charge (its provider id: Stripe's invoice), once per
   * `idempotencyKey`; answers the provider's id for the refund.
   */
  refund(input: {
    providerPaymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** The billing portal for a customer (test mode: the shop's own billing page). */
  portalUrl(input: { customerId: string | null; subscriptionId: number; returnUrl: string }): Promise<string>;
}
