import { and, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import { availableAddOns } from "../../../shared/domain/add-ons";
import { nextAnnualDate } from "../../../shared/domain/calendar";
import { isIsoDate, recipientToday } from "../../../shared/domain/dates";
import { basePriceCents, gstIncludedCents } from "../../../shared/domain/pricing";
import { nextDeliveryDate } from "../../../shared/domain/schedule";
import type { createCheckoutSchema, testPaymentSchema } from "../../../shared/schemas/subscription";
import type { AppContext } from "../../context";
import { type CheckoutAddOn, checkouts, recipientProfiles, subscriptions, type users } from "../../db/schema";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { evaluateTestCard } from "../../integrations/payments/test-mode";
import { AppError, conflict, notFound, validation } from "../../lib/errors";
import { assertOwnsRecord, isStaff } from "../../lib/ownership";
import type { PlanChanges } from "../subscriptions/plan-change";
import { checkoutIncludesAlcohol } from "./alcohol";
import type { PaymentEvents } from "./payment-events";

type SessionUser = typeof users.$inferSelect;

export const AFTERPAY_ANNUAL_ONLY = "Afterpay is only available for a single upfront payment: choose annual billing.";
export const AFTERPAY_NO_ALCOHOL = "Afterpay can't be used for gifts that include alcohol.";
export const AFTERPAY_UNAVAILABLE = "Afterpay isn't available for subscriptions just now. Please pay by card or Apple Pay.";
export const noPlanMessage = (name: string) => `Choose a gift plan for ${name} first: browse the gift boxes, or pick a plan on their profile.`;

export interface PreparedCheckoutView {
  checkoutId: number;
  subscriptionId: number;
  recipientId: number;
  provider: "test" | "stripe";
  publishableKey: string | null;
  clientSecret: string;
  billingInterval: "monthly" | "annual";
  baseCents: number;
  addOnCents: number;
  amountCents: number;
  gstCents: number;
  addOns: CheckoutAddOn[];
  afterpayAvailable: boolean;
  includesAlcohol: boolean;
}

export function createCheckoutService(ctx: AppContext, provider: PaymentProvider, events: PaymentEvents, plans: PlanChanges) {
  const { db } = ctx;

  async function ownedRecipient(user: SessionUser, id: number) {
    const row = await db.query.recipientProfiles.findFirst({ where: and(eq(recipientProfiles.id, id), isNull(recipientProfiles.archivedAt)) });
    return assertOwnsRecord(user, row, "Recipient profile");
  }

  async function assertNoLiveSubscription(recipientId: number) {
    const live = await db.$count(subscriptions, and(eq(subscriptions.recipientProfileId, recipientId), inArray(subscriptions.status, ["active", "paused"])));
    if (live) throw conflict("This recipient already has an active subscription.");
  }

  /** The draft subscription this checkout pays for: the one the form created, or a new one from the profile's plan. */
  async function draftFor(user: SessionUser, recipient: typeof recipientProfiles.$inferSelect, subscriptionId: number | null | undefined, giftBoxId: number | null | undefined) {
    if (subscriptionId) {
      const sub = assertOwnsRecord(user, await db.query.subscriptions.findFirst({ where: eq(subscriptions.id, subscriptionId) }), "Subscription");
      if (sub.recipientProfileId !== recipient.id) throw validation("This subscription belongs to another recipient.");
      if (sub.status !== "draft") throw conflict("This subscription is already paid.");
      return sub;
    }
    const findDraft = () =>
      db.query.subscriptions.findFirst({
        where: and(eq(subscriptions.recipientProfileId, recipient.id), eq(subscriptions.status, "draft")),
      });
    // Without a draft from the subscription form, the checkout pays for the profile's current plan.
    const wanted = await plans.boxAndPlan(giftBoxId, recipient.giftCategories);
    const existing = await findDraft();
    if (existing) {
      if (existing.giftBoxId === wanted.giftBoxId && existing.planKey === wanted.planKey) return existing;
      const [updated] = await db
        .update(subscriptions)
        .set({ ...wanted, updatedAt: new Date() })
        .where(and(eq(subscriptions.id, existing.id), eq(subscriptions.status, "draft")))
        .returning();
      if (!updated) throw conflict("This subscription is already paid.");
      return updated;
    }
    // A concurrent request may create it first: the one-draft-per-recipient index keeps a single row.
    await db
      .insert(subscriptions)
      .values({
        userId: recipient.userId,
        recipientProfileId: recipient.id,
        ...wanted,
        status: "draft",
        frequency: "monthly",
        nextDeliveryDate: nextDeliveryDate(recipientToday(recipient.state, ctx.clock.now()), "monthly"),
      })
      .onConflictDoNothing();
    const draft = await findDraft();
    if (!draft) throw conflict("This recipient already has an active subscription.");
    return draft;
  }

  function resolveAddOns(recipient: typeof recipientProfiles.$inferSelect, requested: z.output<typeof createCheckoutSchema>["addOns"]): CheckoutAddOn[] {
    const today = recipientToday(recipient.state, ctx.clock.now());
    const options = availableAddOns(recipient, today);
    const seen = new Set<string>();
    return requested.map((request) => {
      const option = options.find((o) => o.key === request.key);
      if (!option) throw validation("That special date is not available for this recipient.");
      if (seen.has(option.key)) throw validation("Each special date can be added once.");
      seen.add(option.key);
      if (!option.date && !(request.date && isIsoDate(request.date))) {
        throw validation(`Please choose the date for the ${option.name.toLowerCase()}.`);
      }
      // A date the profile lacked is kept as entered; its delivery is the next occurrence.
      const date = option.date ?? nextAnnualDate(request.date!, today);
      const profileDate = option.date ? null : request.date!;
      return { key: option.key, type: option.type, name: option.name, date, priceCents: option.priceCents, profileDate };
    });
  }

  /** A declined test card: noted on the buyer's open checkout; a paid one answers its result again. */
  async function declined(user: SessionUser, checkoutId: number, message: string) {
    const ownCheckout = isStaff(user) ? eq(checkouts.id, checkoutId) : and(eq(checkouts.id, checkoutId), eq(checkouts.userId, user.id));
    const noted = await db
      .update(checkouts)
      .set({ lastError: message })
      .where(and(ownCheckout, eq(checkouts.status, "open")))
      .returning({ id: checkouts.id });
    if (noted.length) throw new AppError("PAYMENT_FAILED", message);
    const checkout = assertOwnsRecord(user, await db.query.checkouts.findFirst({ where: eq(checkouts.id, checkoutId) }), "Checkout");
    return { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId };
  }

  return {
    /** Creates or updates the one checkout (and provider intent) for this draft: called on load and on every option change. */
    async prepare(user: SessionUser, input: z.output<typeof createCheckoutSchema>, attempt = 1): Promise<PreparedCheckoutView> {
      const recipient = await ownedRecipient(user, input.recipientId);
      await assertNoLiveSubscription(recipient.id);
      const addOns = resolveAddOns(recipient, input.addOns);
      if (input.paymentMethod === "afterpay" && !provider.offersAfterpay) throw validation(AFTERPAY_UNAVAILABLE);
      if (input.paymentMethod === "afterpay" && input.frequency !== "annual") throw validation(AFTERPAY_ANNUAL_ONLY);
      const sub = await draftFor(user, recipient, input.subscriptionId, input.giftBoxId);
      if (!sub.giftBoxId && !sub.planKey) throw validation(noPlanMessage(recipient.name));
      // Alcohol depends on the plan being bought, which may differ from the profile's.
      const alcohol = checkoutIncludesAlcohol(recipient, sub.planKey);
      if (input.paymentMethod === "afterpay" && alcohol) throw validation(AFTERPAY_NO_ALCOHOL);
      const baseCents = basePriceCents(input.frequency);
      const addOnCents = addOns.reduce((sum, a) => sum + a.priceCents, 0);
      const amountCents = baseCents + addOnCents;

      await db
        .insert(checkouts)
        .values({ userId: user.id, recipientProfileId: recipient.id, subscriptionId: sub.id, amountCents, provider: provider.name })
        .onConflictDoNothing({ target: checkouts.subscriptionId });
      const [checkout] = await db.select().from(checkouts).where(eq(checkouts.subscriptionId, sub.id));
      if (!checkout) throw notFound("Checkout not found");
      if (checkout.status === "paid") throw conflict("This checkout is already paid.");
      const [customer] = await db
        .select({ id: subscriptions.providerCustomerId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.paymentProvider, provider.name)))
        .limit(1);
      // The provider is called with no lock or transaction held: on PGlite that would stall every request.
      const prepared = await provider.prepareCheckout({
        checkoutId: checkout.id,
        customer: { email: user.email, name: user.fullName, existingCustomerId: checkout.providerCustomerId ?? customer?.id ?? null },
        billingInterval: input.frequency,
        baseCents,
        addOnCents,
        existing: {
          intentId: checkout.providerIntentId,
          subscriptionId: checkout.providerSubscriptionId,
          clientSecret: checkout.clientSecret,
          amountCents: checkout.providerIntentId ? checkout.amountCents : null,
          billingInterval: checkout.providerIntentId ? checkout.billingInterval : null,
        },
      });
      // Compare-and-set: saved only if the checkout is still open with the intent we started from.
      const sameIntent = checkout.providerIntentId
        ? eq(checkouts.providerIntentId, checkout.providerIntentId)
        : isNull(checkouts.providerIntentId);
      const saved = await db.transaction(async (tx) => {
        const rows = await tx
          .update(checkouts)
          .set({
            billingInterval: input.frequency,
            addOns,
            amountCents,
            providerIntentId: prepared.intentId,
            clientSecret: prepared.clientSecret,
            providerCustomerId: prepared.customerId,
            providerSubscriptionId: prepared.subscriptionId,
            updatedAt: new Date(),
          })
          .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, "open"), sameIntent))
          .returning({ id: checkouts.id });
        if (rows.length) {
          await tx.update(subscriptions).set({ providerSubscriptionId: prepared.subscriptionId }).where(eq(subscriptions.id, sub.id));
        }
        return rows.length > 0;
      });
      if (!saved) {
        // Paid, or changed by a concurrent request, meanwhile: the intent made here must not stay open.
        if (prepared.subscriptionId && prepared.subscriptionId !== checkout.providerSubscriptionId) {
          await provider.cancel(prepared.subscriptionId).catch(() => {});
        }
        // A concurrent update of an open checkout: start again from what it holds now.
        if (attempt < 3) return this.prepare(user, input, attempt + 1);
        throw conflict("Your checkout changed while we were updating it. Please review it and try again.");
      }
      return {
        checkoutId: checkout.id,
        subscriptionId: sub.id,
        recipientId: recipient.id,
        provider: provider.name,
        publishableKey: provider.publishableKey,
        clientSecret: prepared.clientSecret,
        billingInterval: input.frequency,
        baseCents,
        addOnCents,
        amountCents,
        gstCents: gstIncludedCents(amountCents),
        addOns,
        afterpayAvailable: provider.offersAfterpay && input.frequency === "annual" && !alcohol,
        includesAlcohol: alcohol,
      };
    },

    /**
     * Test mode's confirmation: checks the test card like Stripe would, then applies the same
     * change as Stripe's invoice.paid webhook. A paid checkout answers its result again (no new charge).
     */
    async confirmTestPayment(user: SessionUser, checkoutId: number, input: z.output<typeof testPaymentSchema>) {
      if (provider.name !== "test") throw validation("Test payments are only available in test mode.");
      // Staff may act for a buyer; anyone else only pays their own checkout.
      const payerId = isStaff(user) ? undefined : user.id;
      let label = "Apple Pay";
      let renewalsFail = false;
      if (input.method === "card") {
        const outcome = evaluateTestCard(input, ctx.clock.now());
        if (!outcome.ok) return declined(user, checkoutId, outcome.message);
        label = outcome.label;
        renewalsFail = outcome.renewalsFail;
      } else if (input.method === "afterpay") {
        // The checkout with what it buys, in one read: Afterpay depends on the interval and on alcohol.
        const [row] = await db
          .select({ checkout: checkouts, recipient: recipientProfiles, planKey: subscriptions.planKey })
          .from(checkouts)
          .innerJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
          .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
          .where(eq(checkouts.id, checkoutId));
        const checkout = assertOwnsRecord(user, row?.checkout, "Checkout");
        if (checkout.status === "paid") return { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId };
        if (checkout.billingInterval !== "annual") throw validation(AFTERPAY_ANNUAL_ONLY);
        if (checkoutIncludesAlcohol(row!.recipient, row!.planKey)) throw validation(AFTERPAY_NO_ALCOHOL);
        label = "Afterpay";
      }
      // The payment is recorded against the checkout as locked in the transaction: its amount, its intent.
      // Another live subscription for this recipient makes it refuse (unique index).
      const result = await events.recordInitialPayment({
        checkoutId,
        provider: "test",
        providerPaymentId: null,
        amountCents: null,
        paymentMethodLabel: label,
        testRenewalFails: renewalsFail,
        payerId,
      });
      if (!result) throw notFound("Checkout not found");
      if ("mismatch" in result) throw conflict("Your order changed while paying. Please review it and pay again.");
      return { subscriptionId: result.subscriptionId, recipientId: result.recipientId };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
