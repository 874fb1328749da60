import { eq } from "drizzle-orm";
import type { z } from "zod";
import { availableAddOns } from "../../../shared/domain/add-ons";
import { alcoholNotice } from "../../../shared/domain/alcohol";
import { nextAnnualDate } from "../../../shared/domain/calendar";
import { isIsoDate, recipientToday } from "../../../shared/domain/dates";
import { type BillingPlan, billingCycle, chargeCents, gstIncludedCents } from "../../../shared/domain/pricing";
import { nextDeliveryDate } from "../../../shared/domain/schedule";
import { LIVE_SUBSCRIPTION_MESSAGE as LIVE_SUBSCRIPTION } from "../../../shared/domain/subscription-status";
import type { CheckoutSession, createCheckoutSchema, testPaymentSchema } from "../../../shared/schemas/checkout";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { type CheckoutAddOn, type recipientProfiles, users } from "../../db/schema";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { evaluateTestCard } from "../../integrations/payments/test-mode";
import { AppError, conflict, notFound, validation } from "../../lib/errors";
import { assertOwnsRecord, isStaff } from "../../lib/ownership";
import { checkoutRepository as repo } from "./checkout.repository";
import type { InitialPayment } from "./initial-payments";
import type { CheckoutPlans, CheckoutRecipients, CheckoutSubscriptions } from "./ports";
import { type Purchase, purchaseRules } from "./purchase-rules";

type SessionUser = typeof users.$inferSelect;
type RecipientRow = typeof recipientProfiles.$inferSelect;
type CheckoutInput = z.output<typeof createCheckoutSchema>;

export const noPlanMessage = (name: string) =>
  `Choose a gift plan for ${name} first: browse the gift boxes, or pick a plan on their profile.`;

interface CheckoutDeps {
  provider: PaymentProvider;
  plans: CheckoutPlans;
  subscriptions: CheckoutSubscriptions;
  recipients: CheckoutRecipients;
}

/**
 * Checkout: one checkout (and one provider intent) per draft subscription, priced by the price
 * function for the draft's frequency and the billing chosen, and test mode's payment confirmation.
 * A checkout belongs to the recipient's buyer, even when staff prepare it for them.
 */
