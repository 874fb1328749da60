import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type CheckoutAddOn, checkouts, giftBoxes, recipientProfiles, subscriptions, users } from "../../db/schema";

export type CheckoutRow = typeof checkouts.$inferSelect;

/** The one writer of the `checkouts` table. */
export const checkoutRepository = {
  findById(db: DbOrTx, id: number) {
    return db.query.checkouts.findFirst({ where: eq(checkouts.id, id) });
  },

  findBySubscription(db: DbOrTx, subscriptionId: number) {
    return db.query.checkouts.findFirst({ where: eq(checkouts.subscriptionId, subscriptionId) });
  },

  findByProviderSubscription(db: DbOrTx, providerSubscriptionId: string) {
    return db.query.checkouts.findFirst({ where: eq(checkouts.providerSubscriptionId, providerSubscriptionId) });
  },

  /** The draft's checkout, created if it has none (one per draft: unique on subscription_id). */
  async ensure(db: DbOrTx, values: { userId: number; recipientProfileId: number; subscriptionId: number; amountCents: number; provider: string; frequency: string }) {
    await db.insert(checkouts).values(values).onConflictDoNothing({ target: checkouts.subscriptionId });
    return checkoutRepository.findBySubscription(db, values.subscriptionId);
  },

  /**
   * Saves the options and the provider's intent — only if the checkout is still open with the intent
   * it was read with (compare-and-set: a concurrent change or a payment wins).
   */
  async saveIntent(
    db: DbOrTx,
    checkout: Pick<CheckoutRow, "id" | "providerIntentId">,
    values: Pick<CheckoutRow, "billingInterval" | "frequency" | "amountCents" | "providerIntentId" | "clientSecret" | "providerCustomerId" | "providerSubscriptionId"> & {
      addOns: CheckoutAddOn[];
    },
  ) {
    const sameIntent = checkout.providerIntentId ? eq(checkouts.providerIntentId, checkout.providerIntentId) : isNull(checkouts.providerIntentId);
    const rows = await db
      .update(checkouts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, "open"), sameIntent))
      .returning({ id: checkouts.id });
    return rows.length > 0;
  },

  /** A declined payment, noted on an open checkout (of this buyer, unless `userId` is null for staff). */
  async noteDecline(db: DbOrTx, id: number, userId: number | null, message: string) {
    const rows = await db
      .update(checkouts)
      .set({ lastError: message, updatedAt: new Date() })
      .where(and(eq(checkouts.id, id), eq(checkouts.status, "open"), ...(userId === null ? [] : [eq(checkouts.userId, userId)])))
      .returning({ id: checkouts.id });
    return rows.length > 0;
  },

  async noteDeclineByProviderSubscription(db: DbOrTx, providerSubscriptionId: string, message: string) {
    await db.update(checkouts).set({ lastError: message, updatedAt: new Date() }).where(eq(checkouts.providerSubscriptionId, providerSubscriptionId));
  },

  /** The checkout with what it buys, for Afterpay's rules. */
  async findWithPurchase(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ checkout: checkouts, recipient: recipientProfiles, planKey: subscriptions.planKey })
      .from(checkouts)
      .innerJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .where(eq(checkouts.id, id));
    return row;
  },

  /**
   * Locks checkouts being paid with their draft subscription and recipient, and reads what the
   * receipt needs. Recipients are locked first, in id order, as every other change to a recipient's
   * subscriptions does (saving a draft, deleting the profile): they take turns and never deadlock.
   */
  async lockForPayment(db: DbOrTx, ids: number[]) {
    await db
      .select({ id: recipientProfiles.id })
      .from(recipientProfiles)
      .where(inArray(recipientProfiles.id, db.select({ id: checkouts.recipientProfileId }).from(checkouts).where(inArray(checkouts.id, ids))))
      .orderBy(asc(recipientProfiles.id))
      .for("update");
    return db
      .select({
        checkout: checkouts,
        sub: { id: subscriptions.id, status: subscriptions.status, planKey: subscriptions.planKey, frequency: subscriptions.frequency },
        box: { name: giftBoxes.name },
        buyer: { email: users.email, fullName: users.fullName },
        recipient: {
          id: recipientProfiles.id,
          name: recipientProfiles.name,
          state: recipientProfiles.state,
          birthday: recipientProfiles.birthday,
          anniversary: recipientProfiles.anniversary,
        },
      })
      .from(checkouts)
      .innerJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
      .where(inArray(checkouts.id, ids))
      .orderBy(asc(checkouts.id))
      .for("update", { of: [checkouts, subscriptions] });
  },

  async markPaid(db: DbOrTx, ids: number[], now: Date) {
    if (!ids.length) return;
    await db.update(checkouts).set({ status: "paid", paidAt: now, lastError: null, updatedAt: now }).where(inArray(checkouts.id, ids));
  },
};
