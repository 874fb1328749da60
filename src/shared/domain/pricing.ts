import {
  type Cycle,
  DELIVERIES_PER_YEAR,
  deliveryCycle,
  frequencyLabel,
  frequencyPeriod,
  isFrequency,
} from "./frequency";
import { formatCents } from "./money";

/**
 * Money rules (PRODUCT.md "Money"): integer cents, GST inclusive, AUD. A delivery costs $100 whatever
 * the frequency; pay-as-you-go pays one delivery per charge, annual pays a year of deliveries upfront
 * less 10%. Checkout, confirmation, receipts, the account, renewals and the terms pages all price
 * through `chargeCents`.
 */
export const DELIVERY_PRICE_CENTS = 10_000;
export const ANNUAL_DISCOUNT_PERCENT = 10;
export const SPECIAL_DATE_ADD_ON_CENTS = 7_500;

export const BILLING_PLANS = ["pay-as-you-go", "annual"] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

/** What every box costs the buyer, whatever the box or the frequency: the box's own price is the vendor's. */
export const DELIVERY_PRICE_TEXT = `${formatCents(DELIVERY_PRICE_CENTS)} per delivery`;
/** The annual saving, in words. */
export const ANNUAL_SAVING_TEXT = `save ${ANNUAL_DISCOUNT_PERCENT}% paying a year upfront`;

/** Deliveries one charge pays for. */
export function deliveriesPerCharge(frequency: string, plan: BillingPlan): number {
  if (plan === "pay-as-you-go") return 1;
  return isFrequency(frequency) ? DELIVERIES_PER_YEAR[frequency] : DELIVERIES_PER_YEAR.fortnightly;
}

/** What one charge costs: $100 a delivery, less 10% when a year is paid upfront. */
export function chargeCents(frequency: string, plan: BillingPlan): number {
  const full = deliveriesPerCharge(frequency, plan) * DELIVERY_PRICE_CENTS;
  return plan === "annual" ? Math.round((full * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100) : full;
}

/**
 * How often the buyer is charged: each delivery cycle, or once for a year's deliveries. A year of
 * weekly or fortnightly boxes is 52 weeks (364 days), so an annual charge never falls behind the
 * deliveries it pays for (a calendar year would bring a 53rd weekly box now and then, unpaid).
 */
export function billingCycle(frequency: string, plan: BillingPlan): Cycle {
  const cycle = deliveryCycle(frequency);
  return plan === "annual"
    ? { unit: cycle.unit, count: cycle.count * deliveriesPerCharge(frequency, "annual") }
    : cycle;
}

/** The time an annual charge covers, in words: "year", or "52 weeks" for weekly and fortnightly boxes. */
function annualPeriod(frequency: string): string {
  return deliveryCycle(frequency).unit === "days" ? "52 weeks" : "year";
}

/** The first payment: the plan plus every special-date add-on, charged once. */
export function firstPaymentCents(frequency: string, plan: BillingPlan, addOnCount: number): number {
  return chargeCents(frequency, plan) + addOnCount * SPECIAL_DATE_ADD_ON_CENTS;
}

/** The GST included in a GST-inclusive amount (one eleventh), rounded to the cent. */
export function gstIncludedCents(totalCents: number): number {
  return Math.round(totalCents / 11);
}

/** What a subscription costs a month on average: a year of its charges over twelve. */
export function monthlyEquivalentCents(frequency: string, plan: BillingPlan): number {
  const chargesPerYear = plan === "annual" ? 1 : deliveriesPerCharge(frequency, "annual");
  return Math.round((chargeCents(frequency, plan) * chargesPerYear) / 12);
}

/** "month", "fortnight", … "year" or "52 weeks": the period one charge covers. */
export function billingPeriod(frequency: string, plan: BillingPlan): string {
  return plan === "annual" ? annualPeriod(frequency) : frequencyPeriod(frequency);
}

/** "$100.00 every fortnight", "$1,080.00 a year", "$4,680.00 every 52 weeks": what the buyer pays, in words. */
export function chargeSummary(frequency: string, plan: BillingPlan): string {
  const amount = formatCents(chargeCents(frequency, plan));
  const period = billingPeriod(frequency, plan);
  return period === "year" ? `${amount} a year` : `${amount} every ${period}`;
}

export interface BillingOption {
  plan: BillingPlan;
  /** "Monthly", "Every 2 Weeks", "Annual". */
  label: string;
  priceCents: number;
  /** The period one charge covers: "month", "fortnight", "year". */
  per: string;
  note: string;
  badge: string | null;
}

/** The two ways to pay for a frequency, as the checkout offers them. */
export function billingOptions(frequency: string): BillingOption[] {
  const period = frequencyPeriod(frequency);
  const yearly = deliveriesPerCharge(frequency, "annual");
  return [
    {
      plan: "pay-as-you-go",
      label: frequencyLabel(isFrequency(frequency) ? frequency : "fortnightly"),
      priceCents: chargeCents(frequency, "pay-as-you-go"),
      per: period,
      note: `Billed every ${period}, one delivery at a time. Pause or cancel any time.`,
      badge: null,
    },
    {
      plan: "annual",
      label: "Annual",
      priceCents: chargeCents(frequency, "annual"),
      per: annualPeriod(frequency),
      note: `${yearly} deliveries paid upfront, one payment.`,
      badge: `Save ${ANNUAL_DISCOUNT_PERCENT}%`,
    },
  ];
}
