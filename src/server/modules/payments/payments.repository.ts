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
    }));
    return rowsOf<{ id: number; subscriptionId: number; providerPaymentId: string; status: string }>(
      await db.execute(sql`
        insert into ${payments} (user_id, subscription_id, checkout_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents, period_start, failure_message, refund_of)
        select v.user_id, v.subscription_id, v.checkout_id, v.provider, v.provider_payment_id, v.kind, v.status, v.amount_cents, v.gst_cents, v.period_start, v.failure_message, v.refund_of
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(user_id integer, subscription_id integer, checkout_id integer, provider text,
          provider_payment_id text, kind text, status text, amount_cents integer, gst_cents integer, period_start date, failure_message text, refund_of integer)
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
