import { formatIsoDate, type IsoDate, isIsoDate } from "./dates";
import { formatCents } from "./money";
import { type BillingPlan, billingPeriod, chargeCents, chargeSummary, deliveriesPerCharge } from "./pricing";

/** What a paid subscription costs and what comes next, in figures and words (all from pricing.ts). */
export interface BillingSummary {
  /** "Annual plan: 12 monthly deliveries, paid upfront" or "Pay as you go: monthly deliveries, charged one at a time". */
  planLabel: string;
  /** What each charge costs, GST inclusive. */
  chargeCents: number;
  /** "$100.00 every month", "$1,080.00 a year". */
  chargeText: string;
  /** The first payment: the plan's charge plus the special-date add-ons bought with it. */
  paidCents: number;
  /** The next charge, or null when none is due (cancelled, or not yet paid). */
  nextCharge: { date: IsoDate; amountCents: number; renewal: boolean } | null;
  /** The next charge in words, or why there is none; null before the first payment. */
  nextChargeText: string | null;
}

export interface BillingSummaryInput {
  frequency: string;
  billingInterval: BillingPlan;
  addOnCents: number;
  nextBillingDate: string | null;
  status: string;
}

/** "Annual plan: 12 monthly deliveries, paid upfront". */
export function billingPlanLabel(frequency: string, plan: BillingPlan): string {
  return plan === "annual"
    ? `Annual plan: ${deliveriesPerCharge(frequency, plan)} ${frequency} deliveries, paid upfront`
    : `Pay as you go: ${frequency} deliveries, charged one at a time`;
}

/**
 * The buyer's billing in one place (the confirmation, the receipt, the account): what was paid, what
 * each charge costs, and the next charge — for a prepaid (annual) plan, nothing until it renews.
 */
export function billingSummary(sub: BillingSummaryInput): BillingSummary {
  const plan = sub.billingInterval;
  const charge = chargeCents(sub.frequency, plan);
  const renewal = plan === "annual";
  const due = sub.status !== "cancelled" && sub.status !== "draft" && isIsoDate(sub.nextBillingDate ?? "");
  const nextCharge = due ? { date: sub.nextBillingDate!, amountCents: charge, renewal } : null;
  let nextChargeText: string | null = null;
  if (sub.status === "cancelled") nextChargeText = "No further charges: this subscription is cancelled.";
  else if (nextCharge && renewal)
    nextChargeText = `Nothing more is charged until the plan renews on ${formatIsoDate(nextCharge.date)}, when ${formatCents(charge)} pays for the next ${billingPeriod(sub.frequency, plan)}.`;
  else if (nextCharge) nextChargeText = `Next charge: ${formatCents(charge)} on ${formatIsoDate(nextCharge.date)}.`;
  return {
    planLabel: billingPlanLabel(sub.frequency, plan),
    chargeCents: charge,
    chargeText: chargeSummary(sub.frequency, plan),
    paidCents: charge + sub.addOnCents,
    nextCharge,
    nextChargeText,
  };
}
