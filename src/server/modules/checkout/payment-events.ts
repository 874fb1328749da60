import { eq } from "drizzle-orm";
import { formatIsoDate, todayIso } from "../../../shared/domain/dates";
import { planNameForKey } from "../../../shared/domain/catalogue";
import { addMonthsIso } from "../../../shared/domain/dates";
import { gstIncludedCents } from "../../../shared/domain/pricing";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { checkouts, payments, recipientProfiles, subscriptions, users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { orderConfirmationEmail, paymentFailedEmail } from "../../integrations/email/templates";
import { conflict } from "../../lib/errors";

export interface InitialPayment {
  checkoutId: number;
  provider: "test" | "stripe";
  /** The provider's id for this charge (test intent id, Stripe invoice id): unique per charge. */
  providerPaymentId: string;
  amountCents: number;
  paymentMethodLabel: string | null;
  testRenewalFails?: boolean;
  /** Stripe: the subscription the invoice belongs to, which must be the checkout's current one. */
  providerSubscriptionId?: string;
}

export type InitialPaymentResult =
  | { subscriptionId: number; recipientId: number; created: boolean }
  /** The money does not match the checkout as it stands (a replaced intent, a different amount). */
  | { mismatch: true }
  | null;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * The server-side state changes of a payment, shared by test mode and Stripe's webhooks.
 * Each is one transaction and idempotent: replays, retries and out-of-order deliveries
 * leave one payment, one subscription and one e-mail.
 */
export function createPaymentEvents(ctx: AppContext) {
  const { db } = ctx;
  const accountUrl = `${ctx.publicUrl}/account`;

  return {
    async recordInitialPayment(payment: InitialPayment): Promise<InitialPaymentResult> {
      const result = await db.transaction(async (tx): Promise<InitialPaymentResult> => {
        // The lock serialises concurrent confirmations of one checkout.
        const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, payment.checkoutId)).for("update");
        if (!checkout) return null;
        if (checkout.status === "paid") return { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId, created: false };
        const replacedIntent = payment.providerSubscriptionId && payment.providerSubscriptionId !== checkout.providerSubscriptionId;
        if (replacedIntent || payment.amountCents !== checkout.amountCents) return { mismatch: true };
        const now = ctx.clock.now();
        const today = todayIso(now);
        const [row] = await tx
          .select({ sub: subscriptions, buyer: { email: users.email, fullName: users.fullName }, recipient: recipientProfiles })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
          .where(eq(subscriptions.id, checkout.subscriptionId))
          .for("update", { of: subscriptions });
        if (!row) return null;
        const { sub, buyer, recipient } = row;

        await tx
          .insert(payments)
          .values({
            userId: checkout.userId,
            subscriptionId: sub.id,
            checkoutId: checkout.id,
            provider: payment.provider,
            providerPaymentId: payment.providerPaymentId,
            kind: "initial",
            status: "succeeded",
            amountCents: payment.amountCents,
            gstCents: gstIncludedCents(payment.amountCents),
            periodStart: today,
          })
          .onConflictDoNothing();

        const addOnCents = checkout.addOns.reduce((sum, a) => sum + a.priceCents, 0);
        if (sub.status === "draft") {
          try {
            await tx
              .update(subscriptions)
              .set({
                status: "active",
                startDate: today,
                nextDeliveryDate: addMonthsIso(today, 1),
                billingInterval: checkout.billingInterval,
                nextBillingDate: addMonthsIso(today, checkout.billingInterval === "annual" ? 12 : 1),
                amountCents: checkout.amountCents - addOnCents,
                addOnCents,
                specialDates: checkout.addOns.map((a) => ({ type: a.type, name: a.name, date: a.date, priceCents: a.priceCents })),
                paymentProvider: payment.provider,
                paymentMethodLabel: payment.paymentMethodLabel,
                testRenewalFails: payment.testRenewalFails ?? false,
                providerCustomerId: checkout.providerCustomerId,
                providerSubscriptionId: checkout.providerSubscriptionId,
                updatedAt: now,
              })
              .where(eq(subscriptions.id, sub.id));
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict("This recipient already has an active subscription.");
            throw error;
          }
        }
        // A birthday or anniversary chosen at checkout is saved to a profile that lacked it.
        for (const addOn of checkout.addOns) {
          const entered = addOn.profileDate ?? addOn.date;
          if (addOn.type === "birthday" && !recipient.birthday) {
            await tx.update(recipientProfiles).set({ birthday: entered }).where(eq(recipientProfiles.id, recipient.id));
          }
          if (addOn.type === "anniversary" && !recipient.anniversary) {
            await tx.update(recipientProfiles).set({ anniversary: entered }).where(eq(recipientProfiles.id, recipient.id));
          }
        }
        await tx.update(checkouts).set({ status: "paid", paidAt: now, lastError: null, updatedAt: now }).where(eq(checkouts.id, checkout.id));

        const planName = planNameForKey(sub.planKey) ?? "Gift subscription";
        const base = checkout.amountCents - addOnCents;
        await queueEmail(tx, {
          dedupeKey: `order-confirmation:${checkout.id}`,
          kind: "order-confirmation",
          to: buyer.email,
          ...orderConfirmationEmail({
            fullName: buyer.fullName,
            recipientName: recipient.name,
            receiptNumber: `FMN-${String(checkout.id).padStart(6, "0")}`,
            date: formatIsoDate(today),
            lines: [
              { description: `${planName} — ${checkout.billingInterval === "annual" ? "12 months, paid annually (save 10%)" : "first month"}`, amountCents: base },
              ...checkout.addOns.map((a) => ({ description: `${a.name} delivery (${formatIsoDate(a.date)}), one-time`, amountCents: a.priceCents })),
            ],
            totalCents: checkout.amountCents,
            gstCents: gstIncludedCents(checkout.amountCents),
            billing: checkout.billingInterval === "annual" ? "annually in advance" : "monthly",
            accountUrl,
          }),
        });
        return { subscriptionId: sub.id, recipientId: recipient.id, created: true };
      });
      if (result && "created" in result && result.created) ctx.emailQueued();
      return result;
    },

    /** A renewal charge (Stripe's invoice.paid for a cycle): recorded once, schedule advanced. */
    async recordRenewal(input: { providerSubscriptionId: string; providerPaymentId: string; amountCents: number; periodStart: string; nextBillingDate: string | null }) {
      await db.transaction(async (tx) => {
        const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId));
        if (!sub) return;
        const inserted = await tx
          .insert(payments)
          .values({
            userId: sub.userId,
            subscriptionId: sub.id,
            provider: "stripe",
            providerPaymentId: input.providerPaymentId,
            kind: "renewal",
            status: "succeeded",
            amountCents: input.amountCents,
            gstCents: gstIncludedCents(input.amountCents),
            periodStart: input.periodStart,
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        if (inserted.length && input.nextBillingDate) {
          await tx.update(subscriptions).set({ nextBillingDate: input.nextBillingDate }).where(eq(subscriptions.id, sub.id));
        }
      });
    },

    /** A failed charge: recorded once per charge, and the buyer is e-mailed once. */
    async recordFailedPayment(tx: DbOrTx, input: { subscriptionId: number; provider: string; providerPaymentId: string; amountCents: number; reason: string }) {
      const [sub] = await tx
        .select({ sub: subscriptions, buyer: users, recipient: recipientProfiles })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
        .where(eq(subscriptions.id, input.subscriptionId));
      if (!sub) return false;
      const inserted = await tx
        .insert(payments)
        .values({
          userId: sub.sub.userId,
          subscriptionId: sub.sub.id,
          provider: input.provider,
          providerPaymentId: input.providerPaymentId,
          kind: "renewal",
          status: "failed",
          amountCents: input.amountCents,
          gstCents: gstIncludedCents(input.amountCents),
          failureMessage: input.reason,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!inserted.length) return false;
      await queueEmail(tx, {
        dedupeKey: `payment-failed:${input.provider}:${input.providerPaymentId}`,
        kind: "payment-failed",
        to: sub.buyer.email,
        ...paymentFailedEmail(sub.buyer.fullName, sub.recipient.name, input.amountCents, input.reason, accountUrl),
      });
      return true;
    },

    async findCheckoutForProviderSubscription(providerSubscriptionId: string) {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSubscriptionId, providerSubscriptionId));
      return row;
    },

    async subscriptionIdForProvider(providerSubscriptionId: string) {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row?.id;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
