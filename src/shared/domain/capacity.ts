import { addMonthsIso, formatIsoDate, type IsoDate, isIsoDate } from "./dates";

/**
 * A vendor's capacity and closures (PRODUCT.md "Vendors' orders and payouts"): how many orders it
 * takes per delivery day, and the days it is closed. Routing and claiming skip a vendor that is full
 * or closed on the delivery's date. Both sides check input with these rules.
 */
export const DEFAULT_DAILY_CAPACITY = 20;
export const MIN_DAILY_CAPACITY = 1;
export const MAX_DAILY_CAPACITY = 500;
/** Closed dates a vendor may list at once (a year of days). */
export const MAX_CLOSED_DATES = 366;

export const CAPACITY_MESSAGE = `Daily capacity must be a whole number from ${MIN_DAILY_CAPACITY} to ${MAX_DAILY_CAPACITY}`;
export const CLOSED_DATE_FORMAT_MESSAGE = "Please enter closed dates as real dates (yyyy-mm-dd)";
export const TOO_MANY_CLOSED_DATES = `Please list at most ${MAX_CLOSED_DATES} closed dates`;

/** The last date a closure may be set for: a year from today. */
export const lastClosableDate = (today: IsoDate): IsoDate => addMonthsIso(today, 12);

/** Why a closed date cannot be saved today, or null when it can. */
export function closedDateProblem(date: string, today: IsoDate): string | null {
  if (!isIsoDate(date)) return CLOSED_DATE_FORMAT_MESSAGE;
  if (date < today) return `${formatIsoDate(date)} has already passed: closed dates must be today or later`;
  if (date > lastClosableDate(today))
    return `${formatIsoDate(date)} is more than a year away: closed dates can be set up to ${formatIsoDate(lastClosableDate(today))}`;
  return null;
}

/** Why a vendor cannot take one more order on a day, or null when it can. */
export function dayRefusal(day: { date: IsoDate; orders: number; capacity: number; closed: boolean }): string | null {
  if (day.closed)
    return `You are closed on ${formatIsoDate(day.date)}. Remove it from your closed dates in Settings to take this order.`;
  if (day.orders >= day.capacity)
    return `You are fully booked on ${formatIsoDate(day.date)} (${day.orders} of ${day.capacity} orders). Raise your daily capacity in Settings to take more.`;
  return null;
}
