import { z } from "zod";
import { FREQUENCIES } from "../domain/frequency";
import { BILLING_PLANS } from "../domain/pricing";
import { SUBSCRIPTION_STATUSES } from "../domain/subscription-status";
import { emailField, optionalAustralianPhoneField, optionalText, requiredText } from "./fields";

export const CARD_MESSAGES = [
  "thinking-of-you",
  "birthday",
  "anniversary",
  "congratulations",
  "get-well",
  "thank-you",
  "just-because",
  "custom",
] as const;
export const SPECIAL_OCCASIONS = [
  "birthday",
  "anniversary",
  "wedding",
  "graduation",
  "new-job",
  "promotion",
  "housewarming",
  "baby-shower",
  "get-well",
  "sympathy",
  "thank-you",
  "just-because",
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
  recipientPhone: optionalAustralianPhoneField,
  recipientAddress: requiredText(5, "Please enter a valid address", 300),
  frequency: z.enum(FREQUENCIES, { error: "Please select a frequency" }),
  cardMessage: z
    .union([z.enum(CARD_MESSAGES), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  customMessage: optionalText(500),
  specialOccasion: z
    .union([z.enum(SPECIAL_OCCASIONS), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
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

/** POST /api/subscriptions: the saved draft that checkout pays for. */
export const createdSubscriptionSchema = z.object({
  id: z.number(),
  frequency: z.string(),
  recipientProfileId: z.number(),
  giftBoxId: z.number(),
  status: z.literal("draft"),
});
export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

/** One "Next Delivery" slot (shared/domain/schedule.ts). */
export const deliverySlotSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("date"), label: z.string(), date: z.string(), special: z.boolean() }),
  z.object({ kind: z.literal("first"), label: z.literal("7-10 days") }),
  /** No approved vendor covers the recipient's postcode for the plan: staff arrange it, no date is promised. */
  z.object({ kind: z.literal("arranging"), label: z.literal("Being arranged") }),
  z.object({ kind: z.literal("on-hold"), label: z.literal("On Hold") }),
  z.object({ kind: z.literal("cancelled"), label: z.literal("Cancelled") }),
  z.object({ kind: z.literal("tbd"), label: z.literal("TBD") }),
]);

export const purchasedSpecialDateSchema = z.object({
  type: z.string(),
  name: z.string(),
  date: z.string(),
  priceCents: z.number().int(),
  /** The same in dollars, as the spec's confirmation reads it. */
  price: z.number(),
});

/** shared/domain/billing-summary.ts: what was paid, what each charge costs, and the next charge. */
export const billingSummarySchema = z.object({
  planLabel: z.string(),
  chargeCents: z.number().int(),
  chargeText: z.string(),
  paidCents: z.number().int(),
  nextCharge: z.object({ date: z.string(), amountCents: z.number().int(), renewal: z.boolean() }).nullable(),
  nextChargeText: z.string().nullable(),
});

/** A subscription as its owner (or staff) sees it: GET /api/subscriptions, /api/subscriptions/{id}. */
export const subscriptionViewSchema = z.object({
  id: z.number(),
  userId: z.number(),
  giftBoxId: z.number().nullable(),
  giftBox: z.object({ id: z.number(), name: z.string() }).nullable(),
  planKey: z.string().nullable(),
  /** The gift box's name, else the plan's. */
  planName: z.string(),
  pendingPlanKey: z.string().nullable(),
  planChangeFrom: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  displayStatus: z.enum(["Paused", "New", "Active", "Cancelled"]),
  pauseType: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  deliveriesCompleted: z.number().int(),
  frequency: z.string(),
  billingInterval: z.enum(BILLING_PLANS),
  startDate: z.string().nullable(),
  /** The buyer's usual delivery weekday (0 Sunday … 6 Saturday), or null for the schedule's own days. */
  deliveryWeekday: z.number().int().min(0).max(6).nullable(),
  nextDeliveryDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  /** What each charge costs (the price function's answer for its frequency and billing). */
  amountCents: z.number().int(),
  addOnCents: z.number().int(),
  billing: billingSummarySchema,
  /**
   * Whether an approved vendor covers the recipient's postcode for the plan. When not, staff arrange
   * the deliveries: nothing promises a local vendor or a date.
   */
  vendorCovers: z.boolean(),
  specialDates: z.array(purchasedSpecialDateSchema),
  recipientProfileId: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  recipientProfile: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    giftCategories: z.string().nullable(),
  }),
  nextDeliveries: z.array(deliverySlotSchema),
  canPause: z.boolean(),
  paymentMethodLabel: z.string().nullable(),
  cardMessage: z.string().nullable(),
  customMessage: z.string().nullable(),
  specialOccasion: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export const subscriptionListSchema = z.array(subscriptionViewSchema);
