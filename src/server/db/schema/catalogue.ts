import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { suppliers } from "./vendors";

export const giftBoxes = pgTable(
  "gift_boxes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    imageUrl: text().notNull(),
    galleryImages: jsonb().$type<string[]>().notNull().default([]),
    category: text().notNull(),
    frequency: text().notNull().default("monthly"),
    planKey: text(),
    highlights: jsonb().$type<string[]>().notNull().default([]),
    whatsIncluded: text().notNull().default(""),
    /** Featured order on browse; lower comes first. */
    featuredRank: integer().notNull().default(100),
    supplierId: integer().references(() => suppliers.id, { onDelete: "set null" }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_boxes_slug_unique").on(t.slug),
    index("gift_boxes_category_idx").on(t.category),
    index("gift_boxes_supplier_idx").on(t.supplierId),
  ],
);
