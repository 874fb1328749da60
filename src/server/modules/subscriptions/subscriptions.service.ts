import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { addDaysIso, addMonthsIso, formatIsoDate, recipientToday, todayIso } from "../../../shared/domain/dates";
import { nextDeliveryDate, nextRegularDelivery } from "../../../shared/domain/schedule";
import { PAUSE_HINT, canPauseOrResume } from "../../../shared/domain/subscription-status";
import type { subscriptionFormSchema, subscriptionPatchSchema } from "../../../shared/schemas/subscription";
import type { AppContext } from "../../context";
import { giftBoxes, recipientProfiles, subscriptions, users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { cancelledEmail, pausedEmail, resumedEmail } from "../../integrations/email/templates";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { AppError, conflict, notFound, validation } from "../../lib/errors";
import { assertOwnsRecord, assertSelfOrStaff } from "../../lib/ownership";
import { parseAddress } from "./parse-address";
import { toSubscriptionView } from "./subscription-dto";
import { findWithRecipient, listWithRecipients } from "./subscriptions.repository";

type SessionUser = typeof users.$inferSelect;

const ALREADY_PAUSED = "This subscription is already paused. Only one month can be paused at a time.";
const NOT_PAUSED = "This subscription is not paused.";

export function createSubscriptionsService(ctx: AppContext, provider: PaymentProvider) {
  const { db } = ctx;
  /** Today where the recipient lives (PRODUCT.md: their state's time zone). */
  const todayFor = (recipient: { state: string | null }) => recipientToday(recipient.state, ctx.clock.now());
  const accountUrl = `${ctx.publicUrl}/account`;

  async function owned(user: SessionUser, id: number) {
    const row = await findWithRecipient(db, id);
    assertOwnsRecord(user, row?.sub, "Subscription");
    return row!;
  }

  async function buyerOf(userId: number) {
    const buyer = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!buyer) throw notFound("User not found");
    return buyer;
  }

  async function markCancelled(sub: typeof subscriptions.$inferSelect, recipientName: string) {
    const buyer = await buyerOf(sub.userId);
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ status: "cancelled", cancelledAt: new Date(), pausedUntil: null, updatedAt: new Date() })
        .where(eq(subscriptions.id, sub.id));
      await queueEmail(tx, {
        dedupeKey: `cancel:${sub.id}`,
        kind: "cancellation",
        to: buyer.email,
        ...cancelledEmail(buyer.fullName, recipientName, accountUrl),
      });
    });
    ctx.emailQueued();
  }

  return {
    /**
     * The subscription form: saves the buyer's choices as a draft that checkout pays for. With no
     * recipientProfileId a recipient is created first from the form (relationship Friend).
     */
    async createDraft(user: SessionUser, input: z.output<typeof subscriptionFormSchema>) {
      const box = await db.query.giftBoxes.findFirst({ where: eq(giftBoxes.id, input.giftBoxId) });
      if (!box?.isActive) throw notFound("Gift Box Not Found");
      return db.transaction(async (tx) => {
        let recipientId = input.recipientProfileId ?? null;
        if (recipientId) {
          const recipient = assertOwnsRecord(
            user,
            await tx.query.recipientProfiles.findFirst({ where: and(eq(recipientProfiles.id, recipientId), isNull(recipientProfiles.archivedAt)) }),
            "Recipient profile",
          );
          // The form asks for the recipient's e-mail: keep it when the profile has none.
          if (!recipient.email) {
            await tx.update(recipientProfiles).set({ email: input.recipientEmail }).where(eq(recipientProfiles.id, recipientId));
          }
          const live = await tx.$count(subscriptions, and(eq(subscriptions.recipientProfileId, recipientId), inArray(subscriptions.status, ["active", "paused"])));
          if (live) throw conflict("This recipient already has an active subscription.");
        } else {
          const [created] = await tx
            .insert(recipientProfiles)
            .values({
              userId: user.id,
              name: input.recipientName,
              relationship: "friend",
              email: input.recipientEmail,
              phone: input.recipientPhone,
              ...parseAddress(input.recipientAddress),
              giftCategories: box.planKey,
            })
            .returning({ id: recipientProfiles.id });
          recipientId = created!.id;
        }
        // One draft per recipient: a second visit to the form updates it in place, so its checkout (and
        // any payment intent already open for it) stays attached instead of being orphaned.
        const values = {
          userId: user.id,
          recipientProfileId: recipientId,
          giftBoxId: box.id,
          planKey: box.planKey,
          status: "draft",
          frequency: input.frequency,
          // Provisional: payment sets the real dates, from the recipient's own today.
          nextDeliveryDate: nextDeliveryDate(todayIso(ctx.clock.now()), input.frequency),
          cardMessage: input.cardMessage,
          customMessage: input.cardMessage === "custom" ? input.customMessage : null,
          specialOccasion: input.specialOccasion,
          personalPreferences: input.personalPreferences,
          rotateCategories: input.rotateCategories,
          selectedCategories: input.selectedCategories,
          categoryRotation: input.rotateCategories
            ? { categories: input.selectedCategories, currentIndex: 0, lastRotated: ctx.clock.now().toISOString() }
            : null,
          updatedAt: new Date(),
        };
        // Insert, or (the one-draft index says one exists) update the recipient's draft.
        const [inserted] = await tx.insert(subscriptions).values(values).onConflictDoNothing().returning();
        const [sub] = inserted
          ? [inserted]
          : await tx
              .update(subscriptions)
              .set(values)
              .where(and(eq(subscriptions.recipientProfileId, recipientId), eq(subscriptions.status, "draft")))
              .returning();
        return { id: sub!.id, frequency: sub!.frequency, recipientProfileId: recipientId, giftBoxId: box.id, status: sub!.status };
      });
    },

    async list(user: SessionUser, userId: number | undefined) {
      const ownerId = assertSelfOrStaff(user, userId);
      const rows = await listWithRecipients(db, ownerId);
      return rows.map((row) => toSubscriptionView(row.sub, row.recipient, row.box, todayFor(row.recipient)));
    },

    async get(user: SessionUser, id: number) {
      const row = await owned(user, id);
      return toSubscriptionView(row.sub, row.recipient, row.box, todayFor(row.recipient));
    },

    /** Pause skips the next regular delivery and resumes by itself; resume ends a pause early. */
    async changeStatus(user: SessionUser, id: number, input: z.output<typeof subscriptionPatchSchema>) {
      const { sub, recipient } = await owned(user, id);
      if (!canPauseOrResume(sub)) throw new AppError("INVALID_STATE", PAUSE_HINT);
      const buyer = await buyerOf(sub.userId);
      if (input.status === "paused") {
        if (sub.status === "paused") throw new AppError("INVALID_STATE", ALREADY_PAUSED);
        if (sub.status !== "active") throw new AppError("INVALID_STATE", "Only an active subscription can be paused.");
        const skipped = nextRegularDelivery({ ...sub, startDate: sub.startDate ?? todayFor(recipient) });
        await provider.pause(sub.providerSubscriptionId, new Date(`${addDaysIso(skipped, 1)}T00:00:00Z`));
        await db.transaction(async (tx) => {
          // No charge for the paused month: the next charge moves on by exactly one month.
          const paused = await tx
            .update(subscriptions)
            .set({
              status: "paused",
              pauseType: input.pauseType,
              pausedUntil: skipped,
              billingDateBeforePause: sub.nextBillingDate,
              nextBillingDate: sub.nextBillingDate ? addMonthsIso(sub.nextBillingDate, 1) : null,
              updatedAt: new Date(),
            })
            // Compare-and-set: of two pauses at once, one wins and e-mails; the other is told it is paused.
            .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "active")))
            .returning({ id: subscriptions.id });
          if (!paused.length) throw new AppError("INVALID_STATE", ALREADY_PAUSED);
          await queueEmail(tx, {
            // One e-mail per pause: the version paused from tells a second pause of the same delivery apart.
            dedupeKey: `pause:${sub.id}:${sub.updatedAt.getTime()}`,
            kind: "pause",
            to: buyer.email,
            ...pausedEmail(buyer.fullName, recipient.name, formatIsoDate(skipped), accountUrl),
          });
        });
      } else {
        if (sub.status !== "paused") throw new AppError("INVALID_STATE", NOT_PAUSED);
        await provider.resume(sub.providerSubscriptionId);
        await db.transaction(async (tx) => {
          // Resumed before the skipped delivery: it goes ahead and is billed as usual. After it: it stays skipped.
          const beforeSkippedDelivery = !sub.pausedUntil || todayFor(recipient) <= sub.pausedUntil;
          const resumed = await tx
            .update(subscriptions)
            .set({
              status: "active",
              pauseType: null,
              pausedUntil: null,
              billingDateBeforePause: null,
              ...(beforeSkippedDelivery
                ? { nextBillingDate: sub.billingDateBeforePause ?? sub.nextBillingDate }
                : { deliveriesSkipped: sub.deliveriesSkipped + 1 }),
              updatedAt: new Date(),
            })
            .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "paused")))
            .returning({ id: subscriptions.id });
          if (!resumed.length) throw new AppError("INVALID_STATE", NOT_PAUSED);
          await queueEmail(tx, {
            dedupeKey: `resume:${sub.id}:${sub.updatedAt.getTime()}`,
            kind: "resume",
            to: buyer.email,
            ...resumedEmail(buyer.fullName, recipient.name, accountUrl),
          });
        });
      }
      ctx.emailQueued();
      return this.get(user, id);
    },

    /** Cancels at once (idempotent): no further charges or deliveries. */
    async cancel(user: SessionUser, id: number) {
      const { sub, recipient } = await owned(user, id);
      if (sub.status === "cancelled") return this.get(user, id);
      if (sub.status === "draft") throw validation("This subscription was never paid; there is nothing to cancel.");
      await provider.cancel(sub.providerSubscriptionId);
      await markCancelled(sub, recipient.name);
      return this.get(user, id);
    },

    /** Stripe says the subscription ended (customer.subscription.deleted, or updated to canceled). */
    async cancelFromProvider(providerSubscriptionId: string) {
      const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.providerSubscriptionId, providerSubscriptionId) });
      if (!sub || sub.status === "cancelled" || sub.status === "draft") return;
      const recipient = await db.query.recipientProfiles.findFirst({ where: eq(recipientProfiles.id, sub.recipientProfileId) });
      await markCancelled(sub, recipient?.name ?? "your recipient");
    },

    /** Staff record that a regular delivery arrived (fulfilment confirms it). */
    async recordDelivery(id: number) {
      const [row] = await db
        .update(subscriptions)
        .set({ deliveriesCompleted: sql`${subscriptions.deliveriesCompleted} + 1`, updatedAt: new Date() })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ["active", "paused"])))
        .returning({ id: subscriptions.id });
      if (!row) throw notFound("Subscription not found or not live");
      return { id: row.id };
    },

    /** The billing portal: Stripe's for Stripe customers, the shop's billing page in test mode. */
    async portalUrl(user: SessionUser, subscriptionId: number | undefined) {
      const rows = subscriptionId ? [await owned(user, subscriptionId)] : await listWithRecipients(db, user.id);
      const row = rows.find((r) => r.sub.status !== "draft");
      if (!row) throw notFound("No subscription to manage yet");
      const url = await provider.portalUrl({
        customerId: row.sub.providerCustomerId,
        subscriptionId: row.sub.id,
        returnUrl: accountUrl,
      }).catch(() => {
        throw new AppError("UPSTREAM", "Failed to open payment settings. Please try again.");
      });
      return { url };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
