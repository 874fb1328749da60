import { billingSummary } from "../../../shared/domain/billing-summary";
import { planNameForKey } from "../../../shared/domain/catalogue";
import { formatIsoDate, recipientToday } from "../../../shared/domain/dates";
import { addCycles, frequencyLabel } from "../../../shared/domain/frequency";
import {
  type BillingPlan,
  billingCycle,
  chargeCents,
  deliveriesPerCharge,
  gstIncludedCents,
} from "../../../shared/domain/pricing";
import { firstDeliveryDate } from "../../../shared/domain/schedule";
import type { QueuedEmail } from "../../integrations/email/outbox";
import { orderConfirmationEmail } from "../../integrations/email/templates";
import type { LockedCheckout } from "./checkout.repository";

/**
 * A checkout's first payment, checkout's part: which payments pay their checkout, and what each
 * writes in the other modules (the payment, the activation, the ledger's deliveries, the receipt),
 * composed in one transaction by the flow src/server/flows/confirm-payment.ts (ADR 0020).
 */

export interface InitialPayment {
  checkoutId: number;
  provider: "test" | "stripe";
  /** The provider's id for this charge (Stripe's invoice id), unique per charge; null: the checkout's own intent (test mode). */
  providerPaymentId: string | null;
  /** What was charged; null: the checkout's amount as locked (test mode charges exactly that). */
  amountCents: number | null;
  paymentMethodLabel: string | null;
  testRenewalFails?: boolean;
  /** Stripe: the subscription the invoice belongs to, which must be the checkout's current one. */
  providerSubscriptionId?: string;
  /** Only this user's checkout may be paid; unset for Stripe's webhooks and for staff. */
  payerId?: number;
}

export type InitialPaymentResult =
  | { subscriptionId: number; recipientId: number; created: boolean }
  /** The money does not match the checkout as it stands (a replaced intent, a different amount, a changed order). */
  | { mismatch: true }
  /** No such checkout (or someone else's). */
  | null;

/** What a receipt says of the shop. */
export interface ReceiptShop {
  abn: string | null;
  accountUrl: string;
}

type Locked = LockedCheckout;
/** A checkout being paid now, with what pays it, its billing and its recipient's today. */
export type Paying = Locked & { payment: InitialPayment; plan: BillingPlan; today: string };

const addOnTotal = (checkout: Locked["checkout"]) => checkout.addOns.reduce((sum, a) => sum + a.priceCents, 0);

/** The checkout still prices exactly what its draft buys: same frequency, and the price function's amount. */
function stillMatches({ checkout, sub }: Locked): boolean {
  const plan = checkout.billingInterval as BillingPlan;
  return (
    checkout.frequency === sub.frequency &&
    checkout.amountCents === chargeCents(sub.frequency, plan) + addOnTotal(checkout)
  );
}

/** The buyer's receipt (a tax invoice when the shop has an ABN). */
export function receiptEmail(
  { checkout, sub, box, buyer, recipient, plan, today }: Paying,
  vendorCovers: boolean,
  shop: ReceiptShop,
): QueuedEmail {
  const boxName = box?.name ?? planNameForKey(sub.planKey) ?? "Gift subscription";
  const deliveries = deliveriesPerCharge(sub.frequency, plan);
  const billing = billingSummary({
    frequency: sub.frequency,
    billingInterval: plan,
    addOnCents: addOnTotal(checkout),
    nextBillingDate: addCycles(today, billingCycle(sub.frequency, plan), 1),
    status: "active",
  });
  return {
    dedupeKey: `order-confirmation:${checkout.id}`,
    kind: "order-confirmation",
    to: buyer.email,
    ...orderConfirmationEmail({
      fullName: buyer.fullName,
      buyerEmail: buyer.email,
      abn: shop.abn,
      recipientName: recipient.name,
      receiptNumber: `FMN-${String(checkout.id).padStart(6, "0")}`,
      date: formatIsoDate(today),
      lines: [
        {
          description: `${boxName} (${frequencyLabel(sub.frequency).toLowerCase()}) — ${plan === "annual" ? `${deliveries} deliveries, a year paid upfront (save 10%)` : "first delivery"}`,
          amountCents: chargeCents(sub.frequency, plan),
        },
        ...checkout.addOns.map((a) => ({
          description: `${a.name} delivery (${formatIsoDate(a.date)}), one-time`,
          amountCents: a.priceCents,
        })),
      ],
      totalCents: checkout.amountCents,
      gstCents: gstIncludedCents(checkout.amountCents),
      billing: billing.chargeText,
      plan: billing.planLabel,
      nextCharge: billing.nextChargeText,
      vendorCovers,
      accountUrl: shop.accountUrl,
    }),
  };
}

