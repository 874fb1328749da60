import { z } from "zod";
import { FREQUENCIES } from "../domain/catalogue";
import { BILLING_INTERVALS } from "../domain/pricing";
import { emailField, optionalText, requiredText } from "./fields";

export const CARD_MESSAGES = [
  "thinking-of-you", "birthday", "anniversary", "congratulations", "get-well", "thank-you", "just-because", "custom",
] as const;
export const SPECIAL_OCCASIONS = [
  "birthday", "anniversary", "wedding", "graduation", "new-job", "promotion", "housewarming", "baby-shower",
  "get-well", "sympathy", "thank-you", "just-because",
] as const;
export const ROTATION_CATEGORIES = ["luxury", "wellness", "food", "pleasure"] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The subscription creation form (/subscription/{id}) and POST /api/subscriptions. */
export const subscriptionFormSchema = z.object({
  giftBoxId: id,
  /** An existing recipient; without it a new recipient is created from the fields below. */
  recipientProfileId: id.optional().nullable(),
  recipientName: requiredText(2, "Recipient name must be at least 2 characters", 120),
  recipientEmail: emailField,
  recipientPhone: optionalText(30),
  recipientAddress: requiredText(5, "Please enter a valid address", 300),
  frequency: z.enum(FREQUENCIES, { error: "Please select a frequency" }),
  cardMessage: z.union([z.enum(CARD_MESSAGES), z.literal(""), z.null()]).optional().transform((v) => v || null),
  customMessage: optionalText(500),
  specialOccasion: z.union([z.enum(SPECIAL_OCCASIONS), z.literal(""), z.null()]).optional().transform((v) => v || null),
  personalPreferences: optionalText(1000),
  rotateCategories: z.boolean().default(false),
  selectedCategories: z.array(z.enum(ROTATION_CATEGORIES)).max(4).default([]),
});
export type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;

/** Pause (status paused, pauseType regular by default) or resume (status active). */
export const subscriptionPatchSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("paused"), pauseType: z.enum(["regular", "everything"]).default("regular") }),
  z.object({ status: z.literal("active") }),
]);

export const ADD_ON_KEYS = ["valentines", "mothers-day", "fathers-day", "birthday", "anniversary"] as const;

export const checkoutAddOnSchema = z.object({
  /** A preset occasion, or `special-{index}` for one of the profile's own special dates. */
  key: z.union([z.enum(ADD_ON_KEYS), z.string().regex(/^special-\d{1,2}$/, "Unknown add-on")]),
  /** Only for birthday/anniversary when the profile has none yet (saved to it once paid). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date").optional().nullable(),
});

export const PAYMENT_METHODS = ["card", "apple_pay", "afterpay"] as const;

/** POST /api/create-subscription-checkout: prepares (or updates) the one payment intent of a checkout. */
export const createCheckoutSchema = z.object({
  recipientId: id,
  subscriptionId: id.optional().nullable(),
  giftBoxId: id.optional().nullable(),
  frequency: z.enum(BILLING_INTERVALS, { error: "Choose monthly or annual billing" }),
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

export { BILLING_INTERVALS };
