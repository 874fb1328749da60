import type { DbOrTx } from "../../db/client";
import type { recipientProfiles, subscriptions, users } from "../../db/schema";

/**
 * What checkout asks of the modules that own the other tables a purchase touches, declared here and
 * handed in by app.ts (ADR 0020): the module imports no other module, and each port names only what
 * checkout uses. The first payment's confirmation, which writes other modules' tables, is a flow
 * (src/server/flows/confirm-payment.ts).
 */

type SessionUser = typeof users.$inferSelect;
type RecipientRow = typeof recipientProfiles.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;

/** The recipient being bought for (the recipients module). */
export interface CheckoutRecipients {
  /** The buyer's (or, for staff, anyone's) live profile row. */
  ownedRow(user: SessionUser, id: number): Promise<RecipientRow>;
  /** Locks the buyer's live profile for the caller's transaction. */
  lockForSubscription(tx: DbOrTx, user: SessionUser, id: number): Promise<RecipientRow>;
}

/** The draft subscription a checkout pays for (the subscriptions module). */
export interface CheckoutSubscriptions {
  findById(tx: DbOrTx, id: number): Promise<SubscriptionRow | undefined>;
  findDraft(tx: DbOrTx, recipientId: number): Promise<SubscriptionRow | undefined>;
  hasLive(tx: DbOrTx, recipientId: number): Promise<boolean>;
  providerCustomerOf(userId: number): Promise<string | null>;
  saveDraft(tx: DbOrTx, values: NewSubscription & { recipientProfileId: number }): Promise<SubscriptionRow | undefined>;
  update(tx: DbOrTx, id: number, changes: Partial<Omit<NewSubscription, "status">>): Promise<unknown>;
}

/** What a checkout pays for: the box asked for when it is on sale, else the plan's box (the subscriptions module). */
export interface CheckoutPlans {
  boxAndPlan(
    giftBoxId: number | null | undefined,
    planKey: string | null,
  ): Promise<{ giftBoxId: number | null; planKey: string | null }>;
}
