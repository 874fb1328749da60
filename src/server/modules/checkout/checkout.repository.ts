import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { type CheckoutAddOn, checkouts, giftBoxes, recipientProfiles, subscriptions, users } from "../../db/schema";

export type CheckoutRow = typeof checkouts.$inferSelect;

/** A checkout being paid, with what its payment changes and its receipt says. */
export interface LockedCheckout {
  checkout: Pick<
    CheckoutRow,
    | "id"
    | "userId"
    | "recipientProfileId"
    | "subscriptionId"
    | "status"
    | "billingInterval"
    | "frequency"
    | "addOns"
    | "amountCents"
    | "providerIntentId"
    | "providerCustomerId"
    | "providerSubscriptionId"
  >;
  sub: { id: number; status: string; planKey: string | null; frequency: string };
  box: { name: string; category: string | null } | null;
  buyer: { email: string; fullName: string };
  recipient: {
    id: number;
    name: string;
    state: string | null;
    postcode: string | null;
    birthday: string | null;
    anniversary: string | null;
  };
}

interface LockedRow {
  id: number;
  user_id: number;
  recipient_profile_id: number;
  subscription_id: number;
  status: string;
  billing_interval: string;
  frequency: string;
  add_ons: CheckoutAddOn[];
  amount_cents: number;
  provider_intent_id: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  sub_status: string;
  plan_key: string | null;
  sub_frequency: string;
  box_name: string | null;
  box_category: string | null;
  email: string;
  full_name: string;
  recipient_name: string;
  state: string | null;
  postcode: string | null;
  birthday: string | null;
  anniversary: string | null;
}

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
  async ensure(
    db: DbOrTx,
    values: {
      userId: number;
      recipientProfileId: number;
      subscriptionId: number;
      amountCents: number;
      provider: string;
      frequency: string;
    },
  ) {
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
    values: Pick<
      CheckoutRow,
      | "billingInterval"
      | "frequency"
      | "amountCents"
      | "providerIntentId"
      | "clientSecret"
      | "providerCustomerId"
      | "providerSubscriptionId"
    > & {
      addOns: CheckoutAddOn[];
    },
  ) {
    const sameIntent = checkout.providerIntentId
      ? eq(checkouts.providerIntentId, checkout.providerIntentId)
      : isNull(checkouts.providerIntentId);
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
      .where(
        and(
          eq(checkouts.id, id),
          eq(checkouts.status, "open"),
          ...(userId === null ? [] : [eq(checkouts.userId, userId)]),
        ),
      )
      .returning({ id: checkouts.id });
    return rows.length > 0;
  },

  async noteDeclineByProviderSubscription(db: DbOrTx, providerSubscriptionId: string, message: string) {
    await db
      .update(checkouts)
      .set({ lastError: message, updatedAt: new Date() })
      .where(eq(checkouts.providerSubscriptionId, providerSubscriptionId));
  },

  /** The checkout with what it buys (the recipient, the plan, the box's category), for the alcohol and Afterpay rules. */
  async findWithPurchase(db: DbOrTx, id: number) {
    const [row] = await db
      .select({
        checkout: checkouts,
        recipient: recipientProfiles,
        planKey: subscriptions.planKey,
        boxCategory: giftBoxes.category,
      })
      .from(checkouts)
      .innerJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
      .where(eq(checkouts.id, id));
    return row;
  },

  /** A gift box's category (its plan when the subscription names none), or null. */
  async boxCategory(db: DbOrTx, giftBoxId: number | null) {
    if (giftBoxId === null) return null;
    const [row] = await db.select({ category: giftBoxes.category }).from(giftBoxes).where(eq(giftBoxes.id, giftBoxId));
    return row?.category ?? null;
  },

  /**
   * Locks checkouts being paid with their draft subscription and recipient, and reads what the
   * receipt needs. Recipients are locked first, in id order, as every other change to a recipient's
   * subscriptions does (saving a draft, deleting the profile): they take turns and never deadlock.
   */
  async lockForPayment(db: DbOrTx, ids: number[]): Promise<LockedCheckout[]> {
    // Plain SQL, written once: a confirmation batch is the hot path, and its transaction is new each time
    // (so a prepared statement would not be reused); the query builder cost more than the database here.
    await db.execute(sql`
      select r.id from ${recipientProfiles} r
      where r.id in (select c.recipient_profile_id from ${checkouts} c where c.id = any(${sql.param(ids)}::int[]))
      order by r.id for update`);
    const rows = rowsOf<LockedRow>(
      await db.execute(sql`
        select c.id, c.user_id, c.recipient_profile_id, c.subscription_id, c.status, c.billing_interval, c.frequency,
          c.add_ons, c.amount_cents, c.provider_intent_id, c.provider_customer_id, c.provider_subscription_id,
          s.status as sub_status, s.plan_key, s.frequency as sub_frequency, g.name as box_name,
          g.category as box_category, u.email, u.full_name, r.name as recipient_name, r.state, r.postcode,
          r.birthday::text as birthday, r.anniversary::text as anniversary
        from ${checkouts} c
        join ${subscriptions} s on s.id = c.subscription_id
        join ${users} u on u.id = s.user_id
        join ${recipientProfiles} r on r.id = s.recipient_profile_id
        left join ${giftBoxes} g on g.id = s.gift_box_id
        where c.id = any(${sql.param(ids)}::int[])
        order by c.id
        for update of c, s`),
    );
    return rows.map((row) => ({
      checkout: {
        id: row.id,
        userId: row.user_id,
        recipientProfileId: row.recipient_profile_id,
        subscriptionId: row.subscription_id,
        status: row.status,
        billingInterval: row.billing_interval,
        frequency: row.frequency,
        addOns: row.add_ons,
        amountCents: row.amount_cents,
        providerIntentId: row.provider_intent_id,
        providerCustomerId: row.provider_customer_id,
        providerSubscriptionId: row.provider_subscription_id,
      },
      sub: { id: row.subscription_id, status: row.sub_status, planKey: row.plan_key, frequency: row.sub_frequency },
      box: row.box_name === null ? null : { name: row.box_name, category: row.box_category },
      buyer: { email: row.email, fullName: row.full_name },
      recipient: {
        id: row.recipient_profile_id,
        name: row.recipient_name,
        state: row.state,
        postcode: row.postcode,
        birthday: row.birthday,
        anniversary: row.anniversary,
      },
    }));
  },

  async markPaid(db: DbOrTx, ids: number[], now: Date) {
    if (!ids.length) return;
    await db.execute(sql`
      update ${checkouts} set status = 'paid', paid_at = ${now.toISOString()}::timestamptz, last_error = null,
        updated_at = ${now.toISOString()}::timestamptz
      where id = any(${sql.param(ids)}::int[])`);
  },
};
