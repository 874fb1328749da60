import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { giftBoxes, suppliers } from "../../db/schema";

/** Columns of a gift box as the API shows it. */
const columns = {
  id: giftBoxes.id,
  slug: giftBoxes.slug,
  name: giftBoxes.name,
  description: giftBoxes.description,
  imageUrl: giftBoxes.imageUrl,
  galleryImages: giftBoxes.galleryImages,
  category: giftBoxes.category,
  frequency: giftBoxes.frequency,
  planKey: giftBoxes.planKey,
  highlights: giftBoxes.highlights,
  whatsIncluded: giftBoxes.whatsIncluded,
  supplierId: giftBoxes.supplierId,
  isActive: giftBoxes.isActive,
  createdAt: giftBoxes.createdAt,
};

/** Customers see active boxes of the shop or of approved vendors only. */
const visibleToCustomers = and(
  eq(giftBoxes.isActive, true),
  or(isNull(giftBoxes.supplierId), eq(suppliers.status, "approved")),
);

export const catalogueRepository = {
  listVisible(db: DbOrTx) {
    return db
      .select(columns)
      .from(giftBoxes)
      .leftJoin(suppliers, eq(suppliers.id, giftBoxes.supplierId))
      .where(visibleToCustomers)
      .orderBy(asc(giftBoxes.featuredRank), asc(giftBoxes.id));
  },
};

export type GiftBoxRow = Awaited<ReturnType<typeof catalogueRepository.listVisible>>[number];
