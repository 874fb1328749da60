import { eq } from "drizzle-orm";
import type { z } from "zod";
import { addDaysIso, addMonthsIso, recipientToday } from "../../../shared/domain/dates";
import { DELIVERY_MESSAGES, isLocked } from "../../../shared/domain/delivery-state";
import { addCycles, deliveryCycle } from "../../../shared/domain/frequency";
import {
  alreadyPausedMessage,
  canPauseOrResume,
  LIVE_STATUSES,
  pauseHint,
} from "../../../shared/domain/subscription-status";
import type { subscriptionPatchSchema } from "../../../shared/schemas/subscription";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { cancellationEmail, pauseSkipsEmail } from "../../integrations/email/ledger-templates";
import { queueEmail, queueEmails } from "../../integrations/email/outbox";
import { cancelledEmail, resumedEmail } from "../../integrations/email/templates";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { DeliveryCoverage } from "../../lib/delivery-coverage";
import { AppError, notFound, validation } from "../../lib/errors";
import type { LedgerRow, LedgerSubscription } from "../../lib/ledger-rows";
import { assertOwnsRecord, assertSelfOrStaff } from "../../lib/ownership";
import type { SubscriptionLedger } from "./ports";
import { toSubscriptionView } from "./subscription-dto";
import {
  type Activation,
  type NewSubscription,
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from "./subscriptions.repository";

type SessionUser = typeof users.$inferSelect;

const NOT_PAUSED = "This subscription is not paused.";

/** Where a subscription's deliveries go, and what they are: the question coverage answers. */
const coverageQuestion = (row: {
  sub: { planKey: string | null };
  recipient: { postcode: string | null; state: string | null };
  box: { category: string | null } | null;
}) => ({
  postcode: row.recipient.postcode,
  state: row.recipient.state,
  planKey: row.sub.planKey,
  boxCategory: row.box?.category ?? null,
});

/**
 * Subscriptions: the buyer's list, pause, resume and cancel, and — for the checkout, payments,
 * recipients and daily jobs — the only way to create, activate or change one.
 */
/** What the ledger needs of a subscription to date and price its deliveries. */
export function ledgerSubscriptionOf(sub: SubscriptionRow): LedgerSubscription {
  return {
    id: sub.id,
    startDate: sub.startDate ?? "1970-01-01",
    frequency: sub.frequency,
    billingInterval: sub.billingInterval,
    planKey: sub.planKey,
    pendingPlanKey: sub.pendingPlanKey,
    planChangeFrom: sub.planChangeFrom,
    deliveryWeekday: sub.deliveryWeekday,
  };
}

export function createSubscriptionsService(
  ctx: AppContext,
  provider: PaymentProvider,
  ledger: SubscriptionLedger,
  coverage: DeliveryCoverage,
) {
  const { db } = ctx;
  /** Today where the recipient lives (PRODUCT.md: their state's time zone). */
  const todayFor = (recipient: { state: string | null }) => recipientToday(recipient.state, ctx.clock.now());
  const accountUrl = `${ctx.publicUrl}/account`;

  async function owned(user: SessionUser, id: number) {
    const row = await repo.findWithRecipient(db, id);
    assertOwnsRecord(user, row?.sub, "Subscription");
    return row!;
  }

  async function buyerOf(userId: number, tx: DbOrTx = db) {
    const buyer = await tx.query.users.findFirst({ where: eq(users.id, userId) });
    if (!buyer) throw notFound("User not found");
    return buyer;
  }

  /**
   * Cancels a live subscription inside the caller's transaction: no further charges, its unpaid
   * deliveries withdrawn (their vendors told); paid ones are still sent unless the caller refunds
   * them. Answers false when it was not live (already cancelled meanwhile).
   */
  async function endIn(tx: DbOrTx, sub: SubscriptionRow) {
    const cancelled = await repo.transition(tx, sub.id, [...LIVE_STATUSES], "cancelled", {
      cancelledAt: new Date(),
      pausedUntil: null,
    });
    if (!cancelled) return false;
    await ledger.withdrawUnpaid(tx, [sub.id]);
    return true;
  }

  /** Cancels, keeping every paid delivery (they are sent); the buyer is told once, with what is still sent. */
  async function cancelIn(tx: DbOrTx, sub: SubscriptionRow, recipientName: string) {
    const buyer = await buyerOf(sub.userId, tx);
    if (!(await endIn(tx, sub))) return;
    const sent = (await ledger.open(tx, [sub.id])).filter((row) => row.payment_id !== null);
    await queueEmail(tx, {
      dedupeKey: `cancel:${sub.id}`,
      kind: "cancellation",
      to: buyer.email,
      ...cancellationEmail(
        buyer.fullName,
        recipientName,
        {
          sent: sent.map((row) => ({ date: row.delivery_date, cents: row.allocated_cents })),
          refunded: [],
          refundCents: 0,
          refundGstCents: 0,
        },
        accountUrl,
      ),
    });
  }

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

  async function markCancelled(sub: SubscriptionRow, recipientName: string) {
    await db.transaction((tx) => cancelIn(tx, sub, recipientName));
    ctx.emailQueued();
  }

  const service = {
    async list(user: SessionUser, userId: number | undefined) {
      const ownerId = assertSelfOrStaff(user, userId);
      const rows = await repo.listWithRecipients(db, ownerId);
      const covered = await coverage.coveredDeliveries(db, rows.map(coverageQuestion));
      return rows.map((row, i) =>
        toSubscriptionView(row.sub, row.recipient, row.box, todayFor(row.recipient), covered[i]!),
      );
    },

    async get(user: SessionUser, id: number) {
      const row = await owned(user, id);
      const [covered = false] = await coverage.coveredDeliveries(db, [coverageQuestion(row)]);
      return toSubscriptionView(row.sub, row.recipient, row.box, todayFor(row.recipient), covered);
    },

    /** Pause skips the next regular delivery and resumes by itself; resume ends a pause early. */
    async changeStatus(user: SessionUser, id: number, input: z.output<typeof subscriptionPatchSchema>) {
      const { sub, recipient } = await owned(user, id);
      if (!canPauseOrResume(sub)) throw new AppError("INVALID_STATE", pauseHint(sub.frequency));
      const buyer = await buyerOf(sub.userId);
      const today = todayFor(recipient);
      if (input.status === "paused") {
        if (sub.status === "paused") throw new AppError("INVALID_STATE", alreadyPausedMessage(sub.frequency));
        if (sub.status !== "active") throw new AppError("INVALID_STATE", "Only an active subscription can be paused.");
        // The next delivery not yet locked: never one already sent (ADR 0018), whatever the dates say.
        const next = await nextSkippable(db, sub, recipient.state, today);
        if (!next) throw new AppError("INVALID_STATE", DELIVERY_MESSAGES.nothingToPause);
        const skipped = next.delivery_date;
        await provider.pause(sub.providerSubscriptionId, new Date(`${addDaysIso(skipped, 1)}T00:00:00Z`));
        await db.transaction(async (tx) => {
          // No charge for the skipped delivery: the next charge moves on by exactly one delivery cycle.
          const paused = await repo.transition(tx, sub.id, ["active"], "paused", {
            pauseType: input.pauseType,
            pausedUntil: skipped,
            billingDateBeforePause: sub.nextBillingDate,
            nextBillingDate: sub.nextBillingDate
              ? addCycles(sub.nextBillingDate, deliveryCycle(sub.frequency), 1)
              : null,
          });
          // Compare-and-set: of two pauses at once, one wins and e-mails; the other is told it is paused.
          if (!paused) throw new AppError("INVALID_STATE", alreadyPausedMessage(sub.frequency));
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
          const resumed = await repo.transition(tx, sub.id, ["paused"], "active", {
            pauseType: null,
            pausedUntil: null,
            billingDateBeforePause: null,
            ...(beforeSkippedDelivery
              ? { nextBillingDate: sub.billingDateBeforePause ?? sub.nextBillingDate }
              : { deliveriesSkipped: sub.deliveriesSkipped + 1 }),
          });
          if (!resumed) throw new AppError("INVALID_STATE", NOT_PAUSED);
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
      return service.get(user, id);
    },

    /** Cancels at once (idempotent): no further charges or deliveries. */
    async cancel(user: SessionUser, id: number) {
      const { sub, recipient } = await owned(user, id);
      if (sub.status === "cancelled") return service.get(user, id);
      if (sub.status === "draft") throw validation("This subscription was never paid; there is nothing to cancel.");
      await provider.cancel(sub.providerSubscriptionId);
      await markCancelled(sub, recipient.name);
      return service.get(user, id);
    },

    /**
     * Stripe says the subscription ended (customer.subscription.deleted, or updated to canceled),
     * inside the webhook's transaction (the caller wakes the e-mail relay after it commits).
     */
    async cancelFromProvider(tx: DbOrTx, providerSubscriptionId: string) {
      const row = await repo.findByProviderSubscription(tx, providerSubscriptionId);
      if (!row || row.status === "cancelled" || row.status === "draft") return;
      const recipient = await tx.query.recipientProfiles.findFirst({
        where: (r, { eq }) => eq(r.id, row.recipientProfileId),
      });
      await cancelIn(tx, row, recipient?.name ?? "your recipient");
    },

    /** Subscriptions whose payments lapsed (test mode's dunning): cancelled, each buyer told once. */
    async cancelLapsed(tx: DbOrTx, ids: number[]) {
      const lapsed = await repo.cancelMany(tx, ids);
      // Unpaid deliveries are withdrawn; what was paid for is still sent.
      await ledger.withdrawUnpaid(
        tx,
        lapsed.map((row) => row.id),
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
    },

    /** Pauses whose skipped delivery has passed end by themselves; each buyer is told once. */
    async resumeEndedPauses(today: string) {
      return db.transaction(async (tx) => {
        const resumed = await repo.resumeEndedPauses(tx, today);
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
    },

    applyDuePlanChanges: (today: string) => repo.applyDuePlanChanges(db, today),

    /** Fulfilment confirmed (+1) or un-confirmed (-1) a regular delivery, inside its transaction. */
    countDelivery: (tx: DbOrTx, id: number, delta: 1 | -1) => repo.countDelivery(tx, id, delta),

    /** For the flows: the buyer's own subscription (404 for anyone else's) with its recipient. */
    owned,
    buyerOf,
    /** For the cancellation flow: ends it inside the caller's transaction (see `endIn`). */
    endIn,

    /** The billing portal: Stripe's for Stripe customers, the shop's own billing page in test mode. */
    async portalUrl(user: SessionUser, subscriptionId: number | undefined) {
      const rows = subscriptionId ? [await owned(user, subscriptionId)] : await repo.listWithRecipients(db, user.id);
      const row = rows.find((r) => r.sub.status !== "draft");
      if (!row) throw notFound("No subscription to manage yet");
      const url = await provider
        .portalUrl({ customerId: row.sub.providerCustomerId, subscriptionId: row.sub.id, returnUrl: accountUrl })
        .catch(() => {
          throw new AppError("UPSTREAM", "Failed to open payment settings. Please try again.");
        });
      return { url };
    },

    // For the checkout, payments, recipients and jobs: each inside the caller's transaction.
    findDraft: (tx: DbOrTx, recipientId: number) => repo.findDraft(tx, recipientId),
    findById: (tx: DbOrTx, id: number) => repo.findById(tx, id),
    findByProviderSubscription: (tx: DbOrTx, providerSubscriptionId: string) =>
      repo.findByProviderSubscription(tx, providerSubscriptionId),
    hasLive: async (tx: DbOrTx, recipientId: number) => (await repo.live(tx, recipientId)).length > 0,
    live: (tx: DbOrTx, recipientId: number) => repo.live(tx, recipientId),
    paidStatuses: (tx: DbOrTx, recipientId: number) => repo.paidStatuses(tx, recipientId),
    providerCustomerOf: (userId: number) => repo.providerCustomerOf(db, userId, provider.name),
    saveDraft: (tx: DbOrTx, values: NewSubscription & { recipientProfileId: number }) => repo.upsertDraft(tx, values),
    /** Deletes a recipient's unpaid drafts (their checkouts go with them); answers their provider subscriptions to cancel. */
    async discardDrafts(tx: DbOrTx, recipientId: number) {
      const providerSubscriptions = await repo.draftProviderSubscriptions(tx, recipientId);
      await repo.deleteDrafts(tx, recipientId);
      return providerSubscriptions;
    },
    activateDrafts: (tx: DbOrTx, activations: Activation[], now: Date) => repo.activateDrafts(tx, activations, now),
    update: (tx: DbOrTx, id: number, changes: Parameters<typeof repo.update>[2]) => repo.update(tx, id, changes),
    setNextBillingDates: (tx: DbOrTx, dates: { id: number; nextBillingDate: string }[]) =>
      repo.setNextBillingDates(tx, dates),
  };
  return service;
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