/** A birthday or anniversary chosen at checkout, for a profile that lacked it. */
export function missingProfileDates({ checkout, recipient }: Locked) {
  const entered = (type: string) => {
    const addOn = checkout.addOns.find((a) => a.type === type);
    return addOn ? (addOn.profileDate ?? addOn.date) : null;
  };
  const birthday = recipient.birthday ? null : entered("birthday");
  const anniversary = recipient.anniversary ? null : entered("anniversary");
  return birthday || anniversary ? { id: recipient.id, birthday, anniversary } : null;
}

/**
 * Which of a batch of confirmed first payments pay their checkout now (checkouts locked by the
 * caller): each checkout is paid once; a replay of a paid checkout answers its result again; money
 * that no longer matches the checkout is a mismatch. Answers each payment's result, in order, and
 * the checkouts to pay.
 */
export function selectPaying(
  lockedRows: readonly LockedCheckout[],
  batch: readonly InitialPayment[],
  now: Date,
): { results: InitialPaymentResult[]; paying: Paying[] } {
  const locked = new Map(lockedRows.map((row) => [row.checkout.id, row]));
  const paying = new Map<number, Paying>();
  const results = batch.map((payment): InitialPaymentResult => {
    const row = locked.get(payment.checkoutId);
    if (!row || (payment.payerId !== undefined && row.checkout.userId !== payment.payerId)) return null;
    const { checkout } = row;
    const result = { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId };
    if (checkout.status === "paid" || paying.has(checkout.id)) return { ...result, created: false };
    const replacedIntent =
      payment.providerSubscriptionId && payment.providerSubscriptionId !== checkout.providerSubscriptionId;
    if (
      replacedIntent ||
      (payment.amountCents !== null && payment.amountCents !== checkout.amountCents) ||
      !stillMatches(row)
    )
      return { mismatch: true };
    // Each subscription starts on the recipient's own today (their state's time zone).
    paying.set(checkout.id, {
      ...row,
      payment,
      plan: checkout.billingInterval as BillingPlan,
      today: recipientToday(row.recipient.state, now),
    });
    return { ...result, created: true };
  });
  return { results, paying: [...paying.values()] };
}

/** The first payment's record (the payments module's row). */
export const firstPaymentOf = ({ checkout, sub, payment, today }: Paying) => ({
  userId: checkout.userId,
  subscriptionId: sub.id,
  checkoutId: checkout.id,
  provider: payment.provider,
  providerPaymentId: payment.providerPaymentId ?? checkout.providerIntentId ?? `checkout-${checkout.id}`,
  kind: "initial",
  status: "succeeded",
  amountCents: checkout.amountCents,
  gstCents: gstIncludedCents(checkout.amountCents),
  periodStart: today,
});

/** A paid draft becoming active: its dates, its price and its provider's ids (the subscriptions module's activation). */
export const activationOf = ({ checkout, sub, payment, plan, today }: Paying) => ({
  id: sub.id,
  start_date: today,
  // The first box is due within 7-10 days; the schedule engine dates the rest from it.
  next_delivery_date: firstDeliveryDate(today),
  billing_interval: plan,
  next_billing_date: addCycles(today, billingCycle(sub.frequency, plan), 1),
  amount_cents: chargeCents(sub.frequency, plan),
  add_on_cents: addOnTotal(checkout),
  special_dates: checkout.addOns.map((a) => ({
    type: a.type,
    name: a.name,
    date: a.date,
    priceCents: a.priceCents,
  })),
  payment_provider: payment.provider,
  payment_method_label: payment.paymentMethodLabel,
  test_renewal_fails: payment.testRenewalFails ?? false,
  provider_customer_id: checkout.providerCustomerId,
  provider_subscription_id: checkout.providerSubscriptionId,
});

/** The deliveries a first payment bought, each with its part of it (the ledger's first payment, ADR 0018). */
export const ledgerFirstPaymentOf = ({ checkout, sub, plan, today }: Paying, paymentId: number) => ({
  sub: {
    id: sub.id,
    startDate: today,
    frequency: sub.frequency,
    billingInterval: plan,
    planKey: sub.planKey,
  },
  paymentId,
  planCents: chargeCents(sub.frequency, plan),
  addOns: checkout.addOns.map((a) => ({ type: a.type, date: a.date, priceCents: a.priceCents })),
});

/** Where the subscription's deliveries go, and what they are: the coverage question for its receipt. */
export const coverageQuestionOf = ({ sub, box, recipient }: Paying) => ({
  postcode: recipient.postcode,
  state: recipient.state,
  planKey: sub.planKey,
  boxCategory: box?.category ?? null,
});
