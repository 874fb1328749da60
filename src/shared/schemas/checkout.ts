import { z } from "zod";
import { BILLING_PLANS, type BillingPlan } from "../domain/pricing";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const ADD_ON_KEYS = ["valentines", "mothers-day", "fathers-day", "birthday", "anniversary"] as const;

export const checkoutAddOnSchema = z.object({
  /** A preset occasion, or `special-{index}` for one of the profile's own special dates. */
  key: z.union([z.enum(ADD_ON_KEYS), z.string().regex(/^special-\d{1,2}$/, "Unknown add-on")]),
  /** Only for birthday/anniversary when the profile has none yet (saved to it once paid). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date")
    .optional()
    .nullable(),
});

export const PAYMENT_METHODS = ["card", "apple_pay", "afterpay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/create-subscription-checkout: prepares (or updates) the one payment intent of a checkout. */
export const createCheckoutSchema = z.object({
  recipientId: id,
  subscriptionId: id.optional().nullable(),
  giftBoxId: id.optional().nullable(),
  /**
   * How the buyer pays: "pay-as-you-go" (one delivery per charge, each delivery cycle) or "annual". The
   * spec's client sends "monthly" (its deliveries were all monthly): read as pay-as-you-go.
   */
  frequency: z
    .enum([...BILLING_PLANS, "monthly"], { error: "Choose how you'd like to pay: each delivery or annually" })
    .transform((plan): BillingPlan => (plan === "monthly" ? "pay-as-you-go" : plan)),
  addOns: z.array(checkoutAddOnSchema).max(20).default([]),
  paymentMethod: z.enum(PAYMENT_METHODS).default("card"),
  // Sent by the spec's client; the server computes these itself and ignores them.
  customerEmail: z.string().max(254).optional(),
  customerName: z.string().max(200).optional(),
  addOnAmount: z.number().optional(),
  recipientName: z.string().max(200).optional(),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

/** Test mode's card form (PRODUCT.md: Stripe's public test numbers). */
export const testPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS).default("card"),
  cardNumber: z.string().max(30).optional(),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
  nameOnCard: z.string().max(120).optional(),
});

export const portalSchema = z.object({
  customerId: z.union([z.string(), z.number()]).optional(),
  subscriptionId: id.optional(),
  returnUrl: z.string().max(500).optional(),
});

export const checkoutAddOnViewSchema = z.object({
  key: z.string(),
  type: z.string(),
  name: z.string(),
  date: z.string(),
  priceCents: z.number().int(),
  /** A birthday or anniversary entered at checkout for a profile that lacked it. */
  profileDate: z.string().nullable().optional(),
});

/** The answer of POST /api/create-subscription-checkout: what the buyer is about to pay, and how. */
export const checkoutSessionSchema = z.object({
  checkoutId: z.number(),
  subscriptionId: z.number(),
  recipientId: z.number(),
  provider: z.enum(["test", "stripe"]),
  publishableKey: z.string().nullable(),
  clientSecret: z.string(),
  /** The delivery frequency being bought. */
  frequency: z.string(),
  billingInterval: z.enum(BILLING_PLANS),
  /** The plan's part of this payment (one delivery, or a year of them less 10%). */
  baseCents: z.number().int(),
  addOnCents: z.number().int(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  addOns: z.array(checkoutAddOnViewSchema),
  afterpayAvailable: z.boolean(),
  /** Why Afterpay can't pay for this order (shared/domain/afterpay.ts), or null. */
  afterpayUnavailableReason: z.string().nullable(),
  /** Whether the boxes may include alcohol (shared/domain/alcohol.ts: plan, wish and verified age). */
  includesAlcohol: z.boolean(),
  /** Why alcohol the profile asks for won't be included (no date of birth, or under 18), or null. */
  alcoholNotice: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A confirmed (or already confirmed) payment: where the confirmation page goes. */
export const paymentResultSchema = z.object({ subscriptionId: z.number(), recipientId: z.number() });

/** POST /api/create-customer-portal */
export const portalResponseSchema = z.object({ url: z.string() });
