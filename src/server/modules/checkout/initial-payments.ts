import { asc, eq, inArray, sql } from "drizzle-orm";
import { planNameForKey } from "../../../shared/domain/catalogue";
import { addMonthsIso, formatIsoDate, recipientToday } from "../../../shared/domain/dates";
import { gstIncludedCents } from "../../../shared/domain/pricing";
import { nextDeliveryDate } from "../../../shared/domain/schedule";
import type { DbOrTx } from "../../db/client";
import { checkouts, payments, recipientProfiles, subscriptions, users } from "../../db/schema";
import { type QueuedEmail, queueEmails } from "../../integrations/email/outbox";
import { orderConfirmationEmail } from "../../integrations/email/templates";

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
  /** The money does not match the checkout as it stands (a replaced intent, a different amount). */
  | { mismatch: true }
  /** No such checkout (or someone else's). */
  | null;

async function lockCheckouts(tx: DbOrTx, checkoutIds: number[]) {
  return tx
    .select({
      checkout: checkouts,
      sub: { id: subscriptions.id, status: subscriptions.status, planKey: subscriptions.planKey, frequency: subscriptions.frequency },
      buyer: { email: users.email, fullName: users.fullName },
      recipient: {
        id: recipientProfiles.id,
        name: recipientProfiles.name,
        state: recipientProfiles.state,
        birthday: recipientProfiles.birthday,
        anniversary: recipientProfiles.anniversary,
      },
    })
    .from(checkouts)
    .innerJoin(subscriptions, eq(subscriptions.id, checkouts.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(recipientProfiles, eq(recipientProfiles.id, subscriptions.recipientProfileId))
    .where(inArray(checkouts.id, checkoutIds))
    // Locks taken in id order: concurrent batches never deadlock on each other.
    .orderBy(asc(checkouts.id))
    .for("update", { of: [checkouts, subscriptions] });
}

/** What a receipt says of the shop. */
export interface ReceiptShop {
  abn: string | null;
  accountUrl: string;
}

type Locked = Awaited<ReturnType<typeof lockCheckouts>>[number];
type Paying = Locked & { payment: InitialPayment };

const addOnTotal = (checkout: Locked["checkout"]) => checkout.addOns.reduce((sum, a) => sum + a.priceCents, 0);

function receiptEmail({ checkout, sub, buyer, recipient }: Locked, today: string, shop: ReceiptShop): QueuedEmail {
  const addOnCents = addOnTotal(checkout);
  const annual = checkout.billingInterval === "annual";
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
          description: `${planNameForKey(sub.planKey) ?? "Gift subscription"} — ${annual ? "12 months, paid annually (save 10%)" : "first month"}`,
          amountCents: checkout.amountCents - addOnCents,
        },
        ...checkout.addOns.map((a) => ({ description: `${a.name} delivery (${formatIsoDate(a.date)}), one-time`, amountCents: a.priceCents })),
      ],
      totalCents: checkout.amountCents,
      gstCents: gstIncludedCents(checkout.amountCents),
      billing: annual ? "annually in advance" : "monthly",
      accountUrl: shop.accountUrl,
    }),
  };
}

/** A birthday or anniversary chosen at checkout, for a profile that lacked it. */
function missingProfileDates({ checkout, recipient }: Locked) {
  const entered = (type: string) => {
    const addOn = checkout.addOns.find((a) => a.type === type);
    return addOn ? (addOn.profileDate ?? addOn.date) : null;
  };
  const birthday = recipient.birthday ? null : entered("birthday");
  const anniversary = recipient.anniversary ? null : entered("anniversary");
  return birthday || anniversary ? { id: recipient.id, birthday, anniversary } : null;
}

/**
 * Records many confirmed first payments in one transaction, with a fixed number of set-based
 * statements whatever the batch size: each checkout is paid once, its draft subscription
 * activated, and its receipt queued. Replays of a paid checkout answer its result again.
 */
