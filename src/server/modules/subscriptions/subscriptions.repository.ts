import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { canTransition, LIVE_STATUSES, type SubscriptionStatus } from "../../../shared/domain/subscription-status";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { rowsOf } from "../../db/rows";
import { giftBoxes, recipientProfiles, subscriptions, users } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** What a subscription's view needs of its recipient. */
const recipientSummary = {
  id: recipientProfiles.id,
  name: recipientProfiles.name,
  email: recipientProfiles.email,
  state: recipientProfiles.state,
  postcode: recipientProfiles.postcode,
  giftCategories: recipientProfiles.giftCategories,
};
const boxSummary = { id: giftBoxes.id, name: giftBoxes.name, category: giftBoxes.category };

/** The columns a subscription's view (and the portal link) reads: the list selects only these. */
const viewColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  giftBoxId: subscriptions.giftBoxId,
  planKey: subscriptions.planKey,
  pendingPlanKey: subscriptions.pendingPlanKey,
  planChangeFrom: subscriptions.planChangeFrom,
  status: subscriptions.status,
  pauseType: subscriptions.pauseType,
  pausedUntil: subscriptions.pausedUntil,
  deliveriesCompleted: subscriptions.deliveriesCompleted,
  frequency: subscriptions.frequency,
  billingInterval: subscriptions.billingInterval,
  startDate: subscriptions.startDate,
  deliveryWeekday: subscriptions.deliveryWeekday,
  nextDeliveryDate: subscriptions.nextDeliveryDate,
  nextBillingDate: subscriptions.nextBillingDate,
  amountCents: subscriptions.amountCents,
  addOnCents: subscriptions.addOnCents,
  specialDates: subscriptions.specialDates,
  paymentMethodLabel: subscriptions.paymentMethodLabel,
  cardMessage: subscriptions.cardMessage,
  customMessage: subscriptions.customMessage,
  specialOccasion: subscriptions.specialOccasion,
  providerCustomerId: subscriptions.providerCustomerId,
  createdAt: subscriptions.createdAt,
  cancelledAt: subscriptions.cancelledAt,
};
export type SubscriptionViewRow = Pick<SubscriptionRow, keyof typeof viewColumns>;

/**
 * The one writer of the `subscriptions` table. Every status change is a compare-and-set from the
 * statuses the transition table (shared/domain/subscription-status.ts) allows.
 */
