import type { BillingInterval } from "@shared/domain/pricing";
import type { PAYMENT_METHODS } from "@shared/schemas/subscription";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The answer of POST /api/create-subscription-checkout (docs/api.md). */
export interface CheckoutSession {
  checkoutId: number;
  subscriptionId: number;
  recipientId: number;
  provider: "test" | "stripe";
  publishableKey: string | null;
  clientSecret: string | null;
  billingInterval: BillingInterval;
  baseCents: number;
  addOnCents: number;
  amountCents: number;
  gstCents: number;
  addOns: { key: string; type: string; name: string; date: string; priceCents: number }[];
  afterpayAvailable: boolean;
  includesAlcohol: boolean;
}

/** GET /api/subscriptions/{id}: the fields these pages read. */
export interface SubscriptionSummary {
  id: number;
  status: string;
  planName: string;
  frequency: string;
  billingInterval: string;
  amountCents: number;
  addOnCents: number;
  specialDates: { type: string; name: string; date: string; priceCents?: number | null; price?: number | null }[];
  recipientProfileId: number;
  recipientName: string;
  paymentMethodLabel: string | null;
}

/** POST /api/subscriptions */
export interface CreatedSubscription {
  id: number;
  frequency: string;
  recipientProfileId: number;
  giftBoxId: number;
  status: string;
}
