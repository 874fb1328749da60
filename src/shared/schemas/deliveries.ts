import { z } from "zod";
import { isIsoDate } from "../domain/dates";
import { BUYER_STATES, DELIVERY_STATES } from "../domain/delivery-state";
import { deliveryProofSchema } from "./vendor-delivery";

/** The buyer's deliveries page (issue 16, ADR 0018): one subscription's ledger and their control over it. */

const dateField = z
  .string({ error: "Please choose a date" })
  .trim()
  .min(1, "Please choose a date")
  .refine(isIsoDate, "Please enter a date as YYYY-MM-DD");

export const deliveryParams = z.object({
  id: z.coerce.number({ error: "Not found" }).int("Not found").positive("Not found").max(2_147_483_647, "Not found"),
  deliveryId: z.coerce
    .number({ error: "Not found" })
    .int("Not found")
    .positive("Not found")
    .max(2_147_483_647, "Not found"),
});

/** POST …/deliveries/{deliveryId}/move */
export const moveDeliverySchema = z.object({ date: dateField });
/** POST …/deliveries/send-sooner: the next delivery, to `date` or the soonest day it can still be prepared. */
export const sendSoonerSchema = z.object({ date: dateField.optional() }).default({});
/** PUT …/delivery-weekday: 0 Sunday … 6 Saturday, or null for the schedule's own days. */
export const deliveryWeekdaySchema = z.object({
  weekday: z
    .number({ error: "Please choose a weekday" })
    .int("Please choose a weekday")
    .min(0, "Please choose a weekday")
    .max(6, "Please choose a weekday")
    .nullable(),
});

export const ledgerDeliverySchema = z.object({
  id: z.number(),
  /** The delivery's date in the recipient's time zone. */
  deliveryDate: z.string(),
  /** The schedule's own date for it (differs once moved). */
  slotDate: z.string(),
  kind: z.enum(["regular", "special"]),
  /** Empty for a regular delivery, else the add-on's occasion type. */
  specialDateType: z.string(),
  boxName: z.string().nullable(),
  planName: z.string().nullable(),
  /** The ledger's own state. */
  status: z.enum(DELIVERY_STATES),
  /** The state as the buyer sees it, and its words. */
  state: z.enum(BUYER_STATES),
  stateLabel: z.string(),
  deliveryConfirmed: z.boolean(),
  /** When changes close: 3 days before the date, at midnight where the recipient lives (ISO instant). */
  locksAt: z.string(),
  locked: z.boolean(),
  canSkip: z.boolean(),
  canUnskip: z.boolean(),
  canMove: z.boolean(),
  dispatchDate: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  packagePhotoUrl: z.string().nullable(),
  /** Once delivered: when, who confirmed it, and the proof photo (served to the buyer, vendor and staff only). */
  proof: deliveryProofSchema.nullable(),
  /** The payment that paid for it (null: not yet charged), and its part of it, GST included. */
  payment: z.object({ id: z.number(), kind: z.string(), paidOn: z.string().nullable() }).nullable(),
  allocatedCents: z.number(),
  allocatedGstCents: z.number(),
  refundPaymentId: z.number().nullable(),
});
export type LedgerDelivery = z.infer<typeof ledgerDeliverySchema>;
export const ledgerDeliveryListSchema = z.array(ledgerDeliverySchema);

/** GET …/cancellation: what cancelling would do with what is paid for. */
export const cancellationPreviewSchema = z.object({
  /** Paid deliveries already locked: they are sent whatever the buyer chooses. */
  willBeSent: z.array(z.object({ id: z.number(), deliveryDate: z.string(), cents: z.number() })),
  /** Paid deliveries not yet locked: sent by default, or refunded at the price they were bought at. */
  refundable: z.array(z.object({ id: z.number(), deliveryDate: z.string(), cents: z.number(), gstCents: z.number() })),
  refundableCents: z.number(),
  refundableGstCents: z.number(),
  /** Deliveries not yet paid for: withdrawn, never charged. */
  unpaidWithdrawn: z.array(z.object({ id: z.number(), deliveryDate: z.string() })),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** POST …/cancel */
export const cancelSchema = z.object({
  paidDeliveries: z.enum(["send", "refund"], { error: "Please choose whether to send or refund the paid deliveries" }),
});

export const cancellationResultSchema = z.object({
  cancelled: z.boolean(),
  sent: z.array(z.object({ id: z.number(), deliveryDate: z.string(), cents: z.number() })),
  refunded: z.array(z.object({ id: z.number(), deliveryDate: z.string(), cents: z.number() })),
  refundCents: z.number(),
  refundGstCents: z.number(),
});
export type CancellationResult = z.infer<typeof cancellationResultSchema>;
