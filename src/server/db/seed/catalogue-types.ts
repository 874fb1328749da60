import type { GiftBoxCategory, GiftPlanKey } from "../../../shared/domain/catalogue";

/** One gift box of the shop's own catalogue, loaded idempotently at start (upsert by slug). */
export interface CatalogueBox {
  /** Fixed id: box 1 is the flowers box (/gift-box/flowers). */
  id: number;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  /** Main image, served from /public, e.g. /images/boxes/flowers-1.svg */
  imageUrl: string;
  /** Extra images after the main one. */
  galleryImages: string[];
  category: GiftBoxCategory;
  frequency: "monthly";
  /** One of the plans (shared/domain/catalogue.ts), or null for a box sold on its own. */
  planKey: GiftPlanKey | null;
  /** The detail page's bullet list for this box. */
  highlights: string[];
  /** The detail page's "What's Included" blurb. */
  whatsIncluded: string;
  featuredRank: number;
}