export function createCheckoutService(ctx: AppContext, deps: CheckoutDeps) {
  const { db } = ctx;
  const { provider, subscriptions, recipients } = deps;

  async function buyerOf(user: SessionUser, recipient: RecipientRow) {
    if (recipient.userId === user.id) return user;
    const buyer = await db.query.users.findFirst({ where: eq(users.id, recipient.userId) });
    if (!buyer) throw notFound("Recipient profile not found");
    return buyer;
  }

  function resolveAddOns(recipient: RecipientRow, requested: CheckoutInput["addOns"]): CheckoutAddOn[] {
    const today = recipientToday(recipient.state, ctx.clock.now());
    const options = availableAddOns(recipient, today);
    const seenKeys = new Set<string>();
    const seenDates = new Set<string>();
    return requested.map((request) => {
      const option = options.find((o) => o.key === request.key);
      if (!option) throw validation("That special date is not available for this recipient.");
      if (seenKeys.has(option.key)) throw validation("Each special date can be added once.");
      seenKeys.add(option.key);
      if (!option.date && !(request.date && isIsoDate(request.date))) {
        throw validation(`Please choose the date for the ${option.name.toLowerCase()}.`);
      }
      // A date the profile lacked is kept as entered; its delivery is the next occurrence.
      const date = option.date ?? nextAnnualDate(request.date!, today);
      if (seenDates.has(date))
        throw validation("Two special-date deliveries can't fall on the same day: keep one of them.");
      seenDates.add(date);
      const profileDate = option.date ? null : request.date!;
      return {
        key: option.key,
        type: option.type,
        name: option.name,
        date,
        priceCents: option.priceCents,
        profileDate,
      };
    });
  }

  const rulesFor = (purchase: Purchase, billing: BillingPlan) =>
    purchaseRules(purchase, billing, { offersAfterpay: provider.offersAfterpay, now: ctx.clock.now() });

  /** The draft this checkout pays for: the form's, or one for the profile's plan. Runs with the recipient locked. */
  async function draftFor(
    tx: DbOrTx,
    user: SessionUser,
    recipient: RecipientRow,
    input: CheckoutInput,
    wanted: { giftBoxId: number | null; planKey: string | null },
  ) {
    if (input.subscriptionId) {
      const sub = assertOwnsRecord(user, await subscriptions.findById(tx, input.subscriptionId), "Subscription");
      if (sub.recipientProfileId !== recipient.id) throw validation("This subscription belongs to another recipient.");
      if (sub.status !== "draft") throw conflict("This subscription is already paid.");
      return sub;
    }
    const existing = await subscriptions.findDraft(tx, recipient.id);
    if (existing && existing.giftBoxId === wanted.giftBoxId && existing.planKey === wanted.planKey) return existing;
    const today = recipientToday(recipient.state, ctx.clock.now());
    const draft = await subscriptions.saveDraft(tx, {
      userId: recipient.userId,
      recipientProfileId: recipient.id,
      ...wanted,
      frequency: existing?.frequency ?? "monthly",
      nextDeliveryDate: nextDeliveryDate(today, existing?.frequency ?? "monthly"),
    });
    if (!draft) throw conflict(LIVE_SUBSCRIPTION);
    return draft;
  }

  return {
    /** Creates or updates the one checkout (and provider intent) for this draft: called on load and on every option change. */
    async prepare(user: SessionUser, input: CheckoutInput, attempt = 1): Promise<CheckoutSession> {
      const recipient = await recipients.ownedRow(user, input.recipientId);
      const buyer = await buyerOf(user, recipient);
      const addOns = resolveAddOns(recipient, input.addOns);
      const plan = input.frequency;
      // Without a draft from the subscription form, the checkout pays for the profile's current plan.
      const wanted = await deps.plans.boxAndPlan(input.giftBoxId, recipient.giftCategories);
      if (!input.subscriptionId && !wanted.giftBoxId && !wanted.planKey)
        throw validation(noPlanMessage(recipient.name));

      const { sub, checkout, rules } = await db.transaction(async (tx) => {
        // The recipient is locked: a payment activating its draft, or the profile being deleted, waits its turn.
        await recipients.lockForSubscription(tx, user, recipient.id);
        if (await subscriptions.hasLive(tx, recipient.id)) throw conflict(LIVE_SUBSCRIPTION);
        const sub = await draftFor(tx, user, recipient, input, wanted);
        // Alcohol depends on the plan being bought, which may differ from the profile's. Afterpay refused
        // here rolls the draft back: a refused request changes nothing.
        const boxCategory = await repo.boxCategory(tx, sub.giftBoxId);
        const rules = rulesFor({ recipient, planKey: sub.planKey, boxCategory }, plan);
        if (input.paymentMethod === "afterpay" && rules.afterpay) throw validation(rules.afterpay);
        const checkout = await repo.ensure(tx, {
          userId: recipient.userId,
          recipientProfileId: recipient.id,
          subscriptionId: sub.id,
          amountCents: chargeCents(sub.frequency, plan),
          provider: provider.name,
          frequency: sub.frequency,
        });
        if (!checkout) throw notFound("Checkout not found");
        return { sub, checkout, rules };
      });
      if (checkout.status === "paid") throw conflict("This checkout is already paid.");
      const baseCents = chargeCents(sub.frequency, plan);
      const addOnCents = addOns.reduce((sum, a) => sum + a.priceCents, 0);
      const amountCents = baseCents + addOnCents;

      // The provider is called with no lock or transaction held: on PGlite that would stall every request.
      const prepared = await provider.prepareCheckout({
        checkoutId: checkout.id,
        customer: {
          email: buyer.email,
          name: buyer.fullName,
          existingCustomerId: checkout.providerCustomerId ?? (await subscriptions.providerCustomerOf(buyer.id)),
        },
        billingInterval: plan,
        frequency: sub.frequency,
        billingCycle: billingCycle(sub.frequency, plan),
        baseCents,
        addOnCents,
        existing: {
          intentId: checkout.providerIntentId,
          subscriptionId: checkout.providerSubscriptionId,
          clientSecret: checkout.clientSecret,
          amountCents: checkout.providerIntentId ? checkout.amountCents : null,
          billingInterval: checkout.providerIntentId ? checkout.billingInterval : null,
          frequency: checkout.providerIntentId ? checkout.frequency : null,
        },
      });
      // Compare-and-set: saved only if the checkout is still open with the intent we started from.
      const saved = await db.transaction(async (tx) => {
        const ok = await repo.saveIntent(tx, checkout, {
          billingInterval: plan,
          frequency: sub.frequency,
          addOns,
          amountCents,
          providerIntentId: prepared.intentId,
          clientSecret: prepared.clientSecret,
          providerCustomerId: prepared.customerId,
          providerSubscriptionId: prepared.subscriptionId,
        });
        if (ok) await subscriptions.update(tx, sub.id, { providerSubscriptionId: prepared.subscriptionId });
        return ok;
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
        frequency: sub.frequency,
        billingInterval: plan,
        baseCents,
        addOnCents,
        amountCents,
        gstCents: gstIncludedCents(amountCents),
        addOns,
        afterpayAvailable: rules.afterpay === null,
        afterpayUnavailableReason: rules.afterpay,
        includesAlcohol: rules.alcohol === "included",
        alcoholNotice: alcoholNotice(rules.alcohol, recipient.name),
      };
    },

    /**
     * Test mode's confirmation, checkout's part: checks the test card like Stripe would. A decline is
     * refused (noted on the open checkout); a paid checkout answers its result again (no new charge);
     * otherwise answers the payment to confirm (the flow src/server/flows/confirm-payment.ts applies
     * the same change as Stripe's invoice.paid webhook).
     */
    async checkTestPayment(
      user: SessionUser,
      checkoutId: number,
      input: z.output<typeof testPaymentSchema>,
    ): Promise<{ answer: { subscriptionId: number; recipientId: number } } | { payment: InitialPayment }> {
      if (provider.name !== "test") throw validation("Test payments are only available in test mode.");
      // Staff may act for a buyer; anyone else only pays their own checkout.
      const payerId = isStaff(user) ? undefined : user.id;
      let label = "Apple Pay";
      let renewalsFail = false;
      if (input.method === "card") {
        const outcome = evaluateTestCard(input, ctx.clock.now());
        if (!outcome.ok) {
          // A decline is noted on the buyer's open checkout; a paid one answers its result again.
          if (await repo.noteDecline(db, checkoutId, payerId ?? null, outcome.message)) {
            throw new AppError(
              "PAYMENT_FAILED",
              outcome.message,
              outcome.field ? { [outcome.field]: outcome.message } : undefined,
            );
          }
          const checkout = assertOwnsRecord(user, await repo.findById(db, checkoutId), "Checkout");
          return { answer: { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId } };
        }
        label = outcome.label;
        renewalsFail = outcome.renewalsFail;
      } else if (input.method === "afterpay") {
        // The checkout with what it buys, in one read: Afterpay depends on the billing and on alcohol.
        const row = await repo.findWithPurchase(db, checkoutId);
        const checkout = assertOwnsRecord(user, row?.checkout, "Checkout");
        if (checkout.status === "paid")
          return { answer: { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId } };
        const refusal = rulesFor(row!, checkout.billingInterval as BillingPlan).afterpay;
        if (refusal) throw validation(refusal);
        label = "Afterpay";
      }
      return {
        payment: {
          checkoutId,
          provider: "test",
          providerPaymentId: null,
          amountCents: null,
          paymentMethodLabel: label,
          testRenewalFails: renewalsFail,
          payerId,
        },
      };
    },

    /** For the confirmation flow: locks the checkouts being paid, with what each buys, in its transaction. */
    lockForPayment: (tx: DbOrTx, ids: number[]) => repo.lockForPayment(tx, ids),
    /** For the confirmation flow: the checkouts are paid. */
    markPaid: (tx: DbOrTx, ids: number[], now: Date) => repo.markPaid(tx, ids, now),

    /** Stripe's webhooks (in their transaction): the checkout a provider subscription pays for. */
    async checkoutIdForProviderSubscription(tx: DbOrTx, providerSubscriptionId: string) {
      return (await repo.findByProviderSubscription(tx, providerSubscriptionId))?.id ?? null;
    },

    /** Stripe's webhooks (in their transaction): the first payment was declined; the buyer sees why on their open checkout. */
    noteProviderDecline: (tx: DbOrTx, providerSubscriptionId: string, reason: string) =>
      repo.noteDeclineByProviderSubscription(tx, providerSubscriptionId, reason),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