export const subscriptionsRepository = {
  /**
   * Paid subscriptions with their recipient and box, newest first, in one prepared query of the
   * columns the view reads (drafts are checkouts in progress, not listed).
   */
  listWithRecipients(db: DbOrTx, userId: number) {
    const query = prepared(db, "subscription_list", (handle) =>
      handle
        .select({ sub: viewColumns, recipient: recipientSummary, box: boxSummary })
        .from(subscriptions)
        .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
        .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
        .where(and(eq(subscriptions.userId, sql.placeholder("userId")), ne(subscriptions.status, "draft")))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .prepare("subscription_list"),
    );
    return query.execute({ userId });
  },

  async findWithRecipient(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ sub: subscriptions, recipient: recipientSummary, box: boxSummary })
      .from(subscriptions)
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
      .where(eq(subscriptions.id, id));
    return row;
  },

  findById(db: DbOrTx, id: number) {
    return db.query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });
  },

  findByProviderSubscription(db: DbOrTx, providerSubscriptionId: string) {
    return db.query.subscriptions.findFirst({
      where: eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
    });
  },

  findDraft(db: DbOrTx, recipientId: number) {
    return db.query.subscriptions.findFirst({
      where: and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")),
    });
  },

  /** Live (active or paused) subscriptions of a recipient. */
  live(db: DbOrTx, recipientId: number) {
    return db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  },

  /** The statuses of a recipient's paid (non-draft) subscriptions. */
  async paidStatuses(db: DbOrTx, recipientId: number) {
    const rows = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), ne(subscriptions.status, "draft")));
    return rows.map((r) => r.status);
  },

  /** Provider subscriptions of a recipient's unpaid drafts (to cancel when the drafts go). */
  async draftProviderSubscriptions(db: DbOrTx, recipientId: number) {
    const rows = await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")));
    return rows.map((r) => r.id).filter((id): id is string => Boolean(id));
  },

  /** Any provider customer id the buyer already has with this provider. */
  async providerCustomerOf(db: DbOrTx, userId: number, provider: string) {
    const [row] = await db
      .select({ id: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.paymentProvider, provider)))
      .limit(1);
    return row?.id ?? null;
  },

  /**
   * The recipient's draft: inserted, or — the one-draft-per-recipient index says one exists — updated
   * in place, so a checkout (and any intent already open for it) stays attached to it.
   */
  async upsertDraft(db: DbOrTx, values: NewSubscription & { recipientProfileId: number }) {
    const draft = { ...values, status: "draft", updatedAt: new Date() };
    const [inserted] = await db.insert(subscriptions).values(draft).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [updated] = await db
      .update(subscriptions)
      .set(draft)
      .where(and(eq(subscriptions.recipientProfileId, values.recipientProfileId), eq(subscriptions.status, "draft")))
      .returning();
    return updated;
  },

  async deleteDrafts(db: DbOrTx, recipientId: number) {
    await db
      .delete(subscriptions)
      .where(and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")));
  },

  /**
   * Moves one subscription from `from` to `to` (allowed by the transition table) with `changes`;
   * answers the updated row, or nothing when it was no longer in `from` (a concurrent change won).
   */
  async transition(
    db: DbOrTx,
    id: number,
    from: SubscriptionStatus[],
    to: SubscriptionStatus,
    changes: Partial<NewSubscription> = {},
  ) {
    assertTransitions(from, to);
    const [row] = await db
      .update(subscriptions)
      .set({ ...changes, status: to, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, from)))
      .returning();
    return row;
  },

  /** Draft → active for a batch of paid drafts, in one statement (group commit). */
  async activateDrafts(db: DbOrTx, activations: Activation[], now: Date) {
    if (!activations.length) return;
    assertTransitions(["draft"], "active");
    // A recipient who meanwhile got another live subscription fails the unique index here.
    await db.execute(sql`
      update ${subscriptions} as s set
        status = 'active', start_date = v.start_date, next_delivery_date = v.next_delivery_date,
        billing_interval = v.billing_interval, next_billing_date = v.next_billing_date,
        amount_cents = v.amount_cents, add_on_cents = v.add_on_cents, special_dates = v.special_dates,
        payment_provider = v.payment_provider, payment_method_label = v.payment_method_label,
        test_renewal_fails = v.test_renewal_fails, provider_customer_id = v.provider_customer_id,
        provider_subscription_id = v.provider_subscription_id, updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(activations)}::jsonb) as v(
        id integer, start_date date, next_delivery_date date, billing_interval text, next_billing_date date, amount_cents integer, add_on_cents integer,
        special_dates jsonb, payment_provider text, payment_method_label text, test_renewal_fails boolean,
        provider_customer_id text, provider_subscription_id text)
      where s.id = v.id and s.status = 'draft'`);
  },

  /** Paused → active for every pause whose skipped delivery has passed; answers who to tell. */
  async resumeEndedPauses(db: DbOrTx, today: string) {
    assertTransitions(["paused"], "active");
    return rowsOf<{ id: number; email: string; full_name: string; recipient_name: string }>(
      await db.execute(sql`
        update ${subscriptions} s set status = 'active', pause_type = null, paused_until = null,
          billing_date_before_pause = null, deliveries_skipped = s.deliveries_skipped + 1, updated_at = now()
        from ${users} u, ${recipientProfiles} r
        where u.id = s.user_id and r.id = s.recipient_profile_id
          and s.status = 'paused' and s.paused_until < ${today}
        returning s.id, u.email, u.full_name, r.name as recipient_name`),
    );
  },

  /** Live → cancelled for the given subscriptions; answers who to tell. */
  async cancelMany(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    assertTransitions([...LIVE_STATUSES], "cancelled");
    return rowsOf<{ id: number; email: string; full_name: string; recipient_name: string }>(
      await db.execute(sql`
        update ${subscriptions} s set status = 'cancelled', cancelled_at = now(), paused_until = null, updated_at = now()
        from ${users} u, ${recipientProfiles} r
        where u.id = s.user_id and r.id = s.recipient_profile_id
          and s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and s.status in ('active', 'paused')
        returning s.id, u.email, u.full_name, r.name as recipient_name`),
    );
  },

  /** A plan saved for later takes effect on the day of its first delivery. */
  async applyDuePlanChanges(db: DbOrTx, today: string) {
    return rowsOf(
      await db.execute(sql`
        update ${subscriptions} s set
          plan_key = s.pending_plan_key,
          gift_box_id = (select g.id from ${giftBoxes} g where g.plan_key = s.pending_plan_key and g.is_active order by g.featured_rank, g.id limit 1),
          pending_plan_key = null,
          plan_change_from = null,
          updated_at = now()
        where s.pending_plan_key is not null and s.status in ('active', 'paused') and s.plan_change_from <= ${today}
        returning s.id`),
    ).length;
  },

  async update(db: DbOrTx, id: number, changes: Partial<Omit<NewSubscription, "status">>) {
    await db
      .update(subscriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(subscriptions.id, id));
  },

  /** Moves the next charge of every given subscription to its next date (renewals charged). */
  async setNextBillingDates(db: DbOrTx, dates: { id: number; nextBillingDate: string }[]) {
    if (!dates.length) return;
    await db.execute(sql`
      update ${subscriptions} s set next_billing_date = v.next_billing_date, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(dates.map((d) => ({ id: d.id, next_billing_date: d.nextBillingDate })))}::jsonb)
        as v(id integer, next_billing_date date)
      where s.id = v.id`);
  },

  /** A confirmed regular delivery counts (+1); un-confirming takes it back (-1), never below zero. */
  async countDelivery(db: DbOrTx, id: number, delta: 1 | -1) {
    const [row] = await db
      .update(subscriptions)
      .set({
        deliveriesCompleted: sql`greatest(0, ${subscriptions.deliveriesCompleted} + ${delta}::int)`,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, id))
      .returning({ id: subscriptions.id });
    return row;
  },
};

/** What a paid draft becomes (column names as in SQL, for jsonb_to_recordset). */
export interface Activation {
  id: number;
  start_date: string;
  next_delivery_date: string;
  billing_interval: string;
  next_billing_date: string;
  amount_cents: number;
  add_on_cents: number;
  special_dates: { type: string; name: string; date: string; priceCents: number }[];
  payment_provider: string;
  payment_method_label: string | null;
  test_renewal_fails: boolean;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
}

function assertTransitions(from: readonly SubscriptionStatus[], to: SubscriptionStatus) {
  for (const status of from) {
    if (!canTransition(status, to)) throw new Error(`A subscription may not go from ${status} to ${to}`);
  }
}
