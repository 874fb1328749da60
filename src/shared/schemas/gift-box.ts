import { z } from "zod";
import { GIFT_BOX_CATEGORIES } from "../domain/catalogue";

export const giftBoxSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  galleryImages: z.array(z.string()),
  category: z.enum(GIFT_BOX_CATEGORIES),
  frequency: z.string(),
  planKey: z.string().nullable(),
  highlights: z.array(z.string()),
  whatsIncluded: z.string(),
  supplierId: z.number().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /**
   * The spec's `price`: what a buyer pays for one delivery of the box, in dollars, from the one price
   * function (shared/domain/pricing.ts) — the same for every box. A vendor's price stays private.
   */
  price: z.number(),
  /** The same, in cents. */
  priceCents: z.number().int(),
});
export type GiftBox = z.infer<typeof giftBoxSchema>;
/** GET /api/gift-boxes: what customers see (never the vendor's price, which is what the shop pays for a box). */
export const giftBoxListSchema = z.array(giftBoxSchema);

export const giftBoxIdParams = z.object({
  id: z.coerce
    .number({ error: "No gift box ID provided" })
    .int("No gift box ID provided")
    .positive("No gift box ID provided")
    .max(2_147_483_647, "Gift Box Not Found"),
});
