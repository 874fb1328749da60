import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { recipientProfiles } from "../../db/schema";

export type RecipientRow = typeof recipientProfiles.$inferSelect;
export type NewRecipient = typeof recipientProfiles.$inferInsert;

export const recipientsRepository = {
  /** A live (not deleted) profile. */
  findById(db: DbOrTx, id: number) {
    return db.query.recipientProfiles.findFirst({
      where: and(eq(recipientProfiles.id, id), isNull(recipientProfiles.archivedAt)),
    });
  },
  listForUser(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(recipientProfiles)
      .where(and(eq(recipientProfiles.userId, userId), isNull(recipientProfiles.archivedAt)))
      .orderBy(asc(recipientProfiles.id));
  },
  /** The buyer's live profile with this name (case and surrounding spaces ignored), if any. */
  async findLiveByName(db: DbOrTx, userId: number, name: string) {
    const [row] = await db
      .select({ id: recipientProfiles.id, name: recipientProfiles.name })
      .from(recipientProfiles)
      .where(
        and(
          eq(recipientProfiles.userId, userId),
          isNull(recipientProfiles.archivedAt),
          sql`lower(btrim(${recipientProfiles.name})) = lower(btrim(${name}))`,
        ),
      )
      .limit(1);
    return row;
  },
  async insert(db: DbOrTx, values: NewRecipient) {
    const [row] = await db.insert(recipientProfiles).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewRecipient>) {
    const [row] = await db
      .update(recipientProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(recipientProfiles.id, id))
      .returning();
    return row!;
  },
  /**
   * Locks a live profile for the rest of the transaction: the recipient is where its subscription's
   * life is serialised (a draft saved, a payment activating it, the profile deleted), so two of those
   * at once take turns instead of racing.
   */
  async lockLive(db: DbOrTx, id: number) {
    const [row] = await db
      .select()
      .from(recipientProfiles)
      .where(and(eq(recipientProfiles.id, id), isNull(recipientProfiles.archivedAt)))
      .for("update");
    return row;
  },
  async delete(db: DbOrTx, recipientId: number) {
    await db.delete(recipientProfiles).where(eq(recipientProfiles.id, recipientId));
  },
  /** A birthday or anniversary entered at checkout, saved to profiles that lacked it (one statement for many). */
  async fillMissingDates(db: DbOrTx, dates: { id: number; birthday: string | null; anniversary: string | null }[]) {
    if (!dates.length) return;
    await db.execute(sql`
      update ${recipientProfiles} as r set
        birthday = coalesce(r.birthday, v.birthday), anniversary = coalesce(r.anniversary, v.anniversary)
      from jsonb_to_recordset(${JSON.stringify(dates)}::jsonb) as v(id integer, birthday date, anniversary date)
      where r.id = v.id`);
  },
  /** The form's recipient e-mail, kept when the profile has none. */
  async setEmailIfMissing(db: DbOrTx, id: number, email: string) {
    await db
      .update(recipientProfiles)
      .set({ email, updatedAt: new Date() })
      .where(and(eq(recipientProfiles.id, id), isNull(recipientProfiles.email)));
  },
  /** Deletes a profile that cancelled subscriptions still name: everything personal goes, the name stays. */
  async archive(db: DbOrTx, recipientId: number, now: Date) {
    await db
      .update(recipientProfiles)
      .set({
        archivedAt: now,
        updatedAt: now,
        otherRelationship: null,
        email: null,
        phone: null,
        streetNumber: null,
        streetName: null,
        suburb: null,
        state: null,
        postcode: null,
        deliveryInstructions: null,
        birthday: null,
        anniversary: null,
        specialDates: [],
        personalMessages: [],
        giftCategories: null,
        preferences: {},
        sensitivePreferences: null,
        sensitiveConsentAt: null,
        notes: null,
      })
      .where(eq(recipientProfiles.id, recipientId));
  },
};
