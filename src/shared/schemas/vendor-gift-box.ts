import { z } from "zod";
import { GIFT_BOX_CATEGORIES } from "../domain/catalogue";
import { FREQUENCIES } from "../domain/frequency";
import { requiredText } from "./fields";
import { giftBoxSchema } from "./gift-box";

export const PRICE_MESSAGE = "Price must be a positive number";
export const IMAGE_MESSAGE = "Please enter a valid image URL";
export const MAX_PRICE_DOLLARS = 10_000;

/** Dollars with at most 2 decimals, as a number or a typed string; becomes cents. */
export const priceField = z
  .union([z.number(), z.string().trim()], { error: PRICE_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({
        code: "custom",
        message: /^\d+\.\d{3,}$/.test(text) ? "Price can have at most 2 decimal places" : PRICE_MESSAGE,
      });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  })
  .pipe(
    z
      .number()
      .int()
      .min(1, PRICE_MESSAGE)
      .max(MAX_PRICE_DOLLARS * 100, `Price must be at most $${MAX_PRICE_DOLLARS.toLocaleString("en-AU")}`),
  );

/** An image uploaded to the shop: its own-origin address (pasted outside addresses are refused). */
export const giftBoxImageField = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .regex(/^\/media\/[A-Za-z0-9_-]{10,64}\/[a-z0-9]+\.(webp|jpg|png)$/, IMAGE_MESSAGE);

const giftBoxFields = {
  name: requiredText(3, "Gift box name must be at least 3 characters", 120),
  description: requiredText(10, "Description must be at least 10 characters", 2000),
  price: priceField,
  imageUrl: giftBoxImageField,
  category: z.enum(GIFT_BOX_CATEGORIES, { error: "Please select a category" }),
  frequency: z.enum(FREQUENCIES, { error: "Please select a frequency" }),
};

/** POST /api/gift-boxes (spec §5); supplierId must be the vendor's own (staff excepted). */
export const giftBoxCreateSchema = z.object({
  ...giftBoxFields,
  supplierId: z.coerce
    .number({ error: "Please choose the supplier" })
    .int()
    .positive()
    .max(2_147_483_647, "Supplier not found"),
});
export type GiftBoxCreateInput = z.input<typeof giftBoxCreateSchema>;

/** The gift box form (the web side): the same fields without supplierId. */
export const giftBoxFormSchema = z.object(giftBoxFields);

/** PATCH /api/gift-boxes/{id}: any field, plus Active/Inactive. */
export const giftBoxUpdateSchema = z
  .object({ ...giftBoxFields, isActive: z.boolean({ error: "isActive must be true or false" }) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type GiftBoxUpdateInput = z.input<typeof giftBoxUpdateSchema>;

/** GET /api/gift-boxes?supplierId. */
export const giftBoxListQuerySchema = z.object({
  supplierId: z.coerce
    .number({ error: "supplierId must be a number" })
    .int("supplierId must be a number")
    .positive("supplierId must be a number")
    .max(2_147_483_647, "supplierId must be a number")
    .optional(),
});

/**
 * A box as its vendor (and staff) see it: `price` and `priceCents` are the vendor's price, what the
 * shop pays per box (the spec's vendor form sends and reads `price`), in dollars and cents.
 */
export const vendorGiftBoxSchema = giftBoxSchema.extend({
  price: z.number(),
  priceCents: z.number(),
});
export type VendorGiftBox = z.infer<typeof vendorGiftBoxSchema>;

/**
 * GET /api/gift-boxes?supplierId: to the box's vendor and staff, its boxes with the vendor's price
 * (`vendorGiftBoxSchema`); to anyone else, the boxes customers see, with the buyer's price per delivery.
 */
export const giftBoxListWithPricesSchema = z.array(z.union([vendorGiftBoxSchema, giftBoxSchema]));
