import { z } from "zod";
import { DELIVERY_CONFIRMERS, PROOF_OF_DELIVERY_MESSAGES } from "../domain/proof-of-delivery";

/**
 * What the vendor needs to deliver (issue 17): the packing slip, proof of delivery, and staff's
 * record of cost overrides.
 */

/** POST /api/vendor/orders/{id}/delivered: the vendor's confirmation, with an optional photo (an upload id). */
export const markDeliveredInputSchema = z
  .object({
    photoId: z
      .union([z.literal(""), z.null(), z.string({ error: PROOF_OF_DELIVERY_MESSAGES.photo }).trim().max(100)])
      .optional()
      .transform((value) => value || null),
  })
  .strict();
export type MarkDeliveredInput = z.input<typeof markDeliveredInputSchema>;

/** A delivered order's proof: when, who confirmed it, and the photo (served to buyer, vendor and staff only). */
export const deliveryProofSchema = z.object({
  deliveredAt: z.string().nullable(),
  confirmedBy: z.enum(DELIVERY_CONFIRMERS).nullable(),
  photoUrl: z.string().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

/** One staff override of an order's cost, as the order's detail shows it. */
export const orderCostChangeSchema = z.object({
  id: z.number(),
  at: z.string(),
  staffName: z.string().nullable(),
  /** Integer cents; null where the order had (or was given) no cost. */
  oldCents: z.number().nullable(),
  newCents: z.number().nullable(),
  reason: z.string(),
});
export type OrderCostChange = z.infer<typeof orderCostChangeSchema>;
export const orderCostChangeListSchema = z.array(orderCostChangeSchema);

/** Non-JSON answers, named so the API reference says what comes back. */
export const packingSlipFileSchema = z.string().describe("application/pdf: the order's packing slip");
export const deliveryPhotoFileSchema = z.string().describe("image/webp: the proof-of-delivery photo");
