import { z } from "zod";

/** The stock photo tool's choices (spec: "Global constants"). */
export const STOCK_PHOTO_QUERY_TYPES = [
  "subscription_gift_boxes",
  "flower_arrangements",
  "gift_delivery",
  "surprise_presents",
] as const;
export const STOCK_PHOTO_COUNTS = [4, 6, 8, 12] as const;
export const STOCK_PHOTO_ORIENTATIONS = ["landscape", "portrait", "square"] as const;

export type StockPhotoQueryType = (typeof STOCK_PHOTO_QUERY_TYPES)[number];
export type StockPhotoOrientation = (typeof STOCK_PHOTO_ORIENTATIONS)[number];

export const STOCK_PHOTO_QUERY_LABELS: Record<StockPhotoQueryType, string> = {
  subscription_gift_boxes: "Subscription gift boxes",
  flower_arrangements: "Flower arrangements",
  gift_delivery: "Gift delivery",
  surprise_presents: "Surprise presents",
};

/** POST /api/stock-photo-queries (spec: queryType, count, orientation, userId → imageUrls). */
export const stockPhotoQuerySchema = z.object({
  queryType: z.enum(STOCK_PHOTO_QUERY_TYPES, { error: "Query type is required" }),
  count: z.coerce
    .number({ error: "Count is required" })
    .refine((n) => (STOCK_PHOTO_COUNTS as readonly number[]).includes(n), "Count is required"),
  orientation: z.enum(STOCK_PHOTO_ORIENTATIONS, { error: "Orientation is required" }),
  /** Accepted for the spec's payload; only the caller's own id (or staff) is allowed. */
  userId: z.number().int().positive().optional(),
});
export type StockPhotoQuery = z.output<typeof stockPhotoQuerySchema>;

export const stockPhotoResultSchema = z.object({
  imageUrls: z.array(z.string()),
  /** Where the photos came from: the shop's own image library unless a provider is configured. */
  source: z.literal("library"),
});
export type StockPhotoResult = z.output<typeof stockPhotoResultSchema>;

/** GET /api/stock-photos/{name}: the drawing itself, as SVG text (image/svg+xml). */
export const stockPhotoSvgSchema = z.string().describe("An SVG drawing, served as image/svg+xml");
