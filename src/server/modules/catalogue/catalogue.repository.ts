import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
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

/** The vendor's view of its boxes: every column the API shows, plus the price the shop pays. */
const vendorColumns = { ...columns, priceCents: giftBoxes.priceCents };
type NewGiftBox = typeof giftBoxes.$inferInsert;

/** Writes of vendors' gift boxes (this module owns gift_boxes). */
export const vendorGiftBoxRepository = {
  listBySupplier(db: DbOrTx, supplierId: number) {
    return db
      .select(vendorColumns)
      .from(giftBoxes)
      .where(eq(giftBoxes.supplierId, supplierId))
      .orderBy(desc(giftBoxes.createdAt), desc(giftBoxes.id))
      .limit(500);
  },
  async find(db: DbOrTx, id: number) {
    const [row] = await db.select(vendorColumns).from(giftBoxes).where(eq(giftBoxes.id, id));
    return row;
  },
  async insert(db: DbOrTx, values: NewGiftBox) {
    const [row] = await db.insert(giftBoxes).values(values).returning(vendorColumns);
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewGiftBox>) {
    const [row] = await db
      .update(giftBoxes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(giftBoxes.id, id))
      .returning(vendorColumns);
    return row;
  },
};
export type VendorGiftBoxRow = NonNullable<Awaited<ReturnType<typeof vendorGiftBoxRepository.find>>>;

export type GiftBoxRow = Awaited<ReturnType<typeof catalogueRepository.listVisible>>[number];
