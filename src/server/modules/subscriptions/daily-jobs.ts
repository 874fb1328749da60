import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { todayIso } from "../../../shared/domain/dates";
import type { AppContext } from "../../context";
import { rowsOf } from "../../db/rows";
import { giftBoxes, payments, recipientProfiles, subscriptions, users } from "../../db/schema";
import { queueEmails } from "../../integrations/email/outbox";
import { cancelledEmail, resumedEmail } from "../../integrations/email/templates";
import type { PaymentEvents } from "../checkout/payment-events";
import { queueSpecialDateReminders } from "./special-date-reminders";

const FAILURES_BEFORE_CANCELLING = 3;

const nextPeriod = sql`(${subscriptions.nextBillingDate} + case when ${subscriptions.billingInterval} = 'annual' then interval '12 months' else interval '1 month' end)::date`;

/**
 * The daily work on subscriptions, set-based and idempotent (safe to run twice a day or on
 * two instances): pauses end by themselves; test-mode renewals are charged and the billing date
 * advances; buyers hear about special-date deliveries coming within a week. A pause never skips a
 * charge here: pausing moved the next charge on by one month.
 */
export function createDailyJobs(ctx: AppContext, events: PaymentEvents) {
  const { db } = ctx;
  const accountUrl = `${ctx.publicUrl}/account`;

  async function resumeEndedPauses(today: string) {
    return db.transaction(async (tx) => {
      const resumed = rowsOf<{ id: number; email: string; full_name: string; recipient_name: string }>(
        await tx.execute(sql`
          update ${subscriptions} s set status = 'active', pause_type = null, paused_until = null,
            billing_date_before_pause = null, deliveries_skipped = s.deliveries_skipped + 1, updated_at = now()
          from ${users} u, ${recipientProfiles} r
          where u.id = s.user_id and r.id = s.recipient_profile_id
            and s.status = 'paused' and s.paused_until < ${today}
          returning s.id, u.email, u.full_name, r.name as recipient_name`),
      );
      await queueEmails(
        tx,
        resumed.map((row) => ({
          dedupeKey: `auto-resume:${row.id}:${today}`,
          kind: "resume",
          to: row.email,
          ...resumedEmail(row.full_name, row.recipient_name, accountUrl),
        })),
      );
      return resumed.length;
    });
  }

  /** Test mode only: Stripe renews its own subscriptions and tells us by webhook. */
  async function renewTestModeSubscriptions(today: string) {
    return db.transaction(async (tx) => {
      const due = and(eq(subscriptions.paymentProvider, "test"), lte(subscriptions.nextBillingDate, today));
      // Charged: one payment per subscription and period (unique provider id), then the period advances.
      await tx.execute(sql`
        insert into ${payments} (user_id, subscription_id, provider, provider_payment_id, kind, status, amount_cents, gst_cents, period_start)
        select user_id, id, 'test', 'renewal:' || id || ':' || next_billing_date, 'renewal', 'succeeded', amount_cents, round(amount_cents / 11.0), next_billing_date
        from ${subscriptions}
        where payment_provider = 'test' and status in ('active', 'paused') and not test_renewal_fails and next_billing_date <= ${today}
        on conflict do nothing`);
      // Declined (the 4000 0000 0000 0341 card): recorded once and the buyer is e-mailed once.
      const failing = await tx
        .select({ id: subscriptions.id, amountCents: subscriptions.amountCents, period: subscriptions.nextBillingDate })
        .from(subscriptions)
        .where(and(due, inArray(subscriptions.status, ["active", "paused"]), eq(subscriptions.testRenewalFails, true)));
      for (const sub of failing) {
        await events.recordFailedPayment(tx, {
          subscriptionId: sub.id,
          provider: "test",
          providerPaymentId: `renewal:${sub.id}:${sub.period}`,
          amountCents: sub.amountCents,
          reason: "Your card was declined.",
        });
      }
      // Every due subscription moves to its next period (a pause already moved its date on by a month).
      const advanced = await tx
        .update(subscriptions)
        .set({ nextBillingDate: nextPeriod })
        .where(and(due, inArray(subscriptions.status, ["active", "paused"])))
        .returning({ id: subscriptions.id });
      return advanced.length;
    });
  }

  /**
   * A plan change saved for later (the next delivery was under 21 days away) takes effect once the
   * delivery before `plan_change_from` has passed; the box becomes the new plan's featured box.
   */
  async function applyDuePlanChanges(today: string) {
    const changed = await db.execute(sql`
      update ${subscriptions} s set
        plan_key = s.pending_plan_key,
        gift_box_id = (select g.id from ${giftBoxes} g where g.plan_key = s.pending_plan_key and g.is_active order by g.featured_rank, g.id limit 1),
        pending_plan_key = null,
        plan_change_from = null,
        updated_at = now()
      where s.pending_plan_key is not null and s.status in ('active', 'paused')
        and (s.plan_change_from - case s.frequency
              when 'weekly' then interval '7 days' when 'monthly' then interval '1 month'
              when 'quarterly' then interval '3 months' else interval '14 days' end)::date < ${today}
      returning s.id`);
    return rowsOf(changed).length;
  }

  /**
   * Test mode's stand-in for Stripe's dunning: after three declined renewals in a row the
   * subscription is cancelled (no more deliveries on credit) and the buyer is told once.
   */
  async function cancelAfterRepeatedFailures() {
    return db.transaction(async (tx) => {
      const lapsed = rowsOf<{ id: number; email: string; full_name: string; recipient_name: string }>(
        await tx.execute(sql`
          update ${subscriptions} s set status = 'cancelled', cancelled_at = now(), paused_until = null, updated_at = now()
          from ${users} u, ${recipientProfiles} r
          where u.id = s.user_id and r.id = s.recipient_profile_id
            and s.payment_provider = 'test' and s.status in ('active', 'paused')
            and (select count(*) from ${payments} p where p.subscription_id = s.id and p.status = 'failed'
                 and p.created_at > coalesce((select max(q.created_at) from ${payments} q
                                              where q.subscription_id = s.id and q.status = 'succeeded'), 'epoch')) >= ${FAILURES_BEFORE_CANCELLING}
          returning s.id, u.email, u.full_name, r.name as recipient_name`),
      );
      await queueEmails(
        tx,
        lapsed.map((row) => ({
          dedupeKey: `cancel:${row.id}`,
          kind: "cancellation",
          to: row.email,
          ...cancelledEmail(row.full_name, row.recipient_name, accountUrl),
        })),
      );
      return lapsed.length;
    });
  }

  return {
    async run() {
      const today = todayIso(ctx.clock.now());
      await applyDuePlanChanges(today);
      const resumed = await resumeEndedPauses(today);
      // A subscription more than one period behind catches up one period per pass.
      let renewed = 0;
      for (let pass = 0; pass < 24; pass++) {
        const count = await renewTestModeSubscriptions(today);
        renewed += count;
        if (!count) break;
      }
      const lapsed = await cancelAfterRepeatedFailures();
      // After the cancellations, so a subscription that just lapsed gets no reminder.
      const reminders = await queueSpecialDateReminders(ctx);
      if (resumed || renewed || lapsed || reminders) ctx.emailQueued();
      return { resumed, renewed, lapsed, reminders };
    },
  };
}
