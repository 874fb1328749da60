import { z } from "zod";
import { isIsoDate } from "../domain/dates";
import { COURIERS, FULFILMENT_MESSAGES } from "../domain/fulfilment";
import { ORDER_STATUSES } from "../domain/fulfilment-status";
import { COST_SOURCES } from "../domain/order-cost";
import { OFFER_STATES } from "../domain/order-offers";
import { COST_REASON_MAX, PROOF_OF_DELIVERY_MESSAGES } from "../domain/proof-of-delivery";
import { optionalText, postcodeField, requiredText } from "./fields";
import { deliveryProofSchema } from "./vendor-delivery";

const isoDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isIsoDate, "Please enter a date as YYYY-MM-DD");

const booleanQuery = z
  .enum(["true", "false"], { error: "Must be true or false" })
  .default("false")
  .transform((value) => value === "true");

// ─── Staff: /admin/fulfillment ──────────────────────────────────────────────────────────────────────

export const ADMIN_ORDER_SORTS = ["deliveryDate", "status", "customerName", "recipientName"] as const;
export const ADMIN_ORDER_STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;
export const ADMIN_ORDER_PAGE_SIZE = 100;

/** GET /api/admin/fulfillment-orders (and its .csv twin, which ignores paging). */
export const adminOrderQuerySchema = z.object({
  sortBy: z.enum(ADMIN_ORDER_SORTS, { error: "Unknown sort" }).default("deliveryDate"),
  status: z.enum(ADMIN_ORDER_STATUS_FILTERS, { error: "Unknown status" }).default("all"),
  hideCompleted: booleanQuery,
  /** Only orders no vendor holds yet. */
  unassigned: booleanQuery,
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int()
    .min(1)
    .max(500)
    .default(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/** One row of the staff table (spec §3 "Fulfilment order (admin)" plus vendor, place and dispatch). */
export const adminOrderSchema = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  customerName: z.string(),
  recipientName: z.string(),
  giftBoxName: z.string().nullable(),
  planName: z.string().nullable(),
  deliveryDate: z.string(),
  specialDateType: z.string(),
  status: z.enum(ORDER_STATUSES),
  supplierOrdered: z.string().nullable(),
  packageDescription: z.string().nullable(),
  dateOrdered: z.string().nullable(),
  deliveryConfirmed: z.boolean(),
  /** Dollars, as the spec's "cost" (integer cents underneath). */
  cost: z.number().nullable(),
  /** Where the cost came from: the subscribed box, the vendor's default box for the plan, or staff. */
  costSource: z.enum(COST_SOURCES).nullable(),
  /** The box whose price it is (the subscribed box, or the vendor's own default box for the plan). */
  costBoxName: z.string().nullable(),
  notes: z.string().nullable(),
  supplierId: z.number().nullable(),
  vendorName: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  dispatchDate: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Served only to staff, the buyer and the vendor holding the order. */
  packagePhotoUrl: z.string().nullable(),
  urgent: z.boolean(),
  /** Whether its vendor has accepted it yet (shared/domain/order-offers.ts). */
  offerState: z.enum(OFFER_STATES),
  /** While offered: the instant the vendor must accept by (ISO, UTC). */
  acceptBy: z.string().nullable(),
  /** Once delivered: when, who confirmed it, and the vendor's proof photo. */
  proof: deliveryProofSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Orders matching the filters (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Open orders no vendor holds, whatever the filters: staff see these first. */
  unassignedOpen: z.number(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

const costField = z
  .union([z.number(), z.string().trim(), z.null()], { error: "Cost must be an amount in dollars" })
  .transform((value, ctx) => {
    if (value === null || value === "") return null;
    const text = typeof value === "number" ? String(value) : value.replace(/^\$/, "");
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "Cost must be an amount in dollars, like 42.50" });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

/** PATCH /api/admin/fulfillment-orders/{id}: exactly one changed field (spec §7), or the vendor. */
export const adminOrderPatchSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Unknown status" }),
    supplierOrdered: optionalText(200),
    packageDescription: optionalText(500),
    dateOrdered: z
      .union([z.literal(""), z.null(), isoDate("Please enter a date as YYYY-MM-DD")])
      .transform((v) => v || null),
    deliveryConfirmed: z.boolean({ error: "deliveryConfirmed must be true or false" }),
    /** Dollars; stored as cents. */
    cost: costField,
    /** Why staff change the cost (required when it changes; recorded with who, when, old and new). */
    costReason: z
      .string({ error: PROOF_OF_DELIVERY_MESSAGES.costReason })
      .trim()
      .max(COST_REASON_MAX, PROOF_OF_DELIVERY_MESSAGES.costReasonTooLong)
      .nullish()
      .transform((value) => value || null),
    notes: optionalText(2000),
    /** Reassign to an approved vendor, or null to unassign. */
    supplierId: z.number({ error: "Please choose a vendor" }).int().positive().max(2_147_483_647).nullable(),
  })
  .partial()
  .strict()
  .refine(
    (patch) => Object.keys(patch).filter((key) => key !== "costReason").length === 1,
    "Send exactly one field to change",
  )
  .refine((patch) => !patch.costReason || patch.cost !== undefined, {
    message: PROOF_OF_DELIVERY_MESSAGES.costReasonWithoutCost,
    path: ["costReason"],
  });
export type AdminOrderPatch = z.input<typeof adminOrderPatchSchema>;

/** POST /api/admin/generate-fulfillment-orders. */
export const generationResultSchema = z.object({
  created: z.number(),
  routed: z.number(),
  unassigned: z.number(),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;

/** Approved vendors staff can reassign an order to. */
export const vendorChoiceSchema = z.object({ id: z.number(), name: z.string(), postcode: z.string().nullable() });
export const vendorChoiceListSchema = z.array(vendorChoiceSchema);

// ─── Vendor: My Orders, Nearby Orders and the fulfilment dialog ──────────────────────────────────────

const labelled = z.object({ label: z.string(), value: z.string() });

/** What the vendor holding an order may see (PRODUCT.md "Privacy"): never the buyer's contact details. */
export const vendorOrderSchema = z.object({
  id: z.number(),
  deliveryDate: z.string(),
  specialDateType: z.string(),
  status: z.enum(ORDER_STATUSES),
  urgent: z.boolean(),
  /** Offered (to accept or decline by `acceptBy`) or accepted. */
  offerState: z.enum(OFFER_STATES),
  /** While offered: the instant to accept by (ISO, UTC). */
  acceptBy: z.string().nullable(),
  /** The plan's name (spec "giftType"). */
  giftType: z.string(),
  giftBoxName: z.string().nullable(),
  recipientName: z.string(),
  address: z.object({
    line1: z.string().nullable(),
    suburb: z.string().nullable(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
  }),
  deliveryInstructions: z.string().nullable(),
  /** The recipient's phone, for the courier. */
  recipientPhone: z.string().nullable(),
  /** The words printed on the card (never the message's key). */
  cardMessage: z.string().nullable(),
  /** The buyer's personal message chosen for this delivery's card, prompt and words as one line. */
  personalMessage: z.string().nullable(),
  /** Tastes that matter for this plan. */
  preferences: z.array(labelled),
  /** Only for Stay In, Stay Close, and only with the buyer's consent. */
  intimatePreferences: z.array(labelled),
  /** The box may carry alcohol: proof of age (18+) may be required. */
  includesAlcohol: z.boolean(),
  costCents: z.number().nullable(),
  /** What the cost is the price of, in the vendor's words ("Your price for Sunday Blooms"). */
  costBasis: z.string().nullable(),
  fulfilment: z
    .object({
      /** The vendor's own upload, so saving the dialog again keeps the photo. */
      packagePhotoId: z.string().nullable(),
      packagePhotoUrl: z.string().nullable(),
      inclusions: z.string().nullable(),
      dispatchDate: z.string().nullable(),
      dispatchTime: z.string().nullable(),
      courier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  /** Once delivered: when, who confirmed it, and the proof photo. */
  proof: deliveryProofSchema.nullable(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;
export const vendorOrderListSchema = z.array(vendorOrderSchema);

/**
 * An unassigned order in the vendor's area and categories: suburb, date and what the vendor would make
 * and be paid; no name or street until claimed.
 */
export const nearbyOrderSchema = z.object({
  id: z.number(),
  suburb: z.string().nullable(),
  deliveryDate: z.string(),
  urgent: z.boolean(),
  /** The plan's name ("In Bloom"). */
  planName: z.string().nullable(),
  /** The box to make: the subscribed one when it is this vendor's, else its own default box for the plan. */
  giftBoxName: z.string().nullable(),
  /** What claiming it would pay, as the claim sets it; null when the vendor has no box for the plan. */
  costCents: z.number().nullable(),
  costBasis: z.string().nullable(),
});
export type NearbyOrder = z.infer<typeof nearbyOrderSchema>;
export const nearbyOrderListSchema = z.array(nearbyOrderSchema);

/** POST /api/vendor/orders/{id}/fulfilment: the dialog, enforced. */
export const fulfilmentInputSchema = z.object({
  packagePhotoId: z.string({ error: FULFILMENT_MESSAGES.photo }).trim().min(1, FULFILMENT_MESSAGES.photo).max(100),
  inclusions: requiredText(1, FULFILMENT_MESSAGES.inclusions, 2000),
  dispatchDate: isoDate(FULFILMENT_MESSAGES.dispatchDate),
  dispatchTime: z
    .union([
      z.literal(""),
      z.null(),
      z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FULFILMENT_MESSAGES.time),
    ])
    .optional()
    .transform((v) => v || null),
  courier: z
    .union([z.literal(""), z.null(), z.enum(COURIERS)], { error: FULFILMENT_MESSAGES.courier })
    .optional()
    .transform((v) => v || null),
  trackingNumber: optionalText(100),
  notes: optionalText(1000),
  confirmed: z.literal(true, { error: FULFILMENT_MESSAGES.confirm }),
});
export type FulfilmentInput = z.input<typeof fulfilmentInputSchema>;

/** GET /api/vendor/payments: what the shop owes and paid the vendor, month by month. */
export const vendorPaymentsSchema = z.object({
  months: z.array(
    z.object({ month: z.string(), deliveredOrders: z.number(), earnedCents: z.number(), pendingCents: z.number() }),
  ),
  earnedCents: z.number(),
  pendingCents: z.number(),
});
export type VendorPayments = z.infer<typeof vendorPaymentsSchema>;

// ─── Buyer: coverage before paying, and deliveries of a subscription ────────────────────────────────

/** GET /api/coverage?postcode&state&plan */
export const coverageQuerySchema = z.object({
  postcode: postcodeField,
  state: z.string().trim().max(50).optional(),
  plan: z.string().trim().min(1, "Please choose a plan").max(60),
});
export const coverageSchema = z.object({
  /** A real Australian postcode (in the state, when given). */
  knownPostcode: z.boolean(),
  /** An approved vendor covers it for this plan. */
  covered: z.boolean(),
  message: z.string().nullable(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** GET /api/subscriptions/{id}/deliveries: the buyer's dispatched and delivered boxes. */
export const subscriptionDeliverySchema = z.object({
  id: z.number(),
  deliveryDate: z.string(),
  specialDateType: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryConfirmed: z.boolean(),
  dispatchDate: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  packagePhotoUrl: z.string().nullable(),
});
export type SubscriptionDelivery = z.infer<typeof subscriptionDeliverySchema>;
export const subscriptionDeliveryListSchema = z.array(subscriptionDeliverySchema);

/** Non-JSON answers, named so the API reference says what comes back. */
export const csvFileSchema = z.string().describe("text/csv: every order matching the filters, formula-safe");
export const imageFileSchema = z.string().describe("image/webp: the package photo");
