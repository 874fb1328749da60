import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { giftBoxes } from "../schema";
import { CATALOGUE } from "./catalogue-data";

/**
 * Loads the shop's own catalogue: inserts missing boxes and refreshes the seeded ones
 * (matched by slug), in one statement; boxes added by vendors are untouched.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(giftBoxes)
    .values(CATALOGUE.map((box) => ({ ...box, galleryImages: box.galleryImages, highlights: box.highlights })))
    .onConflictDoUpdate({
      target: giftBoxes.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        imageUrl: sql`excluded.image_url`,
        galleryImages: sql`excluded.gallery_images`,
        category: sql`excluded.category`,
        frequency: sql`excluded.frequency`,
        planKey: sql`excluded.plan_key`,
        highlights: sql`excluded.highlights`,
        whatsIncluded: sql`excluded.whats_included`,
        featuredRank: sql`excluded.featured_rank`,
      },
    });
  // Fixed ids were inserted by hand: move the identity past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('gift_boxes', 'id'), (select max(id) from gift_boxes))`);
}
