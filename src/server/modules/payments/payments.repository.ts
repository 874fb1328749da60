import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { LIVE_STATUSES } from "../../../shared/domain/subscription-status";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { payments, recipientProfiles, subscriptions, users, webhookEvents } from "../../db/schema";

export type NewPayment = typeof payments.$inferInsert;

/** The one writer of `payments` (every charge, once) and `webhook_events` (events handled). */
export const paymentsRepository = {
  /**
   * Records charges; one already recorded (same provider and payment id) is skipped. Answers the new
   * ones. The rows travel as one JSON parameter, so the statement is the same whatever the batch size.
   */
  async insertMany(db: DbOrTx, rows: NewPayment[]) {
    if (!rows.length) return [];
    const values = rows.map((r) => ({
      user_id: r.userId,
      subscription_id: r.subscriptionId,
      checkout_id: r.checkoutId ?? null,
      provider: r.provider,
      provider_payment_id: r.providerPaymentId,
      kind: r.kind,
      status: r.status,
      amount_cents: r.amountCents,
      gst_cents: r.gstCents,
      period_start: r.periodStart ?? null,
      failure_message: r.failureMessage ?? null,
      refund_of: r.refundOf ?? null,
      reason: r.reason ?? null,
      staff_user_id: r.staffUserId ?? null,
    }));
    return rowsOf<{ id: number; subscriptionId: number; providerPaymentId: string; status: string }>(
      await db.execute(sql`
        insert into ${payments} (user_id, subscription_id, checkout_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents, period_start, failure_message, refund_of, reason, staff_user_id)
        select v.user_id, v.subscription_id, v.checkout_id, v.provider, v.provider_payment_id, v.kind, v.status, v.amount_cents, v.gst_cents, v.period_start, v.failure_message, v.refund_of, v.reason, v.staff_user_id
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(user_id integer, subscription_id integer, checkout_id integer, provider text,
          provider_payment_id text, kind text, status text, amount_cents integer, gst_cents integer, period_start date, failure_message text, refund_of integer,
          reason text, staff_user_id integer)
        on conflict do nothing
        returning id, subscription_id as "subscriptionId", provider_payment_id as "providerPaymentId", status`),
    );
  },

  /** Charges by id, with the provider's id for each (a refund gives back part of one). */
  async providerIds(db: DbOrTx, ids: number[]) {
    if (!ids.length) return [];
    return db
      .select({ id: payments.id, provider: payments.provider, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(inArray(payments.id, ids));
  },

  /**
   * A charge held while part of it is refunded (row lock until the caller's transaction ends), with
   * what its refunds gave back so far: two refunds of one payment never give back more than it was.
   */
  async lockForRefund(tx: DbOrTx, id: number) {
    const [row] = rowsOf<{
      id: number;
      provider: string;
      provider_payment_id: string;
      status: string;
      amount_cents: number;
      refunded_cents: number;
    }>(
      await tx.execute(sql`
        select p.id, p.provider, p.provider_payment_id, p.status, p.amount_cents,
          (select coalesce(-sum(r.amount_cents), 0) from ${payments} r where r.refund_of = p.id and r.kind = 'refund')::int
            as refunded_cents
        from ${payments} p where p.id = ${id} for update`),
    );
    return row ?? null;
  },

  /** Several subscriptions' payments for staff, newest first, with a staff refund's reason and who made it. */
  async forStaff(db: DbOrTx, subscriptionIds: number[]) {
    if (!subscriptionIds.length) return [];
    return rowsOf<{
      id: number;
      subscription_id: number;
      kind: string;
      status: string;
      amount_cents: number;
      gst_cents: number;
      created_at: Date | string;
      refund_of: number | null;
      reason: string | null;
      refunded_by: string | null;
      failure_message: string | null;
    }>(
      await db.execute(sql`
        select p.id, p.subscription_id, p.kind, p.status, p.amount_cents, p.gst_cents, p.created_at, p.refund_of,
          p.reason, staff.full_name as refunded_by, p.failure_message
        from ${payments} p left join ${users} staff on staff.id = p.staff_user_id
        where p.subscription_id = any(${sql.param(subscriptionIds)}::int[])
        order by p.created_at desc, p.id desc
        limit 1000`),
    );
  },

  /** A subscription's payments, newest first, without provider ids. */
  listForSubscription(db: DbOrTx, subscriptionId: number) {
    return db
      .select({
        id: payments.id,
        kind: payments.kind,
        status: payments.status,
        amountCents: payments.amountCents,
        gstCents: payments.gstCents,
        periodStart: payments.periodStart,
        failureMessage: payments.failureMessage,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  },

  /**
   * Test-mode subscriptions whose next charge is due by `latestToday` (the latest date anywhere in
   * Australia), with the recipient's state, by which the caller keeps those due where they live.
   */
  dueTestModeRenewals(db: DbOrTx, latestToday: string) {
    return db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        frequency: subscriptions.frequency,
        billingInterval: subscriptions.billingInterval,
        nextBillingDate: subscriptions.nextBillingDate,
        renewalsFail: subscriptions.testRenewalFails,
        startDate: subscriptions.startDate,
        planKey: subscriptions.planKey,
        pendingPlanKey: subscriptions.pendingPlanKey,
        planChangeFrom: subscriptions.planChangeFrom,
        deliveryWeekday: subscriptions.deliveryWeekday,
        buyerEmail: users.email,
        buyerName: users.fullName,
        recipientName: recipientProfiles.name,
        recipientState: recipientProfiles.state,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .where(
        and(
          eq(subscriptions.paymentProvider, "test"),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          lte(subscriptions.nextBillingDate, latestToday),
        ),
      );
  },

  /** Live test-mode subscriptions with `failures` declined charges in a row since their last successful one. */
  async lapsedTestModeSubscriptions(db: DbOrTx, failures: number) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        select s.id from ${subscriptions} s
        where s.payment_provider = 'test' and s.status in ('active', 'paused')
          and (select count(*) from ${payments} p where p.subscription_id = s.id and p.status = 'failed'
               and p.created_at > coalesce((select max(q.created_at) from ${payments} q
                                            where q.subscription_id = s.id and q.status = 'succeeded'), 'epoch')) >= ${failures}`),
    );
    return rows.map((row) => row.id);
  },

  /** Who pays for a subscription, and for whom: what a payment e-mail needs. */
  async payerOf(db: DbOrTx, subscriptionId: number) {
    const [row] = await db
      .select({
        userId: subscriptions.userId,
        email: users.email,
        fullName: users.fullName,
        recipientName: recipientProfiles.name,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .where(eq(subscriptions.id, subscriptionId));
    return row;
  },

  /**
   * Claims a webhook event's id in the caller's transaction: true for the one claim that inserted
   * it. Another transaction inserting the same id waits for this one to end (the primary key's
   * lock), then finds it claimed if this one committed, or claims it if this one rolled back.
   */
  async claimWebhookEvent(tx: DbOrTx, id: string, type: string) {
    const claimed = await tx
      .insert(webhookEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return claimed.length > 0;
  },

  /** Gives a claimed event's id back, so the provider's next delivery of it is applied again. */
  async releaseWebhookEvent(db: DbOrTx, id: string) {
    await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
  },
};
