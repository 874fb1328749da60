import { z } from "zod";
import { DECLINE_REASONS, OFFER_MESSAGES, ORDER_EVENT_KINDS } from "../domain/order-offers";

/** POST /api/vendor/orders/{id}/decline: why (the short list), and an optional note. */
export const declineInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: OFFER_MESSAGES.reason }),
    note: z
      .string({ error: OFFER_MESSAGES.note })
      .trim()
      .max(500, OFFER_MESSAGES.note)
      .optional()
      .nullable()
      .transform((value) => value || null),
  })
  .strict();
export type DeclineInput = z.input<typeof declineInputSchema>;

/** The answer to a decline: the order has left the vendor's list. */
export const orderDeclinedSchema = z.object({ id: z.number(), message: z.string() });
export type OrderDeclined = z.infer<typeof orderDeclinedSchema>;

/** GET /api/admin/fulfillment-orders/{id}/events: each step of the order's offer, oldest first. */
export const orderEventSchema = z.object({
  id: z.number(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** The step in words ("Declined"). */
  label: z.string(),
  vendorName: z.string().nullable(),
  /** Passed on: to whom (null: left unassigned). */
  toVendorName: z.string().nullable(),
  /** Who acted; null when it was the shop's own job. */
  actorName: z.string().nullable(),
  /** Why, in words (a decline's reason, or what passed it on). */
  reason: z.string().nullable(),
  note: z.string().nullable(),
  acceptBy: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderEventListSchema = z.array(orderEventSchema);
