import { SHOP_TIME_ZONE, todayIso } from "./dates";

/** A statement's month, "YYYY-MM": a calendar month in Sydney time. */
export type PayoutMonth = string;

export const PAYOUT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The Sydney calendar month an instant falls in. */
export function payoutMonthOf(instant: Date): PayoutMonth {
  return todayIso(instant, SHOP_TIME_ZONE).slice(0, 7);
}

/** "October 2026" */
export function formatPayoutMonth(month: PayoutMonth): string {
  const [year, number] = month.split("-");
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/** The month after, "YYYY-MM" (December rolls into January). */
export function nextPayoutMonth(month: PayoutMonth): PayoutMonth {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** A month is over once Sydney's calendar has moved past it: only then can its statement be approved. */
export function payoutMonthEnded(month: PayoutMonth, now: Date): boolean {
  return payoutMonthOf(now) > month;
}

const sydneyDateTime = new Intl.DateTimeFormat("en-AU", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "31 Oct 2026, 11:30 pm" in Sydney time (statements are in the shop's time). */
export function formatSydneyDateTime(instant: Date | string): string {
  return sydneyDateTime.format(typeof instant === "string" ? new Date(instant) : instant);
}
