import { DELIVERIES_PER_YEAR, isFrequency } from "./frequency";

/**
 * Monthly recurring revenue: what live charges bring in a month on average. A subscription's per-charge
 * price (what it is actually charged each time, GST included) times the charges it makes in a year,
 * over twelve:
 * - pay-as-you-go charges once per delivery: weekly 52, fortnightly 26, monthly 12, quarterly 4 times
 *   a year ($100 weekly is $433.33 a month; quarterly $33.33);
 * - annual (prepaid) charges once a year, so a twelfth of its charge ($1,080 a year is $90 a month).
 * One-off special-date add-ons are not recurring and never counted.
 */
export function chargesPerYear(frequency: string, billingInterval: string): number {
  if (billingInterval === "annual") return 1;
  return isFrequency(frequency) ? DELIVERIES_PER_YEAR[frequency] : DELIVERIES_PER_YEAR.fortnightly;
}

/** The month's share of a year of `chargeCentsTotal` charged `chargesPerYear` times: exact, not rounded. */
export function monthlyShareCents(chargeCentsTotal: number, frequency: string, billingInterval: string): number {
  return (chargeCentsTotal * chargesPerYear(frequency, billingInterval)) / 12;
}

/** The rule in words, for the page. */
export const RECURRING_REVENUE_RULE =
  "Each active subscription's price per charge, times the charges it makes in a year, over twelve: pay-as-you-go weekly charges 52 times a year, fortnightly 26, monthly 12 and quarterly 4; an annual plan is paid once a year upfront, so it counts a twelfth of its charge. Paused subscriptions (their next charge waits a cycle) and one-off special-date add-ons are left out.";
