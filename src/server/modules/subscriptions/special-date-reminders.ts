import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { addDaysIso, recipientToday } from "../../../shared/domain/dates";
import { specialDeliveriesBetween } from "../../../shared/domain/schedule";
import { LIVE_STATUSES } from "../../../shared/domain/subscription-status";
import type { AppContext } from "../../context";
import { giftBoxes, recipientProfiles, subscriptions, users } from "../../db/schema";
import { queueEmails } from "../../integrations/email/outbox";
import { specialDateReminderEmail } from "../../integrations/email/templates";
import type { DeliveryCoverage } from "../../lib/delivery-coverage";
import { scheduleOf } from "./subscription-dto";

/** How far ahead the buyer hears about a special-date delivery. */
export const REMINDER_DAYS = 7;

/**
 * E-mails the buyer about each special-date delivery they bought (an add-on) that falls within the
 * next week. One query loads the live subscriptions with add-ons, the schedule engine picks the dates,
 * one insert queues the e-mails; the dedupe key sends each subscription, occasion and date once however
 * often the job runs. Returns how many were due.
 */
export async function queueSpecialDateReminders(ctx: AppContext, coverage: DeliveryCoverage): Promise<number> {
  const accountUrl = `${ctx.publicUrl}/account`;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        sub: subscriptions,
        recipient: {
          name: recipientProfiles.name,
          state: recipientProfiles.state,
          postcode: recipientProfiles.postcode,
        },
        boxCategory: giftBoxes.category,
        email: users.email,
        fullName: users.fullName,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
      .leftJoin(giftBoxes, eq(giftBoxes.id, subscriptions.giftBoxId))
      // Paused ones too: a pause skips one regular box, not the special dates (the engine drops a full pause).
      .where(
        and(
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          isNotNull(subscriptions.startDate),
          sql`jsonb_array_length(${subscriptions.specialDates}) > 0`,
        ),
      );
    // One look at the approved vendors for every subscription: where none covers the postcode, the
    // e-mail promises no local vendor or date.
    const covered = await coverage.coveredDeliveries(
      tx,
      rows.map(({ sub, recipient, boxCategory }) => ({
        postcode: recipient.postcode,
        state: recipient.state,
        planKey: sub.planKey,
        boxCategory,
      })),
    );
    const emails = rows.flatMap(({ sub, recipient, email, fullName }, i) => {
      // The week ahead where the recipient lives.
      const today = recipientToday(recipient.state, now);
      return specialDeliveriesBetween(scheduleOf(sub, today), today, addDaysIso(today, REMINDER_DAYS)).map((entry) => ({
        dedupeKey: `special-date:${sub.id}:${entry.type}:${entry.date}`,
        kind: "special-date",
        to: email,
        ...specialDateReminderEmail(fullName, recipient.name, entry.label, entry.date, accountUrl, covered[i]),
      }));
    });
    await queueEmails(tx, emails);
    return emails.length;
  });
}
