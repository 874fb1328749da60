import { eq } from "drizzle-orm";
import { addDaysIso, recipientToday, todayIso } from "../../../shared/domain/dates";
import { addCycles, deliveryCycle } from "../../../shared/domain/frequency";
import type { DeliveryChange } from "../../../shared/domain/schedule";
import { LIVE_STATUSES } from "../../../shared/domain/subscription-status";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { queueEmails } from "../../integrations/email/outbox";
import { resumedEmail } from "../../integrations/email/templates";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { DeliveryCoverage } from "../../lib/delivery-coverage";
import { AppError, notFound } from "../../lib/errors";
import type { LedgerSubscription } from "../../lib/ledger-rows";
import { assertOwnsRecord, assertSelfOrStaff } from "../../lib/ownership";
import type { DeliveryChangesSource } from "./ports";
import { toSubscriptionView } from "./subscription-dto";
import {
  type Activation,
  type NewSubscription,
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from "./subscriptions.repository";

type SessionUser = typeof users.$inferSelect;

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

/**
 * Subscriptions: the buyer's list, and — for the flows (pause, cancellation, checkout's confirmation,
 * renewals), recipients and daily jobs — the only way to create, activate or change one.
 */
export function createSubscriptionsService(
  ctx: AppContext,
  provider: PaymentProvider,
  coverage: DeliveryCoverage,
  ledger: DeliveryChangesSource,
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

  /**
   * The deliveries buyers skipped or moved, by subscription (live ones only: a cancelled one's slots
   * read Cancelled). From yesterday on, so every recipient's today is covered.
   */
  async function changesOf(subs: { id: number; status: string }[]) {
    const live = subs.filter((sub) => (LIVE_STATUSES as readonly string[]).includes(sub.status)).map((s) => s.id);
    const bySubscription = new Map<number, DeliveryChange[]>();
    if (!live.length) return bySubscription;
    const from = addDaysIso(todayIso(ctx.clock.now()), -1);
    for (const { subscriptionId, ...change } of await ledger.buyerChanges(db, live, from)) {
      const known = bySubscription.get(subscriptionId);
      if (known) known.push(change);
      else bySubscription.set(subscriptionId, [change]);
    }
    return bySubscription;
  }

  async function buyerOf(userId: number, tx: DbOrTx = db) {
    const buyer = await tx.query.users.findFirst({ where: eq(users.id, userId) });
    if (!buyer) throw notFound("User not found");
    return buyer;
  }

  const service = {
    async list(user: SessionUser, userId: number | undefined) {
      const ownerId = assertSelfOrStaff(user, userId);
      const rows = await repo.listWithRecipients(db, ownerId);
      const covered = await coverage.coveredDeliveries(db, rows.map(coverageQuestion));
      const changes = await changesOf(rows.map((row) => row.sub));
      // Today in each recipient's time zone, worked out once per state rather than once per row.
      const now = ctx.clock.now();
      const todays = new Map<string | null, string>();
      const todayIn = (state: string | null) => {
        const known = todays.get(state);
        if (known !== undefined) return known;
        const today = recipientToday(state, now);
        todays.set(state, today);
        return today;
      };
      return rows.map((row, i) =>
        toSubscriptionView(
          row.sub,
          row.recipient,
          row.box,
          todayIn(row.recipient.state),
          covered[i]!,
          changes.get(row.sub.id),
        ),
      );
    },

    /** A customer's paid subscriptions with recipient and box, newest first (staff's customer page; the route checks the role). */
    forCustomer: (userId: number) => repo.listWithRecipients(db, userId),

    async get(user: SessionUser, id: number) {
      const row = await owned(user, id);
      const [covered = false] = await coverage.coveredDeliveries(db, [coverageQuestion(row)]);
      const changes = await changesOf([row.sub]);
      return toSubscriptionView(
        row.sub,
        row.recipient,
        row.box,
        todayFor(row.recipient),
        covered,
        changes.get(row.sub.id),
      );
    },

    /**
     * Records a pause inside the caller's transaction (the pause flow skips the ledger's delivery):
     * active → paused until the skipped delivery, the next charge one delivery cycle on (no charge
     * for the skipped delivery). Compare-and-set: answers false when it was not active meanwhile.
     */
    async recordPause(tx: DbOrTx, sub: SubscriptionRow, pauseType: string, skipped: string) {
      return Boolean(
        await repo.transition(tx, sub.id, ["active"], "paused", {
          pauseType,
          pausedUntil: skipped,
          billingDateBeforePause: sub.nextBillingDate,
          nextBillingDate: sub.nextBillingDate ? addCycles(sub.nextBillingDate, deliveryCycle(sub.frequency), 1) : null,
        }),
      );
    },

    /**
     * Records a resume inside the caller's transaction: before the skipped delivery (it goes ahead),
     * the next charge goes back to where it was; after it, the skipped delivery is counted.
     * Compare-and-set: answers false when it was not paused meanwhile.
     */
    async recordResume(tx: DbOrTx, sub: SubscriptionRow, beforeSkippedDelivery: boolean) {
      return Boolean(
        await repo.transition(tx, sub.id, ["paused"], "active", {
          pauseType: null,
          pausedUntil: null,
          billingDateBeforePause: null,
          ...(beforeSkippedDelivery
            ? { nextBillingDate: sub.billingDateBeforePause ?? sub.nextBillingDate }
            : { deliveriesSkipped: sub.deliveriesSkipped + 1 }),
        }),
      );
    },

    /**
     * Records a cancellation inside the caller's transaction: no further charges (the cancellation
     * flow withdraws the ledger's unpaid deliveries). Answers false when it was not live (already
     * cancelled meanwhile).
     */
    async recordCancel(tx: DbOrTx, sub: SubscriptionRow) {
      return Boolean(
        await repo.transition(tx, sub.id, [...LIVE_STATUSES], "cancelled", {
          cancelledAt: new Date(),
          pausedUntil: null,
        }),
      );
    },

    /** Cancels many live subscriptions at once (test mode's dunning); answers each with its buyer and recipient. */
    cancelMany: (tx: DbOrTx, ids: number[]) => repo.cancelMany(tx, ids),

    /** A subscription by its provider's id, for Stripe's cancellation (inside the webhook's transaction). */
    async findLiveByProviderSubscription(tx: DbOrTx, providerSubscriptionId: string) {
      const row = await repo.findByProviderSubscription(tx, providerSubscriptionId);
      if (!row || row.status === "cancelled" || row.status === "draft") return null;
      const recipient = await tx.query.recipientProfiles.findFirst({
        where: (r, { eq }) => eq(r.id, row.recipientProfileId),
      });
      return { sub: row, recipientName: recipient?.name ?? "your recipient" };
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
