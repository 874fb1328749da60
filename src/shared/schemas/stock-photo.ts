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

/** Where a search's photos came from: the shop's own library, or a configured provider. */
export const STOCK_PHOTO_SOURCES = ["library", "unsplash", "pexels"] as const;
export type StockPhotoSource = (typeof STOCK_PHOTO_SOURCES)[number];
export const STOCK_PHOTO_PROVIDERS = ["unsplash", "pexels"] as const;
export type StockPhotoProviderName = (typeof STOCK_PHOTO_PROVIDERS)[number];

/**
 * Each provider's name and home page, for the credit line both providers' terms ask for
 * ("Photo by X on Unsplash"); Unsplash asks for its referral parameters on every link to it.
 */
export const STOCK_PHOTO_PROVIDER_SITES: Record<StockPhotoProviderName, { label: string; url: string }> = {
  unsplash: { label: "Unsplash", url: "https://unsplash.com/?utm_source=forget_me_not&utm_medium=referral" },
  pexels: { label: "Pexels", url: "https://www.pexels.com" },
};

/** Who took a provider's photo, with links (https only) to them and to the photo's page. */
export const stockPhotoCreditSchema = z.object({
  photographer: z.string(),
  photographerUrl: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The provider's description of the photo, used as its alt text. */
  description: z.string().nullable(),
});
export type StockPhotoCredit = z.output<typeof stockPhotoCreditSchema>;

export const stockPhotoResultSchema = z.object({
  /** Always on the shop's own origin: provider photos are proxied, never loaded from their hosts. */
  imageUrls: z.array(z.string()),
  /** Where the photos came from: the shop's own image library unless a provider is configured. */
  source: z.enum(STOCK_PHOTO_SOURCES),
  /** A provider's photos only: one credit per image, in the same order as imageUrls. */
  credits: z.array(stockPhotoCreditSchema).optional(),
});
export type StockPhotoResult = z.output<typeof stockPhotoResultSchema>;

/** GET /api/stock-photos/{name}: the drawing itself, as SVG text (image/svg+xml). */
export const stockPhotoSvgSchema = z.string().describe("An SVG drawing, served as image/svg+xml");

/** GET /api/stock-photo-proxy/{provider}: a provider's photo, fetched and re-encoded by the shop. */
export const stockPhotoProxiedImageSchema = z
  .string()
  .describe("A provider's photo, re-encoded by the shop and served as image/webp");
