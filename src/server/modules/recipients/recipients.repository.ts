import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { checkouts, recipientProfiles, subscriptions } from "../../db/schema";

export type RecipientRow = typeof recipientProfiles.$inferSelect;
export type NewRecipient = typeof recipientProfiles.$inferInsert;

export const recipientsRepository = {
  findById(db: DbOrTx, id: number) {
    return db.query.recipientProfiles.findFirst({ where: eq(recipientProfiles.id, id) });
  },
  listForUser(db: DbOrTx, userId: number) {
    return db.select().from(recipientProfiles).where(eq(recipientProfiles.userId, userId)).orderBy(asc(recipientProfiles.id));
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
  /** Subscriptions other than unpaid drafts keep the profile (their history needs it). */
  async countKeptSubscriptions(db: DbOrTx, recipientId: number) {
    return db.$count(subscriptions, and(eq(subscriptions.recipientProfileId, recipientId), ne(subscriptions.status, "draft")));
  },
  /** Provider subscriptions still open for this recipient's unpaid drafts. */
  async openProviderSubscriptions(db: DbOrTx, recipientId: number): Promise<string[]> {
    const rows = await db
      .select({ id: checkouts.providerSubscriptionId })
      .from(checkouts)
      .where(and(eq(checkouts.recipientProfileId, recipientId), eq(checkouts.status, "open")));
    return rows.map((r) => r.id).filter((id): id is string => Boolean(id));
  },
  async deleteWithDrafts(db: DbOrTx, recipientId: number) {
    const drafts = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")));
    await db.delete(checkouts).where(inArray(checkouts.subscriptionId, drafts));
    await db.delete(subscriptions).where(and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")));
    await db.delete(recipientProfiles).where(eq(recipientProfiles.id, recipientId));
  },
};
