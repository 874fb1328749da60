import type { z } from "zod";
import { addDaysIso, addMonthsIso, recipientToday } from "../../shared/domain/dates";
import { DELIVERY_MESSAGES, isLocked } from "../../shared/domain/delivery-state";
import { alreadyPausedMessage, canPauseOrResume, pauseHint } from "../../shared/domain/subscription-status";
import type { subscriptionPatchSchema } from "../../shared/schemas/subscription";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import type { users } from "../db/schema";
import { pauseSkipsEmail } from "../integrations/email/ledger-templates";
import { queueEmail } from "../integrations/email/outbox";
import { resumedEmail } from "../integrations/email/templates";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { AppError } from "../lib/errors";
import type { LedgerRow } from "../lib/ledger-rows";
import type { LedgerPort } from "../modules/fulfilment/ledger-port";
import type { SubscriptionRow } from "../modules/subscriptions/subscriptions.repository";
import { ledgerSubscriptionOf, type SubscriptionsService } from "../modules/subscriptions/subscriptions.service";

type SessionUser = typeof users.$inferSelect;

const NOT_PAUSED = "This subscription is not paused.";

/**
 * Pause and resume (a flow, ADR 0020): pause skips the next regular delivery in the ledger and
 * resumes by itself; resume ends a pause early, putting the skipped delivery back while it is not
 * yet locked. The provider is told first; the subscription's status, the ledger and the buyer's
 * e-mail change together in one transaction.
 */
export function createPause(
  ctx: AppContext,
  deps: { subscriptions: SubscriptionsService; ledger: LedgerPort; provider: PaymentProvider },
) {
  const { db } = ctx;
  const { subscriptions, ledger, provider } = deps;
  const accountUrl = `${ctx.publicUrl}/account`;

  /**
   * The next regular delivery a pause skips: the first not yet sent, skipped or locked (the schedule's
   * next year is written to the ledger first, so a pay-as-you-go delivery not yet charged is there too).
   */
  async function nextSkippable(tx: DbOrTx, sub: SubscriptionRow, state: string | null, today: string) {
    await ledger.writeSchedule(tx, sub.id, today, addMonthsIso(today, 12));
    const now = ctx.clock.now();
    return (
      (await ledger.open(tx, [sub.id])).find(
        (row) => row.special_date_type === "" && !isLocked(row.delivery_date, state, now),
      ) ?? null
    );
  }

  return {
    /** PATCH /api/subscriptions/:id: pause or resume; answers the subscription as it now stands. */
    async changeStatus(user: SessionUser, id: number, input: z.output<typeof subscriptionPatchSchema>) {
      const { sub, recipient } = await subscriptions.owned(user, id);
      if (!canPauseOrResume(sub)) throw new AppError("INVALID_STATE", pauseHint(sub.frequency));
      const buyer = await subscriptions.buyerOf(sub.userId);
      const today = recipientToday(recipient.state, ctx.clock.now());
      if (input.status === "paused") {
        if (sub.status === "paused") throw new AppError("INVALID_STATE", alreadyPausedMessage(sub.frequency));
        if (sub.status !== "active") throw new AppError("INVALID_STATE", "Only an active subscription can be paused.");
        // The next delivery not yet locked: never one already sent (ADR 0018), whatever the dates say.
        const next = await nextSkippable(db, sub, recipient.state, today);
        if (!next) throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.nothingToPause);
        const skipped = next.delivery_date;
        await provider.pause(sub.providerSubscriptionId, new Date(`${addDaysIso(skipped, 1)}T00:00:00Z`));
        await db.transaction(async (tx) => {
          // Compare-and-set: of two pauses at once, one wins and e-mails; the other is told it is paused.
          if (!(await subscriptions.recordPause(tx, sub, input.pauseType, skipped)))
            throw new AppError("INVALID_STATE", alreadyPausedMessage(sub.frequency));
          // The ledger's skip: a paid delivery's part moves to the end of its term, never lost.
          if (!(await ledger.skip(tx, ledgerSubscriptionOf(sub), next)))
            throw new AppError("INVALID_STATE", alreadyPausedMessage(sub.frequency));
          await queueEmail(tx, {
            // One e-mail per pause: the version paused from tells a second pause of the same delivery apart.
            dedupeKey: `pause:${sub.id}:${sub.updatedAt.getTime()}`,
            kind: "pause",
            to: buyer.email,
            ...pauseSkipsEmail(buyer.fullName, recipient.name, skipped, next.payment_id !== null, accountUrl),
          });
        });
      } else {
        if (sub.status !== "paused") throw new AppError("INVALID_STATE", NOT_PAUSED);
        await provider.resume(sub.providerSubscriptionId);
        const skippedRow = sub.pausedUntil
          ? ((await ledger.forBuyer(db, sub.id)).find(
              (row) =>
                row.special_date_type === "" && row.status === "skipped" && row.delivery_date === sub.pausedUntil,
            ) ?? null)
          : null;
        const now = ctx.clock.now();
        const changeable = (row: LedgerRow) => !isLocked(row.delivery_date, recipient.state, now);
        await db.transaction(async (tx) => {
          // Resumed before the skipped delivery locks: it goes ahead and is billed as usual. After: it stays skipped.
          const beforeSkippedDelivery = skippedRow
            ? changeable(skippedRow)
            : !sub.pausedUntil || today <= sub.pausedUntil;
          if (!(await subscriptions.recordResume(tx, sub, beforeSkippedDelivery)))
            throw new AppError("INVALID_STATE", NOT_PAUSED);
          if (beforeSkippedDelivery && skippedRow)
            await ledger.unskip(tx, ledgerSubscriptionOf(sub), skippedRow, changeable);
          await queueEmail(tx, {
            dedupeKey: `resume:${sub.id}:${sub.updatedAt.getTime()}`,
            kind: "resume",
            to: buyer.email,
            ...resumedEmail(buyer.fullName, recipient.name, accountUrl),
          });
        });
      }
      ctx.emailQueued();
      return subscriptions.get(user, id);
    },
  };
}

export type Pause = ReturnType<typeof createPause>;