export async function recordInitialPayments(tx: DbOrTx, batch: readonly InitialPayment[], now: Date, shop: ReceiptShop): Promise<InitialPaymentResult[]> {
  const locked = new Map((await lockCheckouts(tx, [...new Set(batch.map((p) => p.checkoutId))])).map((row) => [row.checkout.id, row]));
  const paying = new Map<number, Paying>();
  const results = batch.map((payment): InitialPaymentResult => {
    const row = locked.get(payment.checkoutId);
    if (!row || (payment.payerId !== undefined && row.checkout.userId !== payment.payerId)) return null;
    const { checkout } = row;
    const result = { subscriptionId: checkout.subscriptionId, recipientId: checkout.recipientProfileId };
    if (checkout.status === "paid" || paying.has(checkout.id)) return { ...result, created: false };
    const replacedIntent = payment.providerSubscriptionId && payment.providerSubscriptionId !== checkout.providerSubscriptionId;
    if (replacedIntent || (payment.amountCents !== null && payment.amountCents !== checkout.amountCents)) return { mismatch: true };
    paying.set(checkout.id, { ...row, payment });
    return { ...result, created: true };
  });
  if (!paying.size) return results;

  // Each subscription starts on the recipient's own today (their state's time zone).
  const rows = [...paying.values()].map((row) => ({ ...row, today: recipientToday(row.recipient.state, now) }));
  await tx
    .insert(payments)
    .values(
      rows.map(({ checkout, sub, payment, today }) => ({
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
      })),
    )
    .onConflictDoNothing();

  const activations = rows
    .filter(({ sub }) => sub.status === "draft")
    .map(({ checkout, sub, payment, today }) => ({
      id: sub.id,
      start_date: today,
      // The first box comes within 7-10 days; the next dated one follows by the delivery frequency.
      next_delivery_date: nextDeliveryDate(today, sub.frequency),
      billing_interval: checkout.billingInterval,
      next_billing_date: addMonthsIso(today, checkout.billingInterval === "annual" ? 12 : 1),
      amount_cents: checkout.amountCents - addOnTotal(checkout),
      add_on_cents: addOnTotal(checkout),
      special_dates: checkout.addOns.map((a) => ({ type: a.type, name: a.name, date: a.date, priceCents: a.priceCents })),
      payment_provider: payment.provider,
      payment_method_label: payment.paymentMethodLabel,
      test_renewal_fails: payment.testRenewalFails ?? false,
      provider_customer_id: checkout.providerCustomerId,
      provider_subscription_id: checkout.providerSubscriptionId,
    }));
  if (activations.length) {
    // A recipient who meanwhile got another live subscription fails the unique index here.
    await tx.execute(sql`
      update subscriptions as s set
        status = 'active', start_date = v.start_date, next_delivery_date = v.next_delivery_date,
        billing_interval = v.billing_interval, next_billing_date = v.next_billing_date,
        amount_cents = v.amount_cents, add_on_cents = v.add_on_cents, special_dates = v.special_dates,
        payment_provider = v.payment_provider, payment_method_label = v.payment_method_label,
        test_renewal_fails = v.test_renewal_fails, provider_customer_id = v.provider_customer_id,
        provider_subscription_id = v.provider_subscription_id, updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(activations)}::jsonb) as v(
        id integer, start_date date, next_delivery_date date, billing_interval text, next_billing_date date, amount_cents integer, add_on_cents integer,
        special_dates jsonb, payment_provider text, payment_method_label text, test_renewal_fails boolean,
        provider_customer_id text, provider_subscription_id text)
      where s.id = v.id`);
  }

  const profileDates = rows.map(missingProfileDates).filter((d) => d !== null);
  if (profileDates.length) {
    await tx.execute(sql`
      update recipient_profiles as r set
        birthday = coalesce(r.birthday, v.birthday), anniversary = coalesce(r.anniversary, v.anniversary)
      from jsonb_to_recordset(${JSON.stringify(profileDates)}::jsonb) as v(id integer, birthday date, anniversary date)
      where r.id = v.id`);
  }

  await tx
    .update(checkouts)
    .set({ status: "paid", paidAt: now, lastError: null, updatedAt: now })
    .where(inArray(checkouts.id, [...paying.keys()]));
  await queueEmails(
    tx,
    rows.map((row) => receiptEmail(row, row.today, shop)),
  );
  return results;
}
