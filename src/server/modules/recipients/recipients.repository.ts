import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { checkouts, recipientProfiles, subscriptions } from "../../db/schema";

export type RecipientRow = typeof recipientProfiles.$inferSelect;
export type NewRecipient = typeof recipientProfiles.$inferInsert;

export const recipientsRepository = {
  /** A live (not deleted) profile. */
  findById(db: DbOrTx, id: number) {
    return db.query.recipientProfiles.findFirst({ where: and(eq(recipientProfiles.id, id), isNull(recipientProfiles.archivedAt)) });
  },
  listForUser(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(recipientProfiles)
      .where(and(eq(recipientProfiles.userId, userId), isNull(recipientProfiles.archivedAt)))
      .orderBy(asc(recipientProfiles.id));
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
  /** Paid subscriptions by status: live ones block deletion, cancelled ones keep the profile's name for their history. */
  async paidSubscriptionStatuses(db: DbOrTx, recipientId: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), ne(subscriptions.status, "draft")));
    return rows.map((row) => row.status);
  },
  /** Provider subscriptions still open for this recipient's unpaid drafts. */
  async openProviderSubscriptions(db: DbOrTx, recipientId: number): Promise<string[]> {
    const rows = await db
      .select({ id: checkouts.providerSubscriptionId })
      .from(checkouts)
      .where(and(eq(checkouts.recipientProfileId, recipientId), eq(checkouts.status, "open")));
    return rows.map((r) => r.id).filter((id): id is string => Boolean(id));
  },
  /** Unpaid drafts and their open checkouts. */
  async deleteDrafts(db: DbOrTx, recipientId: number) {
    const isDraft = and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft"));
    await db.delete(checkouts).where(inArray(checkouts.subscriptionId, db.select({ id: subscriptions.id }).from(subscriptions).where(isDraft)));
    await db.delete(subscriptions).where(isDraft);
  },
  async deleteWithDrafts(db: DbOrTx, recipientId: number) {
    await recipientsRepository.deleteDrafts(db, recipientId);
    await db.delete(recipientProfiles).where(eq(recipientProfiles.id, recipientId));
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
